import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { ImportReport } from '../../lib/wire/import.js';
import { SpecImportShelfTable, SpecShelfTable, Shelf, onlyTakenShelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

/**
 * A line the database refused (a code another shelf holds) was named after every line the form refused,
 * whatever its place: the report's "first refused lines" and the file of refused lines were out of the
 * file's order, and past 100 refusals an early line refused by the database was left out of the report.
 */
describe('Import: refused lines in the file\'s order', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  it('names a line the database refused among the others, by its line number', async () => {
    await onlyTakenShelf(orm);
    const { session } = { session: await openPage(createSpecApp({ orm, tables: [SpecImportShelfTable, SpecShelfTable], limits: { mutationsPerMinute: 0 } }).app, 'spec-shelves-import') };
    const query = new URLSearchParams({ table: new TableTokens(SPEC_SECRET).sign('spec-shelves-import', 'import'), format: 'csv', mapping: 'code,name' });
    const file = 'Code,Name\r\nTAKEN,Taken already\r\nA3,\r\nA4,Fine\r\n';
    const report = (await session.agent.post(`/datatables/ajax/import?${query}`).set('X-CSRF-Token', session.csrf).set('Content-Type', 'text/csv').send(Buffer.from(file)).expect(200)).body as ImportReport;
    expect(report.refusals.map(({ row }) => row)).to.deep.equal([2, 3]);
    expect(report.refusedCsv?.split('\r\n').slice(1, 3).map((line) => line.split(',')[0])).to.deep.equal(['TAKEN', 'A3']);
  });
});
