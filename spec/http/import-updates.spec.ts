import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { ImportPreviewAnswer, ImportReport } from '../../lib/wire/import.js';
import { onlyTakenShelf, SpecImportShelfTable, SpecRoundTripBookTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, moveBookIdsPast, openPage, seed, SPEC_SECRET, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);

describe('Import: lines that update the rows their key names (update, upsert)', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));
  beforeEach(() => onlyTakenShelf(orm));

  async function open(table: string, refuse?: AuthorizationContext['action']): Promise<SpecSession> {
    const { app } = createSpecApp({ orm, tables: [SpecImportShelfTable, SpecRoundTripBookTable], limits: { mutationsPerMinute: 0 }, authorize: ({ action }) => action !== refuse });
    return openPage(app, table);
  }
  function post(session: SpecSession, table: string, path: string, query: Record<string, string>, body: Buffer | string) {
    return session.agent.post(`/datatables/ajax/import${path}?${new URLSearchParams({ table: tokens.sign(table, 'import'), format: 'csv', ...query })}`)
      .set('X-CSRF-Token', session.csrf).set('Content-Type', 'text/csv').send(Buffer.from(body));
  }
  const shelves = async () => (await orm.em.fork().find(Shelf, {}, { orderBy: { code: 'asc' } })).map(({ code, name, version }) => `${code}:${name}:${version}`);
  const importShelves = async (session: SpecSession, query: Record<string, string>, file: string) =>
    (await post(session, 'spec-shelves-import', '', query, file).expect(200)).body as ImportReport;

  it('update by a unique column: the row it names changed, a line naming none refused on the key, a line as stored left alone', async () => {
    const session = await open('spec-shelves-import');
    const report = await importShelves(session, { mapping: 'code,name', mode: 'update' }, 'Code,Name\r\nTAKEN,Renamed\r\nNOPE,Never\r\n');
    expect(report).to.include({ lines: 2, created: 0, updated: 1, unchanged: 0, refused: 1 });
    expect(report.refusals).to.deep.equal([{ row: 3, errors: { code: ['No row has this key.'] } }]);
    expect(report.body).to.contain('0 rows created, 1 updated, 1 line refused.');
    expect(await shelves()).to.deep.equal(['TAKEN:Renamed:2']);
    const again = await importShelves(session, { mapping: 'code,name', mode: 'update' }, 'Code,Name\r\nTAKEN, Renamed \r\n');
    expect(again).to.include({ updated: 0, unchanged: 1 });
    expect(await shelves(), 'nothing written, the version kept').to.deep.equal(['TAKEN:Renamed:2']);
  });

  // Found by this file: the one-statement helpers (persistence/row-statements) sent their statements
  // outside the transaction they were given, so an update of an all-or-nothing import stayed written.
  it('all or nothing: an update before a refused line is rolled back with the import', async () => {
    const session = await open('spec-shelves-import');
    const report = await importShelves(session, { mapping: 'code,name', mode: 'update', commitment: 'all-or-nothing' }, 'Code,Name\r\nTAKEN,Renamed\r\nTAKEN,\r\n');
    expect(report).to.include({ updated: 0, refused: 1, committed: false });
    expect(await shelves()).to.deep.equal(['TAKEN:Already here:1']);
  });

  it('upsert: the row a key names updated, a line naming none created', async () => {
    const session = await open('spec-shelves-import');
    const report = await importShelves(session, { mapping: 'code,name', mode: 'upsert' }, 'Code,Name\r\nTAKEN,Renamed\r\nNEW1,Created\r\n');
    expect(report).to.include({ created: 1, updated: 1, refused: 0 });
    expect(await shelves()).to.deep.equal(['NEW1:Created:1', 'TAKEN:Renamed:2']);
  });

  it('update by the entity\'s key, named by the mapping; a value another row holds refused on its field; all or nothing writes none', async () => {
    const session = await open('spec-shelves-import');
    const em = orm.em.fork();
    const other = em.create(Shelf, { code: 'OTHER', name: 'Other' });
    await em.flush();
    const taken = (await orm.em.fork().findOneOrFail(Shelf, { code: 'TAKEN' })).id;
    const file = `ID,Code,Name\r\n${taken},TAKEN,By id\r\n${other.id},TAKEN,Clash\r\n`;
    const all = await importShelves(session, { mapping: 'id,code,name', mode: 'update', commitment: 'all-or-nothing' }, file);
    expect(all).to.include({ updated: 0, refused: 1, committed: false });
    expect(await shelves()).to.deep.equal(['OTHER:Other:1', 'TAKEN:Already here:1']);
    const report = await importShelves(session, { mapping: 'id,code,name', mode: 'update' }, file);
    expect(report).to.include({ updated: 1, refused: 1 });
    expect(report.refusals[0].errors).to.deep.equal({ code: ['Another row already has this value.'] });
    expect(await shelves()).to.deep.equal(['OTHER:Other:1', 'TAKEN:By id:2']);
  });

  it('refuses update without a key the table has, or a mapping not naming it (400), and a row the hook refuses as if it were missing', async () => {
    const session = await open('spec-shelves-import');
    expect((await post(session, 'spec-shelves-import', '', { mapping: 'name,', mode: 'update' }, 'Name,X\r\nA,B\r\n').expect(400)).body.error.fields).to.have.property('key');
    expect((await post(session, 'spec-shelves-import', '', { mapping: 'code,name', mode: 'update', key: 'name' }, 'Code,Name\r\nA,B\r\n').expect(400)).body.error.fields).to.have.property('key');
    expect((await post(session, 'spec-shelves-import', '', { mapping: 'code,name', mode: 'update', key: 'id' }, 'Code,Name\r\nA,B\r\n').expect(400)).body.error.fields).to.have.property('mapping');
    expect((await post(session, 'spec-shelves-import', '', { mapping: 'id,name', mode: 'create' }, 'ID,Name\r\n1,B\r\n').expect(400)).body.error.fields).to.have.property('mapping');
    const refused = await open('spec-shelves-import', 'edit');
    const report = await importShelves(refused, { mapping: 'code,name', mode: 'update' }, 'Code,Name\r\nTAKEN,Sneaky\r\n');
    expect(report.refusals).to.deep.equal([{ row: 2, errors: { code: ['No row has this key.'] } }]);
    expect(await shelves()).to.deep.equal(['TAKEN:Already here:1']);
  });

  it('round trip: an exported file imported back updates no row; with two cells of one row edited, that row alone', async () => {
    await seed(orm);
    await moveBookIdsPast(orm);
    const table = 'spec-books-round-trip';
    const session = await open(table);
    const versions = async () => (await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } })).map(({ id, version }) => `${id}:${version}`);
    const before = await versions();
    const exported = await session.agent.get(`/datatables/ajax/export?${new URLSearchParams({ table: tokens.sign(table, 'export'), format: 'csv' })}`).set('Accept-Language', 'de')
      .buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      }).expect(200);
    const file = exported.body as string;
    const preview = (await post(session, table, '/preview', { mode: 'update' }, file).set('Accept-Language', 'de').expect(200)).body as ImportPreviewAnswer;
    expect(preview.mapping).to.deep.equal(['id', 'title', 'author', 'status', 'featured', 'publishedOn', 'pages']);
    const mapping = preview.mapping.map((field) => field ?? '').join(',');
    const unchanged = (await post(session, table, '', { mapping, mode: 'update' }, file).set('Accept-Language', 'de').expect(200)).body as ImportReport;
    expect(unchanged, JSON.stringify(unchanged.refusals)).to.include({ updated: 0, refused: 0, unchanged: before.length });
    expect(await versions()).to.deep.equal(before);
    const edited = file.replace('Dune', 'Dune Messiah').replace('Herbert', 'Frank Herbert');
    const two = (await post(session, table, '', { mapping, mode: 'update' }, edited).set('Accept-Language', 'de').expect(200)).body as ImportReport;
    expect(two).to.include({ updated: 1, unchanged: before.length - 1 });
    expect((await orm.em.fork().findOneOrFail(Book, { id: 1 }))).to.deep.include({ title: 'Dune Messiah', author: 'Frank Herbert', version: 2 });
  });
});
