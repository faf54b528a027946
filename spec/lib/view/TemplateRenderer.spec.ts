import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ejs from 'ejs';
import { ConfigurationError } from '../../../lib/index.js';
import { TemplateRenderer } from '../../../lib/view/TemplateRenderer.js';
import { packageViewsDirectory } from '../../../lib/view/template-paths.js';

describe('TemplateRenderer', () => {
  let root: string;
  let first: string;
  let second: string;

  function write(directory: string, name: string, text: string): void {
    mkdirSync(join(directory, name, '..'), { recursive: true });
    writeFileSync(join(directory, name), text);
  }

  before(() => {
    root = mkdtempSync(join(tmpdir(), 'uxdt-views-'));
    first = join(root, 'first');
    second = join(root, 'second');
    write(first, 'page.html.ejs', 'first <%= name %>');
    write(second, 'page.html.ejs', 'second <%= name %>');
    write(second, 'only-second.html.ejs', 'only in second');
    write(first, 'books/shell.html.ejs', '[<%- include("books/part.html.ejs", { name: "inner" }) %>|<%= name %>]');
    write(first, 'books/part.html.ejs', '<%= name %>/<%= shared %>');
    write(first, 'uses-namespace.html.ejs', '<%- include("@VendorDataTables/modal/_field_attributes.html.ejs", { attributes: { maxlength: 5, required: true, hidden: false } }) %>');
    write(first, 'short.ejs', 'short');
    write(root, 'secret.html.ejs', 'secret');
  });

  after(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('needs the ejs module', () => {
    expect(() => new TemplateRenderer({} as never)).to.throw(ConfigurationError, /needs ejs/);
  });

  describe('.resolve(path)', () => {
    it('finds @VendorDataTables/... in the package views directory', () => {
      const views = fileURLToPath(new URL('../../../views', import.meta.url));
      expect(packageViewsDirectory()).to.equal(views);
      const renderer = new TemplateRenderer({ ejs, directories: [first] });
      expect(renderer.resolve('@VendorDataTables/modal/datatables/edit_modal.html.ejs'))
        .to.equal(join(views, 'modal/datatables/edit_modal.html.ejs'));
    });

    it('searches the application directories in order', async () => {
      const renderer = new TemplateRenderer({ ejs, directories: [first, second] });
      expect(await renderer.render('page.html.ejs', { name: 'x' })).to.equal('first x');
      expect(await renderer.render('only-second.html.ejs', {})).to.equal('only in second');
      const reversed = new TemplateRenderer({ ejs, directories: [second, first] });
      expect(await reversed.render('page.html.ejs', { name: 'x' })).to.equal('second x');
    });

    it('adds .ejs to a path without an extension', async () => {
      expect(await new TemplateRenderer({ ejs, directories: [first] }).render('short', {})).to.equal('short');
    });

    it('refuses paths that leave the template directories', () => {
      const renderer = new TemplateRenderer({ ejs, directories: [first] });
      for (const path of ['../secret.html.ejs', 'books/../../secret.html.ejs', join(root, 'secret.html.ejs'),
        '@VendorDataTables/../package.json', '@VendorDataTables//etc/passwd', 'page.html.ejs\0.txt']) {
        expect(() => renderer.resolve(path), path).to.throw(ConfigurationError);
      }
    });

    it('does not look for user paths in the package views, nor for the namespace in user directories', () => {
      write(first, '@VendorDataTables/modal/datatables/edit_modal.html.ejs', 'shadow');
      const renderer = new TemplateRenderer({ ejs, directories: [first] });
      expect(renderer.resolve('@VendorDataTables/modal/datatables/edit_modal.html.ejs')).to.not.contain(first);
      expect(() => renderer.resolve('modal/bs5/edit_modal.html.ejs')).to.throw(ConfigurationError, /not found/);
    });

    it('names the missing template and where it looked', () => {
      const renderer = new TemplateRenderer({ ejs, directories: [first] });
      expect(() => renderer.resolve('nope.html.ejs')).to.throw(ConfigurationError, /Template "nope.html.ejs" not found in ".*first"/);
    });
  });

  describe('.render(path, variables)', () => {
    it('escapes <%= %> output', async () => {
      const renderer = new TemplateRenderer({ ejs, directories: [first] });
      expect(await renderer.render('page.html.ejs', { name: '<script>"&\'' })).to.equal('first &lt;script&gt;&#34;&amp;&#39;');
    });

    it('resolves include() like render(), with the parent variables and the include data', async () => {
      const renderer = new TemplateRenderer({ ejs, directories: [first] });
      expect(await renderer.render('books/shell.html.ejs', { name: 'outer', shared: 's' })).to.equal('[inner/s|outer]');
      expect(await renderer.render('uses-namespace.html.ejs', {})).to.equal(' maxlength="5" required');
    });

    it('rejects when a template fails, naming the file', async () => {
      write(first, 'broken.html.ejs', '<%= missing.value %>');
      const renderer = new TemplateRenderer({ ejs, directories: [first] });
      const error = await renderer.render('broken.html.ejs', {}).then(() => null, (e: Error) => e);
      expect(error?.message).to.match(/broken\.html\.ejs/);
    });

    it('compiles each template once', async () => {
      let compiled = 0;
      const counting = { ...ejs, compile: ((text: string, options: ejs.Options) => { compiled++; return ejs.compile(text, options); }) as typeof ejs.compile };
      const renderer = new TemplateRenderer({ ejs: counting, directories: [first] });
      for (let i = 0; i < 3; i++) await renderer.render('books/shell.html.ejs', { name: String(i), shared: 's' });
      expect(compiled).to.equal(2);
    });

    it('compiles on every render when the cache is off', async () => {
      let compiled = 0;
      const counting = { ...ejs, compile: ((text: string, options: ejs.Options) => { compiled++; return ejs.compile(text, options); }) as typeof ejs.compile };
      const renderer = new TemplateRenderer({ ejs: counting, directories: [first], cache: false });
      for (let i = 0; i < 3; i++) await renderer.render('page.html.ejs', { name: 'x' });
      expect(compiled).to.equal(3);
    });
  });
});
