import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { shelfImportSession } from '../support/import-session.js';

/**
 * A line the database refused (a code another shelf holds) was named after every line the form refused,
 * whatever its place: the report's "first refused lines" and the file of refused lines were out of the
 * file's order, and past 100 refusals an early line refused by the database was left out of the report.
 */
describe('Import: refused lines in the file\'s order', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  it('names a line the database refused among the others, by its line number', async () => {
    const upload = await shelfImportSession(orm);
    const report = await upload({ format: 'csv', mapping: 'code,name' }, Buffer.from('Code,Name\r\nTAKEN,Taken already\r\nA3,\r\nA4,Fine\r\n'));
    expect(report.refusals.map(({ row }) => row)).to.deep.equal([2, 3]);
    expect(report.refusedCsv?.split('\r\n').slice(1, 3).map((line) => line.split(',')[0])).to.deep.equal(['TAKEN', 'A3']);
  });
});
