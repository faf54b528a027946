import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext } from '../../lib/index.js';
import { AbstractDataTable, Action, AsDataTable, NumberColumn, TextColumn, type Actions, type FieldRules } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { IMPORT_PROGRESS_TYPE, type ImportProgressLine, type ImportReport } from '../../lib/wire/import.js';
import { onlyTakenShelf, SpecImportShelfTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, SPEC_SECRET, type RecordingLogger, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);

/** Shelves whose name rule breaks (throws, as an application's bug would) on the name BOOM. */
@AsDataTable(Shelf, { name: 'spec-shelves-import-breaking' })
class BreakingShelfTable extends AbstractDataTable<Shelf> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('code', 'Code'), TextColumn.new('name', 'Name')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.create()).add(Action.import(['csv']));
  }

  configureFieldRules(): FieldRules {
    return {
      name: (schema) => schema.test('breaks', 'never said', (value: unknown) => {
        if (value === 'BOOM') throw new Error('the rule broke');
        return true;
      }),
    };
  }
}

type StreamLine = Partial<ImportProgressLine> & { report?: ImportReport; error?: { status: number; code: string; message: string } };

describe('Import: the writing\'s progress, streamed as lines when Accept asks for it', () => {
  let orm: MikroORM;
  let logger: RecordingLogger;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));
  beforeEach(() => onlyTakenShelf(orm));

  async function open(table: string, refuse?: AuthorizationContext['action']): Promise<SpecSession> {
    const created = createSpecApp({ orm, tables: [SpecImportShelfTable, BreakingShelfTable], limits: { mutationsPerMinute: 0, importRows: 5000 }, authorize: ({ action }) => action !== refuse });
    logger = created.logger;
    return openPage(created.app, table);
  }
  function post(session: SpecSession, table: string, file: string, request?: string) {
    const query = new URLSearchParams({ table: tokens.sign(table, 'import'), format: 'csv', mapping: 'code,name', ...(request ? { request } : {}) });
    return session.agent.post(`/datatables/ajax/import?${query}`).set('X-CSRF-Token', session.csrf).set('Accept', `${IMPORT_PROGRESS_TYPE}, application/json`)
      .set('Content-Type', 'text/csv').buffer(true).parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      }).send(Buffer.from(file));
  }
  const lines = (text: string): StreamLine[] => text.trimEnd().split('\n').map((line) => JSON.parse(line) as StreamLine);
  const shelvesFile = (count: number, name = (i: number) => `Shelf ${i}`) => `Code,Name\r\n${Array.from({ length: count }, (_, i) => `S${i},${name(i)}`).join('\r\n')}\r\n`;

  it('says the lines done of the total, never going back, then the report; a retry gets the kept report alone', async () => {
    const session = await open('spec-shelves-import');
    const response = await post(session, 'spec-shelves-import', shelvesFile(3000), 'progress-spec-1').expect(200);
    expect(response.headers['content-type']).to.equal(`${IMPORT_PROGRESS_TYPE}; charset=utf-8`);
    const said = lines(response.body as string);
    const progress = said.slice(0, -1).map((line) => line.progress!);
    expect(progress.length).to.be.at.least(1);
    expect(progress.every((step) => step.total === 3000 && step.lines >= 1 && step.lines <= 3000 && step.linesPerSecond >= 0)).to.equal(true);
    expect(progress.map((step) => step.lines)).to.deep.equal([...progress.map((step) => step.lines)].sort((a, b) => a - b));
    const { report } = said.at(-1)!;
    expect(report).to.include({ lines: 3000, created: 3000, refused: 0 });
    const again = lines((await post(session, 'spec-shelves-import', shelvesFile(3000), 'progress-spec-1').expect(200)).body as string);
    expect(again).to.deep.equal([{ report }]);
    expect(await orm.em.fork().count(Shelf, {})).to.equal(3001);
  });

  it('refuses as ever before the first line is done: the hook\'s 403 and too many lines\' 413 as plain JSON', async () => {
    const refused = await open('spec-shelves-import', 'create');
    const forbidden = await post(refused, 'spec-shelves-import', shelvesFile(3)).expect(403);
    expect(forbidden.headers['content-type']).to.match(/^application\/json/);
    const session = await open('spec-shelves-import');
    const tooMany = await post(session, 'spec-shelves-import', shelvesFile(5001)).expect(413);
    expect(JSON.parse(tooMany.body as string).error.code).to.equal('too_many_rows');
    expect(await orm.em.fork().count(Shelf, {})).to.equal(1);
  });

  it('ends with the error, as the library answers it (no internals), when one is met after lines went out; logged once', async () => {
    const session = await open('spec-shelves-import-breaking');
    const response = await post(session, 'spec-shelves-import-breaking', shelvesFile(3000, (i) => (i === 2500 ? 'BOOM' : `Shelf ${i}`))).expect(200);
    const said = lines(response.body as string);
    expect(said.length, 'progress went out before the error').to.be.at.least(2);
    expect(said.slice(0, -1).every((line) => line.progress !== undefined)).to.equal(true);
    expect(said.at(-1)).to.deep.equal({ error: { status: 500, code: 'internal_error', message: 'Internal error' } });
    expect(logger.errors).to.have.length(1);
    expect(String(logger.errors[0][1])).to.contain('the rule broke');
    expect(await orm.em.fork().count(Shelf, { name: 'BOOM' })).to.equal(0);
  });
});
