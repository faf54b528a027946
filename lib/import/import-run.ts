import type { Request } from 'express';
import type { MutationGate } from '../mutation/change-row.js';
import { assertMayCreate } from '../mutation/create-row.js';
import { createRows, type RowsCreateOutcome } from '../mutation/create-rows.js';
import { rowsChange } from '../mutation/rows-change.js';
import type { MutationTarget } from '../security/resolve-target.js';
import type { ImportCommitment } from '../wire/import.js';
import type { BulkEditedRow, BulkEditValues } from '../wire/bulk-edit.js';
import type { RowChangeMessage } from '../wire/live-view.js';
import { rowVersions } from '../persistence/bulk-statements.js';
import { CreatedRows } from './created-rows.js';
import type { CsvRow } from './csv-rows.js';
import { checkLine, type CheckedLine, type LineReading, type RefusedLine } from './import-lines.js';

/** An import of new rows as its endpoint asks for it. */
export interface ImportRunRequest {
  gate: MutationGate;
  request: Request;
  /** A `create` target: the table and its create action. */
  target: MutationTarget;
  origin: string | null;
  reading: LineReading;
  commitment: ImportCommitment;
  /** Lines per statement. */
  batchSize: number;
  /** `update`, `upsert`: what a line does to the row its key names, first (`http/import/line-update`); absent: every line creates. */
  updates?: LineUpdater;
  /** Whether a line may create a row (not in `update` mode): the hook is asked `create` only then. */
  creates?: boolean;
  /** Aborted (the client went away, or cancelled): no line after the one being read is imported, nor the batch not yet written. */
  signal?: AbortSignal;
  /** Told the lines done so far (read, then written or refused), line by line: an import's progress. */
  onLine?: (lines: number) => void;
  /** Keep what Undo needs: each row's version as written (one statement per batch) and the values an update replaced. */
  keepsUndo?: boolean;
}

/** What updating a line did: changed its row, found it as the line says already, refused it, or (upsert, no row named) leaves it to be created. */
export type LineUpdate = { kind: 'updated'; id: unknown; previous: BulkEditValues } | { kind: 'unchanged' } | { kind: 'refused'; line: RefusedLine } | { kind: 'create' };

/** Updates the row a line names, through the statements of `gate` (the import's transaction, all or nothing). */
export type LineUpdater = (line: CsvRow, gate: MutationGate) => Promise<LineUpdate>;

/** What an import did: the lines read, the rows created, the lines refused, and the changes to publish (one per batch written). */
export interface ImportOutcome {
  lines: number;
  /** The rows created: their count, and (with `keepsUndo`) their keys by the version each was written at. */
  created: CreatedRows;
  /** With `keepsUndo`: each updated row's key, the version the import left it at, and the values it replaced. */
  edited: BulkEditedRow[];
  /** The keys of the rows a line changed, and how many rows a line named without changing them. */
  updated: unknown[];
  unchanged: number;
  refused: RefusedLine[];
  /** False when nothing was kept: all or nothing, and a line was refused or the import cancelled. */
  committed: boolean;
  /** The import stopped before the file's end (its signal aborted); `lines` says how far it got. */
  cancelled: boolean;
  changes: RowChangeMessage[];
}

/**
 * Creates a row per valid line of `rows`, in batches of one multi-row statement through the entrance of
 * new rows (`mutation/create-rows`: the database's rules; the hook asked `read` and `create` once, before the first line). A batch a rule of the database
 * refuses (a unique value taken) is written line by line to tell which: those lines are refused, naming
 * the rule, the others written. `valid-lines`: every valid line is written, batch by batch (what was
 * written stays whatever comes after). `all-or-nothing`: the same in one transaction, each batch in a
 * savepoint, rolled back at the end if any line was refused, so the report still names every refused line.
 * Cancelled (`signal`): no further line is read; what was written stays (`valid-lines`) or is rolled back.
 */
export async function runImport(rows: AsyncIterable<CsvRow>, run: ImportRunRequest): Promise<ImportOutcome> {
  // The hook is asked once, before the first line: every batch after it is written without asking again.
  if (run.creates !== false) await assertMayCreate(run.gate, run.request, run.target);
  if (run.commitment === 'valid-lines') return importLines(rows, run, run.gate);
  const rollback = new Error('ux-datatables: import rolled back');
  let outcome: ImportOutcome | undefined;
  try {
    await run.gate.fork().transactional(async (em) => {
      // Every statement of the import, through this transaction's context.
      outcome = await importLines(rows, run, { ...run.gate, fork: () => em, statements: () => em });
      if (outcome.refused.length > 0 || outcome.cancelled) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
    return { ...outcome!, created: new CreatedRows(), edited: [], updated: [], unchanged: 0, committed: false, changes: [] };
  }
  return outcome!;
}

async function importLines(rows: AsyncIterable<CsvRow>, run: ImportRunRequest, gate: MutationGate): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { lines: 0, created: new CreatedRows(), edited: [], updated: [], unchanged: 0, refused: [], committed: true, cancelled: false, changes: [] };
  let batch: CheckedLine[] = [];
  let header = true;
  for await (const row of rows) {
    if (run.signal?.aborted) {
      outcome.cancelled = true;
      break;
    }
    // The first row is the header, whatever its number (empty lines above it are counted, not read).
    if (header) {
      header = false;
      continue;
    }
    outcome.lines++;
    run.onLine?.(outcome.lines);
    if (run.updates) {
      const update = await inSavepoint(gate, (scoped) => run.updates!(row, scoped));
      if (update.kind === 'refused') outcome.refused.push(update.line);
      else if (update.kind === 'updated') {
        outcome.updated.push(update.id);
        if (run.keepsUndo) outcome.edited.push({ id: update.id, version: (await writtenVersions(gate, run, [update.id]))[0], values: update.previous });
      }
      else if (update.kind === 'unchanged') outcome.unchanged++;
      if (update.kind !== 'create') continue;
    }
    const line = await checkLine(row, run.reading);
    if ('errors' in line) outcome.refused.push(line);
    else batch.push(line);
    if (batch.length >= run.batchSize) {
      await writeBatch(batch, run, gate, outcome);
      batch = [];
    }
  }
  if (!outcome.cancelled) await writeBatch(batch, run, gate, outcome);
  for (let start = 0; start < outcome.updated.length; start += UPDATES_PER_CHANGE) {
    outcome.changes.push(rowsChange(run.target.binding.name, outcome.updated.slice(start, start + UPDATES_PER_CHANGE), run.origin, 'edit'));
  }
  // A batch's lines the database refused are known only once it is written, after the form's refusals of later lines.
  outcome.refused.sort((a, b) => a.row - b.row);
  return outcome;
}

/** One batch: one statement; refused by the database, line by line (each in a savepoint within a transaction). */
async function writeBatch(batch: CheckedLine[], run: ImportRunRequest, gate: MutationGate, outcome: ImportOutcome): Promise<void> {
  if (batch.length === 0) return;
  const whole = await inSavepoint(gate, (scoped) => createRows(scoped, { request: run.request, target: run.target, origin: run.origin, rows: batch.map((line) => line.values), asked: true }));
  if (whole.kind === 'written') {
    outcome.created.add(whole.ids, run.keepsUndo ? await writtenVersions(gate, run, whole.ids) : undefined);
    if (whole.change) outcome.changes.push(whole.change);
    return;
  }
  const written: unknown[] = [];
  for (const line of batch) {
    const one = await inSavepoint(gate, (scoped) => createRows(scoped, { request: run.request, target: run.target, origin: run.origin, rows: [line.values], asked: true }));
    if (one.kind === 'written') {
      written.push(...one.ids);
      continue;
    }
    const message = run.reading.translator.t(`create.${one.violation.kind}`);
    const fields = one.violation.fields.length > 0 ? one.violation.fields : [''];
    outcome.refused.push({ row: line.row, cells: line.cells, errors: Object.fromEntries(fields.map((field) => [field, [message]])) });
  }
  outcome.created.add(written, run.keepsUndo ? await writtenVersions(gate, run, written) : undefined);
  if (written.length > 0) outcome.changes.push(rowsChange(run.target.binding.name, written, run.origin));
}

/**
 * `write` in a savepoint when the gate's statements run in a transaction (all or nothing): a statement the
 * database refuses would otherwise abort the whole transaction, and the lines after it could not be tried.
 */
async function inSavepoint<T extends { kind: string }>(gate: MutationGate, write: (scoped: MutationGate) => Promise<T>): Promise<T> {
  const em = gate.statements?.();
  if (!em?.isInTransaction()) return write(gate);
  // A refused statement must roll its savepoint back: thrown out of the nested transaction, then answered.
  try {
    return await em.transactional(async (nested) => {
      const outcome = await write({ ...gate, fork: () => nested, statements: () => nested });
      if (outcome.kind === 'violated' || outcome.kind === 'refused') throw new Refused(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome as T;
    throw error;
  }
}

/** A batch the database refused, or a line an update refused, carried out of its savepoint. */
class Refused extends Error {
  constructor(readonly outcome: { kind: string }) {
    super('refused');
  }
}

/** The versions of rows just written, read in the import's transaction when it has one. */
function writtenVersions(gate: MutationGate, run: ImportRunRequest, ids: unknown[]): Promise<Array<string | null>> {
  return rowVersions(gate.statements?.() ?? gate.fork(), run.target.action.meta, ids);
}

/** Rows named by one published change of an import's updates. */
const UPDATES_PER_CHANGE = 500;

