import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'chai';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { DataTableClass, PageView } from '../../../lib/index.js';
import { cli } from '../../support/cli.js';
import { createTestOrm, useTestOrm } from '../../support/database.js';
import { ensureLibraryBuild } from '../../support/fresh-build.js';
import { hiddenFields } from '../../support/rendered-html.js';
import type { MakeGadget as MakeGadgetEntity } from '../../support/make-entities.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const MODULE = 'spec/support/make-module.ts';
const RELATIONS_MODULE = 'spec/support/make-relations-module.ts';
/** The relation specs' entities that get a table: Country and Portrait are only ever the far side. */
const RELATED = ['Novel', 'Writer', 'Label'] as const;

/**
 * An application's folder under the OS temp dir: the package and MikroORM linked into its
 * node_modules, as `npm install` would put them, ESM, and a tsconfig as the README's first table has.
 */
function temporaryProject(): string {
  const project = mkdtempSync(join(tmpdir(), 'ux-datatables-make-'));
  mkdirSync(join(project, 'node_modules/@vendor'), { recursive: true });
  symlinkSync(root, join(project, 'node_modules/@vendor/ux-datatables'), 'dir');
  symlinkSync(join(root, 'node_modules/@mikro-orm'), join(project, 'node_modules/@mikro-orm'), 'dir');
  writeFileSync(join(project, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  const compilerOptions = { target: 'es2022', module: 'nodenext', strict: true, skipLibCheck: true, noEmit: true, types: [] };
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['src'] }));
  return project;
}

function typecheck(project: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project], (error, stdout, stderr) => {
      done({ code: error ? Number(error.code) : 0, output: stdout + stderr });
    });
  });
}

describe('ux-datatables make:datatable', function () {
  this.timeout(120_000); // tsc over a temporary project: a minute on a loaded 2-core machine
  let project: string;
  let out: string;

  before(() => {
    project = temporaryProject();
    out = join(project, 'src/tables/MakeGadgetTable.ts');
  });

  after(() => {
    rmSync(project, { recursive: true, force: true });
  });

  describe('--dry-run', () => {
    it('prints a column per property by its type, the actions and the binding, and writes nothing', async () => {
      const { code, stdout } = await cli('make:datatable', 'MakeGadget', '--module', MODULE, '--out', out, '--dry-run');
      expect(code).to.equal(0);
      expect(existsSync(out)).to.equal(false);
      expect(stdout).to.contain("@AsDataTable(MakeGadget, { name: 'make-gadgets' })");
      expect(stdout).to.contain('export class MakeGadgetTable extends AbstractDataTable<InferEntity<typeof MakeGadget>> {');
      for (const column of [
        "NumberColumn.new('id', 'ID'),",
        "TextColumn.new('name', 'Name'),",
        "TextColumn.new('description', 'Description').setType('html'),",
        "NumberColumn.new('stock', 'Stock'),",
        "NumberColumn.new('weight', 'Weight'),",
        "NumberColumn.new('price', 'Price'),",
        "BooleanColumn.new('active', 'Active').renderAsSwitch(),",
        "ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', in_stock: 'In stock', retired: 'Retired' }),",
        "DateColumn.new('releasedOn', 'Released on'),",
        "DateColumn.new('checkedAt', 'Checked at').setDateFormat('YYYY-MM-DD HH:mm').hideWhenUpdating().hideWhenCreating(),",
        "UrlColumn.new('website', 'Website'),",
      ]) expect(stdout).to.contain(`      ${column}`);
      expect(stdout).to.match(/TextColumn\.new\('serial', 'Serial'\)\.hideWhenUpdating\(\)\.hideWhenCreating\(\)/).and.to.match(/\/\/ - specs: of type "json"/);
      expect(stdout).and.to.match(/\/\/ - secret: hidden/);
      expect(stdout).to.contain("      TextColumn.new('shelf', 'Shelf'),\n").and.to.match(/\/\/ - version: /);
      expect(stdout).to.contain(".add(Action.detail().linkToUrl((row) => `/make-gadgets/${row.id}`))");
      expect(stdout).to.contain('.add(Action.edit())').and.to.contain(".add(Action.delete().askConfirmation('Delete this make gadget?'))")
        .and.to.contain('.add(Action.create());').and.to.contain(".setCreateModalTitle('New make gadget')");
    });

    it("imports a decorated class from the file MikroORM read it from, relative to --out", async () => {
      const { code, stdout } = await cli('make:datatable', 'MakeTicket', '--module', MODULE, '--out', 'spec/tables/MakeTicketTable.ts', '--dry-run');
      expect(code).to.equal(0);
      expect(stdout).to.contain("import { MakeTicket } from '../support/make-ticket.js';");
      expect(stdout).to.contain('extends AbstractDataTable<MakeTicket> {').and.not.to.contain('InferEntity');
    });

    it('shows a string key as text, escaped in the detail URL, with --name and --entity-import', async () => {
      const { code, stdout } = await cli('make:datatable', 'MakeVoucher', '--module', MODULE, '--dry-run', '--name', 'vouchers', '--entity-import', '#entities');
      expect(code).to.equal(0);
      expect(stdout).to.contain("import { MakeVoucher } from '#entities';").and.to.contain("name: 'vouchers'");
      expect(stdout).to.contain("TextColumn.new('code', 'Code'),");
      expect(stdout).to.contain('linkToUrl((row) => `/vouchers/${encodeURIComponent(String(row.code))}`)');
    });
  });

  describe('failures', () => {
    it('answers 1 for an unknown entity, naming the known ones', async () => {
      const { code, stderr } = await cli('make:datatable', 'Gizmo', '--module', MODULE, '--dry-run');
      expect(code).to.equal(1);
      expect(stderr).to.contain('Unknown entity "Gizmo"; the ORM knows "MakeGadget", "MakeShelf", "MakeTicket", "MakeVoucher"');
    });

    it('answers 2 when no file declaring the entity is known, asking for --entity-import', async () => {
      const { code, stderr } = await cli('make:datatable', 'MakeShelf', '--module', MODULE, '--dry-run');
      expect(code).to.equal(2);
      expect(stderr).to.contain('Cannot tell which file declares entity "MakeShelf"').and.to.contain('--entity-import');
    });

    it('answers 2 without an entity or --module, or with an unknown option', async () => {
      expect((await cli('make:datatable', '--module', MODULE)).code).to.equal(2);
      expect((await cli('make:datatable', 'MakeGadget')).code).to.equal(2);
      const unknown = await cli('make:datatable', 'MakeGadget', '--module', MODULE, '--overwrite');
      expect(unknown.code).to.equal(2);
      expect(unknown.stderr).to.contain('Usage: ux-datatables make:datatable <Entity>');
    });
  });

  describe('writing the file', () => {
    it('writes it, refuses to overwrite it without --force, and overwrites it with --force', async () => {
      const written = await cli('make:datatable', 'MakeGadget', '--module', MODULE, '--out', out);
      expect(written.code).to.equal(0);
      expect(written.stdout).to.contain('table "make-gadgets" of entity "MakeGadget"');
      const generated = readFileSync(out, 'utf8');

      writeFileSync(out, '// edited by hand\n');
      const refused = await cli('make:datatable', 'MakeGadget', '--module', MODULE, '--out', out);
      expect(refused.code).to.equal(1);
      expect(refused.stderr).to.contain('exists; pass --force to overwrite it');
      expect(readFileSync(out, 'utf8')).to.equal('// edited by hand\n');

      expect((await cli('make:datatable', 'MakeGadget', '--module', MODULE, '--out', out, '--force')).code).to.equal(0);
      expect(readFileSync(out, 'utf8')).to.equal(generated);
    });

    it('type-checks under the first table\'s compiler options (standard decorators), relation columns included', async () => {
      if (!existsSync(out)) await cli('make:datatable', 'MakeGadget', '--module', MODULE, '--out', out);
      await writeRelationTables(project);
      ensureLibraryBuild();
      const { code, output } = await typecheck(project);
      expect(output).to.equal('');
      expect(code).to.equal(0);
    });
  });

  describe('the generated table, served', () => {
    let orm: MikroORM;
    let agent: TestAgent;
    let view: PageView;
    let gadget: (id: number) => Promise<MakeGadgetEntity>;

    useTestOrm(async () => {
      const { MakeGadget, MakeShelf } = await import('../../support/make-entities.js');
      return createTestOrm([MakeGadget, MakeShelf]);
    }, async (opened) => {
      orm = opened;
      if (!existsSync(out)) await cli('make:datatable', 'MakeGadget', '--module', MODULE, '--out', out);
      // The table registers itself with the package as an application imports it (dist/), so the router comes from there
      // too; and the entities are imported as the table imports them, so that the ORM knows the same schema.
      ensureLibraryBuild();
      const library = await import('@vendor/ux-datatables');
      const { MakeGadgetTable } = (await import(pathToFileURL(out).href)) as { MakeGadgetTable: DataTableClass };
      const { MakeGadget } = await import('../../support/make-entities.js');
      gadget = (id) => orm.em.fork().findOneOrFail(MakeGadget, id);
      const em = orm.em.fork();
      em.create(MakeGadget, { id: 1, name: 'Sprocket', status: 'draft', website: 'https://example.com' });
      em.create(MakeGadget, { id: 2, name: 'Gear', status: 'retired', active: true });
      await em.flush();
      const app = express();
      app.use(library.dataTablesRouter({ orm, secret: 'make-datatable-secret-0123456789abcdef', tables: [MakeGadgetTable] }));
      app.get('/view/:table', (req, res) => void res.json(library.buildTableView(req, res, req.params.table)));
      agent = request.agent(app);
      view = (await agent.get('/view/make-gadgets').expect(200)).body as PageView;
    });

    const rows = async () => {
      const res = await agent.get(view.urls.data).query({ table: view.tokens.read, draw: 1, start: 0, length: 10 }).expect(200);
      return res.body as { recordsTotal: number; data: Array<Record<string, unknown>> };
    };

    it('answers the rows', async () => {
      const body = await rows();
      expect(body.recordsTotal).to.equal(2);
      expect(body.data.map((row) => [row.id, row.name, row.status, row.active, row.website])).to.deep.equal([
        [1, 'Sprocket', 'draft', false, 'https://example.com'],
        [2, 'Gear', 'retired', true, null],
      ]);
      expect(body.data[0]).not.to.have.any.keys('secret', 'specs');
      expect(body.data.map((row) => row.shelf)).to.deep.equal([null, null]); // no shelf stored
    });

    it('saves an edit', async () => {
      const form = await agent.post(view.urls.editView).send({ table: view.tokens.edit, id: 1 }).expect(200);
      const fields = {
        ...hiddenFields(form.text),
        name: 'Sprocket II', description: '<b>new</b>', stock: '3', weight: '1.5', price: '12.50',
        active: '1', status: 'in_stock', releasedOn: '2024-05-01',
      };
      const saved = await agent.post(view.urls.editSubmit).set(view.csrf.header, view.csrf.token).type('form')
        .send(new URLSearchParams(fields).toString()).expect(200);
      expect(saved.body).to.deep.equal({ success: true, id: 1 });
      const stored = await gadget(1);
      expect(stored).to.include({ name: 'Sprocket II', stock: 3, weight: 1.5, price: '12.50', active: true, status: 'in_stock', releasedOn: '2024-05-01', version: 2 });
    });

    it('deletes a row', async () => {
      const res = await agent.delete(view.urls.delete).set(view.csrf.header, view.csrf.token).send({ table: view.tokens.delete, id: 2 }).expect(200);
      expect(res.body).to.deep.equal({ success: true, id: 2 });
      expect((await rows()).data.map((row) => row.id)).to.deep.equal([1]);
    });
  });
});

/** Writes the tables of the relation specs' entities into the project, once. */
async function writeRelationTables(project: string): Promise<void> {
  for (const entity of RELATED) {
    const file = join(project, `src/tables/${entity}Table.ts`);
    if (!existsSync(file)) expect((await cli('make:datatable', entity, '--module', RELATIONS_MODULE, '--out', file)).code).to.equal(0);
  }
}

describe('ux-datatables make:datatable on related entities', function () {
  this.timeout(120_000);

  const columnsOf = async (entity: string) => {
    const { code, stdout } = await cli('make:datatable', entity, '--module', RELATIONS_MODULE, '--dry-run');
    expect(code).to.equal(0);
    return stdout.slice(stdout.indexOf('configureColumns()'), stdout.indexOf('configureActions'));
  };

  it('names a many-to-one and an owning many-to-many by a column each, in declaration order', async () => {
    const columns = await columnsOf('Novel');
    expect(columns).to.contain([
      "      TextColumn.new('title', 'Title'),",
      "      TextColumn.new('writer', 'Writer'),",
      "      TextColumn.new('labels', 'Labels'),",
      "      NumberColumn.new('pages', 'Pages'),",
    ].join('\n'));
    expect(columns).not.to.contain('setRelationLabel');
  });

  it('labels an owning one-to-one by its first short text when it has no name, title, label or email, saying so', async () => {
    const columns = await columnsOf('Writer');
    expect(columns).to.contain("      TextColumn.new('country', 'Country'),\n"); // Country has a name: the default rule shows it
    expect(columns).to.contain("      TextColumn.new('portrait', 'Portrait').setRelationLabel('caption'), // labelled by its first short text: \"Portrait\" has no name, title, label or email");
  });

  it('leaves out a one-to-many and an inverse many-to-many, with the read-only line that would show them', async () => {
    expect(await columnsOf('Writer')).to.contain(
      "// - novels: a one-to-many relation: \"Novel\" holds the link (its \"writer\") and its table shows it; to list them here, read-only: TextColumn.new('novels', 'Novels').hideWhenUpdating().hideWhenCreating()");
    expect(await columnsOf('Label')).to.contain(
      "// - novels: the inverse side of a many-to-many relation: \"Novel\" holds the link (its \"labels\")");
  });

  it("leaves out a relation to an entity with a composite primary key, saying so", async () => {
    expect(await columnsOf('Loan')).to.contain('// - shelfmark: a many-to-one relation to "Shelfmark", whose composite primary key a relation column cannot name');
  });

  describe('the generated tables, served', () => {
    let project: string;
    let tables: DataTableClass[];
    let orm: MikroORM;

    before(() => {
      project = temporaryProject();
    });

    after(() => {
      rmSync(project, { recursive: true, force: true });
    });

    useTestOrm(async () => {
      const { RELATION_ENTITIES } = await import('../../support/relation-entities.js');
      return createTestOrm(RELATION_ENTITIES);
    }, async (opened) => {
      orm = opened;
      await writeRelationTables(project);
      ensureLibraryBuild();
      tables = [];
      for (const entity of RELATED) {
        const module = (await import(pathToFileURL(join(project, `src/tables/${entity}Table.ts`)).href)) as Record<string, DataTableClass>;
        tables.push(module[`${entity}Table`]);
      }
    });

    it('build a router over the ORM of their entities: every path resolves, no ConfigurationError', async () => {
      const library = await import('@vendor/ux-datatables');
      expect(() => library.dataTablesRouter({ orm, secret: 'make-datatable-secret-0123456789abcdef', tables })).not.to.throw();
    });
  });
});

describe('the commands of the bin', () => {
  it('list make:datatable', async () => {
    const { mainUsage } = await import('../../../lib/bin/run-cli.js');
    expect(mainUsage()).to.match(/make:datatable\s+write an @AsDataTable class for a MikroORM entity/);
  });
});
