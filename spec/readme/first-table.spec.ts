import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { PageView } from '../../lib/index.js';
import { createTestOrm, useTestOrm } from '../support/database.js';
import { ensureBrowserBuild, ensureLibraryBuild } from '../support/fresh-build.js';
import { hiddenFields, pageViewOf } from '../support/rendered-html.js';

// The README's "A first table" is examples/first-table/, shown file by file; this spec keeps the two
// identical and runs the example. The example imports the package by its name, which Node resolves
// through `exports` to dist/: it runs the built library, as an application would.

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const EXAMPLE = 'examples/first-table';
const SECRET = 'readme-first-table-secret-0123456789abcdef';

interface CodeBlock {
  /** The file the line before the block names (`` `books.ts`, the entity ``), if any. */
  file: string | undefined;
  code: string;
}

/** The lines of a `## heading` section of the README, up to the next `## `. */
function readmeSection(heading: string): string[] {
  const lines = readFileSync(root('README.md'), 'utf8').split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start === -1) throw new Error(`README.md has no section "## ${heading}"`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The fenced code blocks of some README lines, each with the file named just before it. */
function codeBlocks(lines: string[]): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let label: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('```')) {
      if (lines[i].trim() !== '') label = lines[i];
      continue;
    }
    const end = lines.indexOf('```', i + 1);
    const file = /^`([\w./-]+\.\w+)`/.exec(label ?? '')?.[1];
    blocks.push({ file, code: `${lines.slice(i + 1, end).join('\n')}\n` });
    i = end;
    label = undefined;
  }
  return blocks;
}

/** Every file of the example, as a path relative to its folder. */
function exampleFiles(): string[] {
  return readdirSync(root(EXAMPLE), { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(root(`${EXAMPLE}/${path}`)).isFile())
    .sort();
}

/** The package names of the README's `npm install` commands. */
function installedPackages(): string[] {
  const script = codeBlocks(readmeSection('Install in your application'))
    .map((block) => block.code)
    .join('\n')
    .replace(/\\\n/g, ' ');
  return script
    .split('\n')
    .filter((line) => /^\s*npm (?:install|i) /.test(line))
    .flatMap((line) => line.trim().split(/\s+/).slice(2))
    .filter((word) => !word.startsWith('-'))
    .map((word) => word.replace(/(.)@[^@/]*$/, '$1'));
}

/** The packages the example's code imports (`node:` built-ins and relative paths aside). */
function importedPackages(): string[] {
  const names = new Set<string>();
  for (const file of exampleFiles().filter((path) => path.endsWith('.ts'))) {
    const code = readFileSync(root(`${EXAMPLE}/${file}`), 'utf8');
    for (const [, specifier] of code.matchAll(/\bfrom\s*'([^']+)'/g)) {
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      names.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
    }
  }
  return [...names];
}

describe('README: A first table', () => {
  describe('the code blocks', () => {
    const fileBlocks = () => codeBlocks(readmeSection('A first table')).filter((block) => block.file !== undefined);

    it('show every file of examples/first-table/, once each', () => {
      expect(fileBlocks().map((block) => block.file).sort()).to.deep.equal(exampleFiles());
    });

    it('are the files as they are', () => {
      for (const { file, code } of fileBlocks()) {
        expect(code, `README block of ${file}`).to.equal(readFileSync(root(`${EXAMPLE}/${file}`), 'utf8'));
      }
    });
  });

  describe('the install line', () => {
    it('installs every package the example imports, and tsx that runs it', () => {
      expect(installedPackages()).to.include.members([...importedPackages(), 'tsx']);
    });

    it('installs every peer dependency, the optional ones too', () => {
      const manifest = JSON.parse(readFileSync(root('package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
      expect(installedPackages()).to.include.members(Object.keys(manifest.peerDependencies));
    });
  });

  describe('the application', () => {
    let orm: MikroORM;
    let app: Express;
    let agent: TestAgent;
    let page: string;
    let view: PageView;

    useTestOrm(async () => {
      // The example imports @vendor/ux-datatables, which Node resolves to dist/lib/: build it when stale.
      ensureLibraryBuild();
      // The page names the browser files by their content hash, which only built files have.
      ensureBrowserBuild(['ux-datatables.js', 'ux-datatables.css', 'datatables.net-dt.css']);
      const { Book } = await import('../../examples/first-table/books.js');
      return createTestOrm([Book]);
    }, async (opened) => {
      orm = opened;
      const { Book } = await import('../../examples/first-table/books.js');
      const { createApp } = await import('../../examples/first-table/app.js');
      const em = orm.em.fork();
      em.create(Book, { title: 'Dune', status: 'published' });
      em.create(Book, { title: 'Neuromancer', status: 'draft' });
      em.create(Book, { title: 'Hyperion', status: 'draft' });
      await em.flush();
      app = createApp(orm, SECRET);
      agent = request.agent(app);
      const response = await agent.get('/books').expect(200).expect('Content-Type', /html/);
      page = response.text;
      view = pageViewOf(page);
    });

    const rows = async () => {
      const res = await agent.get(view.urls.data).query({ table: view.tokens.read, draw: 1, start: 0, length: 10 }).expect(200);
      return res.body as { recordsTotal: number; data: Array<{ id: number; title: string; status: string }> };
    };

    it('renders the page: the table element, DataTables.net and the bundle', () => {
      expect(page).to.match(/<table id="books" class="display" data-controller="datatable"/);
      expect(page).to.match(/<link rel="stylesheet" href="\/datatables\/assets\/datatables\.net-dt\.[0-9a-f]{16}\.css">/);
      expect(page).to.match(/<script type="module" src="\/datatables\/assets\/ux-datatables\.[0-9a-f]{16}\.js"><\/script>/);
      expect(view.tokens).to.have.keys('read', 'edit', 'delete');
    });

    it('serves the bundle and the stylesheets the page loads', async () => {
      const urls = [...page.matchAll(/(?:src|href)="(\/datatables\/assets\/[^"]+)"/g)].map((match) => match[1]);
      expect(urls).to.have.length(3);
      for (const url of urls) {
        await agent.get(url).expect(200).expect('Content-Type', url.endsWith('.js') ? /javascript/ : /css/).expect('Cache-Control', /immutable/);
      }
    });

    it('answers the rows, with the actions each row allows', async () => {
      const body = await rows();
      expect(body.recordsTotal).to.equal(3);
      expect(body.data.map((row) => [row.title, row.status])).to.deep.equal([
        ['Dune', 'published'], ['Neuromancer', 'draft'], ['Hyperion', 'draft'],
      ]);
    });

    it('renders the edit form of a row and saves it', async () => {
      const form = await agent.post(view.urls.editView).send({ table: view.tokens.edit, id: 1 }).expect(200).expect('Content-Type', /html/);
      expect(form.text).to.include('id="ux-datatables-edit-form"').and.include('value="Dune"');
      const fields = { ...hiddenFields(form.text), title: 'Dune Messiah', status: 'published' };
      const saved = await agent.post(view.urls.editSubmit).set(view.csrf.header, view.csrf.token).type('form')
        .send(new URLSearchParams(fields).toString()).expect(200);
      expect(saved.body).to.deep.equal({ success: true, id: 1 });
      expect((await rows()).data[0].title).to.equal('Dune Messiah');
    });

    it('deletes a draft', async () => {
      const res = await agent.delete(view.urls.delete).set(view.csrf.header, view.csrf.token).send({ table: view.tokens.delete, id: 2 }).expect(200);
      expect(res.body).to.deep.equal({ success: true, id: 2 });
      expect((await rows()).data.map((row) => row.id)).to.deep.equal([1, 3]);
    });

    it('refuses to delete a published book (displayIf)', async () => {
      const res = await agent.delete(view.urls.delete).set(view.csrf.header, view.csrf.token).send({ table: view.tokens.delete, id: 1 }).expect(403);
      expect(res.body.error.code).to.equal('action_not_available');
    });
  });
});
