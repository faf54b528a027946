import type { MikroORM } from '@mikro-orm/postgresql';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { ImportReport } from '../../lib/wire/import.js';
import { SpecImportShelfTable, SpecShelfTable, onlyTakenShelf } from './create-tables.js';
import { createSpecApp, openPage, SPEC_SECRET } from './http-app.js';

/** Imports a file into `spec-shelves-import` with `query` (its token added) and answers the 200's report. */
export type ShelfImport = (query: Record<string, string>, body: Buffer, type?: string) => Promise<ImportReport>;

/** A page of `spec-shelves-import` opened over shelves holding only `TAKEN`, and imports through it. */
export async function shelfImportSession(orm: MikroORM): Promise<ShelfImport> {
  await onlyTakenShelf(orm);
  const { app } = createSpecApp({ orm, tables: [SpecImportShelfTable, SpecShelfTable], limits: { mutationsPerMinute: 0 } });
  const session = await openPage(app, 'spec-shelves-import');
  const table = new TableTokens(SPEC_SECRET).sign('spec-shelves-import', 'import');
  return async (query, body, type = 'text/csv') => {
    const url = `/datatables/ajax/import?${new URLSearchParams({ table, ...query })}`;
    return (await session.agent.post(url).set('X-CSRF-Token', session.csrf).set('Content-Type', type).send(body).expect(200)).body as ImportReport;
  };
}
