import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Action } from '../../lib/index.js';
import { ConfigurationError } from '../../lib/errors/ConfigurationError.js';
import { ImportUndoSeal } from '../../lib/import/import-undo-seal.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import type { ImportReport, ImportUndone } from '../../lib/wire/import.js';
import { onlyTakenShelf, SpecImportShelfTable, SpecRoundTripBookTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const TABLE = 'spec-shelves-import';

describe('Import: Undo of a whole import (the rows it created deleted, the rows it updated set back, each as the import left it)', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));
  beforeEach(() => onlyTakenShelf(orm));

  let language = 'en';
  beforeEach(() => (language = 'en'));
  async function open(): Promise<SpecSession> {
    const { app } = createSpecApp({ orm, tables: [SpecImportShelfTable, SpecRoundTripBookTable], limits: { mutationsPerMinute: 0 } });
    return openPage(app, TABLE);
  }
  async function importShelves(session: SpecSession, query: Record<string, string>, file: string): Promise<ImportReport> {
    const url = `/datatables/ajax/import?${new URLSearchParams({ table: tokens.sign(TABLE, 'import'), format: 'csv', mapping: 'code,name', ...query })}`;
    return (await session.agent.post(url).set('X-CSRF-Token', session.csrf).set('Accept-Language', language).set('Content-Type', 'text/csv').send(Buffer.from(file)).expect(200)).body as ImportReport;
  }
  function undo(session: SpecSession, undoToken: unknown, table = TABLE) {
    return session.agent.post('/datatables/ajax/import/undo').set('X-CSRF-Token', session.csrf).set('Accept-Language', language).send({ table: tokens.sign(table, 'import'), undo: undoToken });
  }
  const shelves = async () => (await orm.em.fork().find(Shelf, {}, { orderBy: { code: 'asc' } })).map(({ code, name, version }) => `${code}:${name}:${version}`);
  const rename = async (code: string, name: string) => {
    const em = orm.em.fork();
    (await em.findOneOrFail(Shelf, { code })).name = name;
    await em.flush();
  };

  it('undoes an upsert: its new rows deleted, its updated row set back; the report offers it for 15 minutes', async () => {
    const session = await open();
    const before = Date.now();
    const report = await importShelves(session, { mode: 'upsert' }, 'Code,Name\r\nTAKEN,Renamed\r\nNEW1,One\r\nNEW2,Two\r\n');
    expect(report).to.include({ created: 2, updated: 1 });
    expect(report.undo!.until).to.be.within(before + 15 * 60_000, Date.now() + 15 * 60_000);
    expect(report.body).to.contain('data-ux-datatables-import-undo').and.contain('Undo this import');
    const undone = (await undo(session, report.undo!.token).expect(200)).body as ImportUndone;
    expect(undone).to.deep.equal({ deleted: 2, restored: 1, kept: [], message: 'Import undone: 2 rows deleted, 1 set back.' });
    expect(await shelves()).to.deep.equal(['TAKEN:Already here:3']);
  });

  it('keeps a row changed since the import, created or updated, and names it; the others undone', async () => {
    const session = await open();
    const report = await importShelves(session, { mode: 'upsert' }, 'Code,Name\r\nTAKEN,Renamed\r\nNEW1,One\r\nNEW2,Two\r\n');
    await rename('NEW1', 'Edited since');
    await rename('TAKEN', 'Edited since too');
    const ids = Object.fromEntries((await orm.em.fork().find(Shelf, {})).map((shelf) => [shelf.code, shelf.id]));
    const undone = (await undo(session, report.undo!.token).expect(200)).body as ImportUndone;
    expect(undone.deleted).to.equal(1);
    expect(undone.restored).to.equal(0);
    expect(undone.kept).to.have.deep.members([{ id: ids.NEW1, code: 'conflict' }, { id: ids.TAKEN, code: 'conflict' }]);
    expect(undone.message).to.equal('Import undone: 1 row deleted, 0 set back. 2 rows changed since the import were kept as they are.');
    expect(await shelves()).to.deep.equal(['NEW1:Edited since:2', 'TAKEN:Edited since too:3']);
  });

  it('answers a retry of the same Undo as the first, undoing nothing twice', async () => {
    const session = await open();
    const report = await importShelves(session, {}, 'Code,Name\r\nNEW1,One\r\n');
    const first = (await undo(session, report.undo!.token).expect(200)).body as ImportUndone;
    const em = orm.em.fork();
    em.create(Shelf, { code: 'NEW1', name: 'Made again by hand' });
    await em.flush();
    expect((await undo(session, report.undo!.token).expect(200)).body).to.deep.equal(first);
    expect(await shelves()).to.deep.equal(['NEW1:Made again by hand:1', 'TAKEN:Already here:1']);
  });

  it('refuses a forged, changed, another table\'s, expired or malformed token and one sent without CSRF, deleting nothing', async () => {
    const session = await open();
    const report = await importShelves(session, {}, 'Code,Name\r\nNEW1,One\r\n');
    const token = report.undo!.token;
    const [content, signature] = token.split('.');
    const flipped = `${content}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await undo(session, flipped).expect(403)).body.error.code).to.equal('invalid_token');
    expect((await undo(session, `A${content}.${signature}`).expect(403)).body.error.code).to.equal('invalid_token');
    expect((await undo(session, token, 'spec-books-round-trip').expect(403)).body.error.code).to.equal('invalid_token');
    const seal = new ImportUndoSeal(tokens.derive('import-undo'));
    const expired = seal.seal({ table: TABLE, until: Date.now() - 1, created: [['1', [[1, 1]]]], updated: [] });
    expect((await undo(session, expired).expect(410)).body.error).to.include({ code: 'undo_expired' });
    for (const malformed of [undefined, '', 'no-dot', 42, { token }]) {
      expect((await undo(session, malformed).expect(400)).body.error.fields).to.have.property('undo');
    }
    await session.agent.post('/datatables/ajax/import/undo').send({ table: tokens.sign(TABLE, 'import'), undo: token }).expect(403);
    expect(await shelves()).to.deep.equal(['NEW1:One:1', 'TAKEN:Already here:1']);
  });

  it('offers no Undo when nothing was kept (all or nothing, a line refused); says it in German', async () => {
    const session = await open();
    language = 'de-DE';
    const rolledBack = await importShelves(session, { commitment: 'all-or-nothing' }, 'Code,Name\r\nNEW1,One\r\nTAKEN,Clash\r\n');
    expect(rolledBack).to.include({ committed: false, undo: null });
    expect(rolledBack.body).not.to.contain('data-ux-datatables-import-undo');
    const report = await importShelves(session, {}, 'Code,Name\r\nNEW1,One\r\nNEW2,Two\r\n');
    expect(report.body).to.contain('Diesen Import rückgängig machen');
    expect(((await undo(session, report.undo!.token).expect(200)).body as ImportUndone).message).to.equal('Import rückgängig gemacht: 2 Zeilen gelöscht, 0 zurückgesetzt.');
  });

  it('Action.import().setUndoWindow(ms): 0 turns Undo off; out of range or on another action is a configuration error', () => {
    expect(Action.import().importUndoMs).to.equal(15 * 60_000);
    expect(Action.import().setUndoWindow(0).importUndoMs).to.equal(0);
    expect(() => Action.import().setUndoWindow(-1)).to.throw(ConfigurationError, /0 to 86400000/);
    expect(() => Action.import().setUndoWindow(24 * 60 * 60_000 + 1)).to.throw(ConfigurationError);
    expect(() => Action.create().setUndoWindow(1000)).to.throw(ConfigurationError, /IMPORT/);
  });
});
