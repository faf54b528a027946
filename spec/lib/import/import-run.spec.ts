import { expect } from 'chai';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RouterContext } from '../../../lib/http/router/RouterContext.js';
import { csvRows } from '../../../lib/import/csv-rows.js';
import { runImport, type ImportOutcome } from '../../../lib/import/import-run.js';
import type { ImportCommitment } from '../../../lib/wire/import.js';
import { resolveMutationTarget } from '../../../lib/security/resolve-target.js';
import { TableTokens } from '../../../lib/security/TableTokens.js';
import { SpecShelfTable, Shelf, onlyTakenShelf } from '../../support/create-tables.js';
import { useTestOrm } from '../../support/database.js';
import { SPEC_SECRET } from '../../support/http-app.js';
import { HTTP_ENTITIES } from '../../support/http-entities.js';

const REQUEST = { get: () => undefined } as unknown as Request;

/** A file of shelves: a good line, a line of the wrong width, a name the form requires left empty, a code another shelf holds, a good line. */
const MIXED = 'Code,Name\r\nA1,Fiction\r\nA2\r\nA3,\r\nTAKEN,Poetry\r\nA5,History\r\n';

describe('runImport (new rows from a file\'s lines)', () => {
  let orm: MikroORM;
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened));

  beforeEach(() => onlyTakenShelf(orm));

  async function importText(text: string, commitment: ImportCommitment, batchSize = 1000, cancelAfter?: number): Promise<ImportOutcome> {
    const ctx = new RouterContext({ orm, secret: SPEC_SECRET, tables: [SpecShelfTable], logger: { warn: () => {}, error: () => {} } });
    const target = resolveMutationTarget(ctx.tables, ctx.tokens, new TableTokens(SPEC_SECRET).sign('spec-shelves', 'create'), undefined, 'create');
    const form = await ctx.editForms.form(target.binding, 'create');
    const parsed = csvRows(Readable.from([Buffer.from(text)]), { encoding: 'utf-8', delimiter: ',', maxRowLength: 10_000 });
    // Cancelled: the signal aborts once `cancelAfter` rows (the header included) were read, as a client going away mid-file.
    const cancel = new AbortController();
    const rows = cancelAfter === undefined ? parsed : (async function* () {
      let read = 0;
      for await (const row of parsed) {
        yield row;
        if (++read === cancelAfter) cancel.abort();
      }
    })();
    return runImport(rows, {
      gate: ctx, request: REQUEST, target, origin: null, reading: { fields: ['code', 'name'], form, translator: ctx.translator(REQUEST) }, commitment, batchSize, signal: cancel.signal,
    });
  }
  const codes = async () => (await orm.em.fork().find(Shelf, {}, { orderBy: { code: 'asc' } })).map(({ code }) => code);
  const ids = (outcome: ImportOutcome) => [...outcome.created.keys()];
  const refusedRows = (outcome: ImportOutcome) => outcome.refused.map(({ row, errors }) => [row, Object.keys(errors).join(',')]);

  it('valid lines: writes every valid line, refusing the others with their row, field and reason, the taken code told by the database', async () => {
    const outcome = await importText(MIXED, 'valid-lines');
    expect(outcome).to.include({ lines: 5, committed: true });
    expect(ids(outcome)).to.have.length(2);
    expect(outcome.created.count).to.equal(2);
    expect(refusedRows(outcome)).to.deep.equal([[3, ''], [4, 'name'], [5, 'code']]);
    expect(outcome.refused[2]).to.deep.include({ cells: ['TAKEN', 'Poetry'] });
    expect(outcome.refused[2].errors.code).to.deep.equal(['Another row already has this value.']);
    expect(await codes()).to.deep.equal(['A1', 'A5', 'TAKEN']);
    expect(outcome.changes.flatMap((change) => change.ids ?? [])).to.have.members(ids(outcome));
  });

  it('all or nothing: writes nothing when a line is refused, and still names every refused line', async () => {
    const outcome = await importText(MIXED, 'all-or-nothing');
    expect(outcome).to.include({ lines: 5, committed: false });
    expect(ids(outcome)).to.deep.equal([]);
    expect(outcome.changes).to.deep.equal([]);
    expect(refusedRows(outcome)).to.deep.equal([[3, ''], [4, 'name'], [5, 'code']]);
    expect(await codes()).to.deep.equal(['TAKEN']);
  });

  it('all or nothing: writes every line of a file with none refused', async () => {
    const outcome = await importText('Code,Name\r\nB1,One\r\nB2,Two\r\n', 'all-or-nothing');
    expect(outcome).to.include({ lines: 2, committed: true });
    expect(await codes()).to.deep.equal(['B1', 'B2', 'TAKEN']);
  });

  it('writes a batch per statement, and a batch with a code twice line by line: the first written, the second refused', async () => {
    for (const commitment of ['valid-lines', 'all-or-nothing'] as const) {
      await orm.em.fork().nativeDelete(Shelf, { code: { $ne: 'TAKEN' } });
      const outcome = await importText('Code,Name\r\nC1,One\r\nC2,Two\r\nC3,Three\r\nC3,Again\r\nC5,Five\r\n', commitment, 2);
      expect(refusedRows(outcome), commitment).to.deep.equal([[5, 'code']]);
      if (commitment === 'valid-lines') {
        expect(outcome.changes.map((change) => change.ids)).to.deep.equal([ids(outcome).slice(0, 2), [ids(outcome)[2]], [ids(outcome)[3]]]);
        expect(await codes()).to.deep.equal(['C1', 'C2', 'C3', 'C5', 'TAKEN']);
      } else {
        expect(await codes()).to.deep.equal(['TAKEN']);
      }
    }
  });

  it('cancelled mid-file: no line after it is read; the batches written stay (valid lines), or nothing does (all or nothing)', async () => {
    const file = 'Code,Name\r\nD1,One\r\nD2,Two\r\nD3,Three\r\nD4,Four\r\nD5,Five\r\n';
    const valid = await importText(file, 'valid-lines', 2, 4);
    expect(valid).to.include({ lines: 3, cancelled: true, committed: true });
    expect(await codes(), 'the first batch written, the third line\'s batch not').to.deep.equal(['D1', 'D2', 'TAKEN']);
    await orm.em.fork().nativeDelete(Shelf, { code: { $ne: 'TAKEN' } });
    const all = await importText(file, 'all-or-nothing', 2, 4);
    expect(all).to.include({ cancelled: true, committed: false });
    expect(ids(all)).to.deep.equal([]);
    expect(await codes()).to.deep.equal(['TAKEN']);
  });
});
