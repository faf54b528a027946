import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { DataTableBuilder, NumberColumn, TextColumn, buildTableView, type PageView } from '../../lib/index.js';
import { createTestOrm } from '../support/database.js';
import { createSpecApp } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';

/** A table built by hand keeping its view in the URL under `prefix`, with the column menu and an always-visible title. */
function urlTable(name: string, prefix: string) {
  return DataTableBuilder.create(name)
    .addColumn(NumberColumn.new('id', 'ID'))
    .addColumn(TextColumn.new('title', 'Title').alwaysVisible())
    .setRows([{ id: 1, title: 'Dune' }])
    .configureDataTable((table) => table.columnVisibility().viewInUrl(prefix))
    .build();
}

describe('a page of tables keeping their view in the URL (viewInUrl)', () => {
  let orm: MikroORM;

  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm(HTTP_ENTITIES);
  });
  after(async () => {
    await orm?.close(true);
  });

  function appWith() {
    const { app } = createSpecApp({ orm, tables: [SpecBookTable, urlTable('view-a', 'a.'), urlTable('view-b', 'b.'), urlTable('view-c', 'a.'), urlTable('view-d', '')] });
    app.get('/views/:names', (req, res) => {
      res.json(req.params.names.split(',').map((name) => buildTableView(req, res, name).table));
    });
    app.get('/pages/:names', (req, res) => {
      try {
        const html = req.params.names.split(',').map((name) => res.locals.dataTable(name)).join('');
        res.type('html').send(html);
      } catch (error) {
        res.status(500).json({ name: (error as Error).name, message: (error as Error).message });
      }
    });
    return app;
  }

  it('gives each table its prefix, the column menu and the columns always shown', async () => {
    const tables: Array<PageView['table']> = (await request(appWith()).get('/views/view-a,view-b,view-d').expect(200)).body;
    expect(tables.map((table) => table.viewInUrl)).to.deep.equal([{ prefix: 'a.' }, { prefix: 'b.' }, { prefix: '' }]);
    expect(tables.map((table) => table.columnVisibility)).to.deep.equal([true, true, true]);
    expect(tables[0].columns.map((column) => column.alwaysVisible ?? false)).to.deep.equal([false, true]);
  });

  it('renders two tables of a page under their own prefixes', async () => {
    const page = (await request(appWith()).get('/pages/view-a,view-b').expect(200)).text;
    expect(page.match(/<table/g)).to.have.length(2);
  });

  it('refuses a second table rendered into the page under a prefix the first uses, naming both', async () => {
    const answer = (await request(appWith()).get('/pages/view-a,view-c').expect(500)).body;
    expect(answer).to.deep.equal({
      name: 'ConfigurationError',
      message: 'Tables "view-a" and "view-c" on one page both keep their view in the URL under the prefix "a.": give one another prefix (viewInUrl(\'…\'))',
    });
  });

  it('lets one request build views under one prefix as JSON (the bench\'s session was refused: it is no page)', async () => {
    const tables: Array<PageView['table']> = (await request(appWith()).get('/views/view-a,view-c,view-a').expect(200)).body;
    expect(tables.map((table) => table.name)).to.deep.equal(['view-a', 'view-c', 'view-a']);
  });

  it('leaves the fields out for a table without them', async () => {
    const table: PageView['table'] = (await request(appWith()).get('/view/spec-books').expect(200)).body.table;
    expect(table).to.not.have.any.keys('viewInUrl', 'columnVisibility');
    expect(table.columns.every((column) => !('alwaysVisible' in column))).to.equal(true);
  });
});
