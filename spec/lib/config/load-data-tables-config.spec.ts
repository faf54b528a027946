import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDataTablesConfig } from '../../../lib/config/load-data-tables-config.js';
import { BOOTSTRAP5_TEMPLATES, DEFAULT_CONFIG } from '../../../lib/config/DataTablesConfig.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

// No template named: each page gets the built-in variant of its modal adapter.
const DEFAULTS = {
  edit_modal: { template: null, body_template: null, default_title: 'Edit' },
  details: { template: null },
  mercure: {
    enabled: false, protocol: '0.x', hub_url: null, public_url: null, jwt_secret: null, jwt_key_file: null, jwt_algorithm: 'RS256',
    private: false, topic_base: null, debounce_ms: 50, max_wait_ms: 1000, publish_timeout_ms: 2000,
  },
  translation: { default_locale: null },
};

const SECRET = 'mercure-secret-0123456789-abcdefghij';

describe('loadDataTablesConfig(fileOrObject)', () => {
  let dir: string;
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  before(() => { dir = mkdtempSync(join(tmpdir(), 'ux-datatables-config-')); });
  after(() => rmSync(dir, { recursive: true, force: true }));

  describe('data_tables.translation', () => {
    it('reads the default locale', () => {
      expect(loadDataTablesConfig({ data_tables: { translation: { default_locale: 'fr' } } }).translation).to.deep.equal({ default_locale: 'fr' });
    });

    it('refuses an unknown key of the section, naming it', () => {
      expect(() => loadDataTablesConfig({ data_tables: { translation: { locale: 'fr' } } })).to.throw(ConfigurationError, '"data_tables.translation.locale"');
    });
  });

  describe('defaults', () => {
    it('fills every default from an empty object', () => {
      expect(loadDataTablesConfig({})).to.deep.equal(DEFAULTS);
      expect(DEFAULT_CONFIG).to.deep.equal(DEFAULTS);
    });

    it('fills the keys left out of a partial section', () => {
      const config = loadDataTablesConfig({ data_tables: { edit_modal: { default_title: 'Modify' } } });
      expect(config.edit_modal).to.deep.equal({ ...DEFAULTS.edit_modal, default_title: 'Modify' });
    });

    it('accepts ~ (null) for a template, meaning the variant of the page\'s adapter', () => {
      expect(loadDataTablesConfig({ data_tables: { edit_modal: { template: null, body_template: null } } })).to.deep.equal(DEFAULTS);
    });

    it('treats a null section as empty', () => {
      expect(loadDataTablesConfig({ data_tables: null })).to.deep.equal(DEFAULTS);
      expect(loadDataTablesConfig({ data_tables: { edit_modal: null } })).to.deep.equal(DEFAULTS);
    });

    it('never changes DEFAULT_CONFIG', () => {
      loadDataTablesConfig({ data_tables: { edit_modal: { template: 'mine.ejs' } } });
      expect(DEFAULT_CONFIG).to.deep.equal(DEFAULTS);
    });

    it('match the shipped config/data_tables.yaml', () => {
      const shipped = fileURLToPath(new URL('../../../config/data_tables.yaml', import.meta.url));
      expect(loadDataTablesConfig(shipped)).to.deep.equal(DEFAULTS);
    });
  });

  describe('from a YAML file', () => {
    it('reads .yaml and .yml', () => {
      const text = `data_tables:\n  edit_modal:\n    template: '${BOOTSTRAP5_TEMPLATES.template}'\n    default_title: Change\n`;
      for (const name of ['a.yaml', 'a.yml']) {
        expect(loadDataTablesConfig(file(name, text)).edit_modal).to.deep.equal({
          template: '@VendorDataTables/modal/bs5/edit_modal.html.ejs', body_template: DEFAULTS.edit_modal.body_template,
          default_title: 'Change',
        });
      }
    });

    it('reads an empty file as all defaults', () => {
      expect(loadDataTablesConfig(file('empty.yaml', ''))).to.deep.equal(DEFAULTS);
    });

    it('refuses invalid YAML, quoting the file', () => {
      const path = file('bad.yaml', 'data_tables: [\n');
      expect(() => loadDataTablesConfig(path)).to.throw(ConfigurationError, `The settings file "${path}" is not valid YAML`);
    });
  });

  describe('from a JSON file', () => {
    it('reads it by its extension', () => {
      const path = file('c.json', JSON.stringify({ data_tables: { edit_modal: { body_template: 'mine/body.ejs' } } }));
      expect(loadDataTablesConfig(path).edit_modal).to.deep.equal({ ...DEFAULTS.edit_modal, body_template: 'mine/body.ejs' });
    });

    it('refuses invalid JSON, quoting the file', () => {
      const path = file('bad.json', '{ data_tables: }');
      expect(() => loadDataTablesConfig(path)).to.throw(ConfigurationError, `The settings file "${path}" is not valid JSON`);
    });
  });

  it('refuses a file it cannot read, quoting it', () => {
    const path = join(dir, 'missing.yaml');
    expect(() => loadDataTablesConfig(path)).to.throw(ConfigurationError, `Cannot read the settings file "${path}"`);
  });

  describe('validation', () => {
    const refuses = (document: unknown, message: string | RegExp) =>
      expect(() => loadDataTablesConfig(document as object)).to.throw(ConfigurationError, message);

    it('refuses an unknown key with its path quoted', () => {
      refuses({ data_tables: { edit_modal: { titel: 'x' } } }, 'Unknown key "data_tables.edit_modal.titel"');
      refuses({ data_tables: { modal: {} } }, 'Unknown key "data_tables.modal"; expected one of "edit_modal"');
      refuses({ datatables: {} }, 'Unknown key "datatables"');
    });

    it('refuses an unknown key in a YAML file with its path quoted', () => {
      refuses(file('typo.yaml', 'data_tables:\n  edit_modal:\n    titel: Edit\n'), 'Unknown key "data_tables.edit_modal.titel"');
    });

    it('refuses keys inherited from Object.prototype (toString, constructor, __proto__)', () => {
      refuses({ data_tables: { toString: 'x' } }, 'Unknown key "data_tables.toString"');
      refuses({ data_tables: { edit_modal: { constructor: 'x' } } }, 'Unknown key "data_tables.edit_modal.constructor"');
      refuses(JSON.parse('{"data_tables":{"edit_modal":{"__proto__":{"template":"x"}}}}'), 'Unknown key "data_tables.edit_modal.__proto__"');
      refuses(file('proto.yaml', 'data_tables:\n  hasOwnProperty: x\n'), 'Unknown key "data_tables.hasOwnProperty"');
    });

    it('refuses a wrong type with its path quoted', () => {
      refuses({ data_tables: { edit_modal: { template: 5 } } }, '"data_tables.edit_modal.template" must be a non-empty string, got number 5');
      refuses({ data_tables: { edit_modal: { default_title: true } } }, '"data_tables.edit_modal.default_title" must be a non-empty string');
      refuses({ data_tables: { edit_modal: { body_template: '' } } }, '"data_tables.edit_modal.body_template" must be a non-empty string');
      refuses(file('type.json', '{"data_tables":{"edit_modal":{"template":["a"]}}}'), '"data_tables.edit_modal.template" must be a non-empty string, got a list');
    });

    it('refuses a section that is not a mapping with its path quoted', () => {
      refuses({ data_tables: { edit_modal: 'x' } }, '"data_tables.edit_modal" must be a mapping of keys, got string "x"');
      refuses({ data_tables: [] }, '"data_tables" must be a mapping of keys, got a list');
    });

    it('refuses a document that is not an object', () => {
      refuses([], 'must be an object with a "data_tables" key');
      refuses(file('scalar.yaml', 'hello\n'), 'must be an object with a "data_tables" key');
    });
  });

  describe('data_tables.mercure', () => {
    const mercure = (settings: object, env: Record<string, string> = {}) =>
      loadDataTablesConfig({ data_tables: { mercure: settings } }, env).mercure;
    const refuses = (settings: object, message: string | RegExp, env: Record<string, string> = {}) =>
      expect(() => mercure(settings, env)).to.throw(ConfigurationError, message);

    it('reads every key', () => {
      expect(mercure({
        enabled: true, hub_url: 'http://127.0.0.1:3001/.well-known/mercure', public_url: 'https://hub.example/.well-known/mercure',
        jwt_secret: SECRET, private: true, topic_base: 'https://shop.example', debounce_ms: 200, max_wait_ms: 0, publish_timeout_ms: 500, protocol: '1.0',
      })).to.deep.equal({
        ...DEFAULTS.mercure, enabled: true, protocol: '1.0', hub_url: 'http://127.0.0.1:3001/.well-known/mercure',
        public_url: 'https://hub.example/.well-known/mercure', jwt_secret: SECRET, private: true,
        topic_base: 'https://shop.example', debounce_ms: 200, max_wait_ms: 0, publish_timeout_ms: 500,
      });
    });

    it('speaks 0.x unless told 1.0, read from the environment too', () => {
      expect(mercure({}).protocol).to.equal('0.x');
      expect(mercure({ protocol: '%env(MERCURE_PROTOCOL)%' }, { MERCURE_PROTOCOL: '1.0' }).protocol).to.equal('1.0');
    });

    it('reads %env(NAME)% from the environment, as the key\'s type, so secrets stay out of files', () => {
      const env = { MERCURE_URL: 'http://hub/.well-known/mercure', MERCURE_JWT_SECRET: SECRET, LIVE: 'true', DEBOUNCE: '75' };
      const config = mercure({
        enabled: '%env(LIVE)%', hub_url: '%env(MERCURE_URL)%', jwt_secret: '%env(MERCURE_JWT_SECRET)%', debounce_ms: '%env(DEBOUNCE)%',
      }, env);
      expect([config.enabled, config.hub_url, config.jwt_secret, config.debounce_ms]).to.deep.equal([true, env.MERCURE_URL, SECRET, 75]);
    });

    it('refuses a reference to a variable that is not set, naming the key and the variable', () => {
      refuses({ jwt_secret: '%env(NOPE)%' }, '"data_tables.mercure.jwt_secret" names the environment variable "NOPE", which is not set');
    });

    it('refuses wrong types and bounds with the key path', () => {
      refuses({ enabled: 'yes' }, '"data_tables.mercure.enabled" must be true or false, got string "yes"');
      refuses({ debounce_ms: -1 }, '"data_tables.mercure.debounce_ms" must be a whole number of 0 or more');
      refuses({ debounce_ms: 1.5 }, '"data_tables.mercure.debounce_ms" must be a whole number of 0 or more');
      refuses({ debounce_ms: 60_001 }, '"data_tables.mercure.debounce_ms" must be at most 60000');
      refuses({ max_wait_ms: -1 }, '"data_tables.mercure.max_wait_ms" must be a whole number of 0 or more');
      refuses({ max_wait_ms: 60_001 }, '"data_tables.mercure.max_wait_ms" must be at most 60000');
      refuses({ publish_timeout_ms: 0 }, '"data_tables.mercure.publish_timeout_ms" must be between 1 and 60000');
      refuses({ protocol: '1' }, '"data_tables.mercure.protocol" must be "0.x" or "1.0", got "1"');
      refuses({ protocol: 1 }, /"data_tables\.mercure\.protocol" must be a non-empty string/);
      refuses({ jwt_algorithm: 'none' }, '"data_tables.mercure.jwt_algorithm" must be RS256 or ES256');
      refuses({ hubUrl: 'x' }, 'Unknown key "data_tables.mercure.hubUrl"');
    });

    it('once enabled, needs an http(s) hub URL and exactly one signing key', () => {
      refuses({ enabled: true, jwt_secret: SECRET }, '"data_tables.mercure.hub_url" is required when Mercure is enabled');
      refuses({ enabled: true, hub_url: 'ftp://hub', jwt_secret: SECRET }, '"data_tables.mercure.hub_url" must be an http(s) URL');
      refuses({ enabled: true, hub_url: 'http://hub' }, 'Mercure needs exactly one of "data_tables.mercure.jwt_secret" and "data_tables.mercure.jwt_key_file"');
      refuses({ enabled: true, hub_url: 'http://hub', jwt_secret: SECRET, jwt_key_file: 'k.pem' }, /exactly one of/);
      refuses({ enabled: true, hub_url: 'http://hub', jwt_secret: 'short' }, '"data_tables.mercure.jwt_secret" must be at least 32 characters');
    });
  });
});
