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

    it('names the template that failed without ejs\'s debug code too (the default under NODE_ENV=production)', async () => {
      write(first, 'broken.html.ejs', '<%= missing.value %>');
      write(first, 'includes-broken.html.ejs', 'before <%- include("broken.html.ejs") %>');
      const renderer = new TemplateRenderer({ ejs, directories: [first], debug: false });
      const error = await renderer.render('includes-broken.html.ejs', {}).then(() => null, (e: Error) => e);
      expect(error?.message).to.match(/^broken\.html\.ejs: .*missing/);
      const previous = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        let options: ejs.Options | undefined;
        const recording = { ...ejs, compile: ((text: string, given: ejs.Options) => ((options = given), ejs.compile(text, given))) as typeof ejs.compile };
        expect(await new TemplateRenderer({ ejs: recording, directories: [first] }).render('page.html.ejs', { name: 'p' })).to.equal('first p');
        expect(options?.compileDebug).to.equal(false);
      } finally {
        if (previous === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = previous;
      }
    });

    it('gives an include the variables of the template that includes it, and that template its own after it, failed or not', async () => {
      write(first, 'nested/outer.html.ejs', '<%- include("nested/middle.html.ejs", { name: "middle" }) %>|<%= name %>');
      write(first, 'nested/middle.html.ejs', '<%- include("nested/leaf.html.ejs", { leaf: true }) %>/<%= name %>');
      write(first, 'nested/leaf.html.ejs', '<%= name %>:<%= leaf %>:<%= shared %>');
      write(first, 'nested/recovers.html.ejs', '<% try { %><%- include("broken.html.ejs", { name: "lost" }) %><% } catch (e) { %>caught<% } %>|<%= name %>');
      write(first, 'broken.html.ejs', '<%= missing.value %>');
      for (const debug of [true, false]) {
        const renderer = new TemplateRenderer({ ejs, directories: [first], debug });
        expect(await renderer.render('nested/outer.html.ejs', { name: 'outer', shared: 's' })).to.equal('middle:true:s/middle|outer');
        expect(await renderer.render('nested/recovers.html.ejs', { name: 'outer' })).to.equal('caught|outer');
      }
    });

    it('escapes with the ejs module\'s own escapeXML when it has one', async () => {
      let escaped = 0;
      const counting = { compile: ejs.compile, escapeXML: (markup: unknown) => (escaped++, ejs.escapeXML(markup)) };
      const renderer = new TemplateRenderer({ ejs: counting, directories: [first] });
      expect(await renderer.render('page.html.ejs', { name: '<b>' })).to.equal('first &lt;b&gt;');
      expect(escaped).to.equal(1);
      expect(await new TemplateRenderer({ ejs: { compile: ejs.compile }, directories: [first] }).render('page.html.ejs', { name: '<b>' })).to.equal('first &lt;b&gt;');
    });

    it('compiles the package\'s own templates in strict mode without `with`, and the application\'s as ejs does', async () => {
      const compiled: Array<{ file: string; options: ejs.Options }> = [];
      const recording = { ...ejs, compile: ((text: string, options: ejs.Options) => (compiled.push({ file: options.filename!, options }), ejs.compile(text, options))) as typeof ejs.compile };
      expect(await new TemplateRenderer({ ejs: recording, directories: [first] }).render('uses-namespace.html.ejs', {})).to.equal(' maxlength="5" required');
      const own = compiled.find(({ file }) => file.endsWith('_field_attributes.html.ejs'))!.options;
      const theirs = compiled.find(({ file }) => file.endsWith('uses-namespace.html.ejs'))!.options;
      expect(own).to.include({ strict: true });
      expect(own.destructuredLocals).to.include('attributes');
      expect(theirs.strict).to.equal(undefined);
      expect(theirs.destructuredLocals).to.equal(undefined);
    });

    it('gives an application\'s template included by a package template every variable above it, as its own', async () => {
      write(first, 'wrapper.html.ejs', '<%- include("@VendorDataTables/modal/datatables/edit_modal.html.ejs", { title: "T", body_template: "own-body.html.ejs" }) %>');
      write(first, 'own-body.html.ejs', '[<%= title %>|<%= extra %>|<%= Object.keys(locals).sort().join(",") %>]');
      const renderer = new TemplateRenderer({ ejs, directories: [first] });
      const t = (key: string) => key;
      const html = await renderer.render('wrapper.html.ejs', { extra: 'x', form: { fields: [], hidden: {} }, entity: null, t, locale: 'en', dir: 'ltr', hooks: {} });
      expect(html).to.contain('[T|x|body_template,dir,entity,extra,form,hooks,locale,t,title]');
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
