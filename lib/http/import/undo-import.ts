import type { Request } from 'express';
import { HttpError, type FieldErrors } from '../../errors/HttpError.js';
import type { ImportOutcome } from '../../import/import-run.js';
import { createdRows, type ImportUndoContent, type ImportUndoSeal } from '../../import/import-undo-seal.js';
import type { Translator } from '../../i18n/Translator.js';
import { changeRow } from '../../mutation/change-row.js';
import { rowsChange } from '../../mutation/rows-change.js';
import { deleteBatch } from '../../mutation/delete-batch.js';
import { NO_ROW_CHECKS } from '../../mutation/stored-conditions.js';
import { withDatabaseDeadline } from '../../persistence/database-deadline.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import type { ImportUndo, ImportUndone } from '../../wire/import.js';
import type { RowChangeMessage } from '../../wire/live-view.js';
import type { RouterContext } from '../router/RouterContext.js';
import { formEditPlan } from './line-update.js';

/** Rows deleted by one statement of an Undo (as a bulk's batch). */
const DELETED_PER_BATCH = 1000;

/** The Undo of an import that kept rows, sealed for its report; null when it kept none. */
export function sealedUndo(seal: ImportUndoSeal, table: string, outcome: ImportOutcome, windowMs: number, now = Date.now()): ImportUndo | null {
  if (windowMs <= 0 || !outcome.committed || (outcome.created.count === 0 && outcome.edited.length === 0)) return null;
  const until = now + windowMs;
  return { token: seal.seal({ table, until, created: outcome.created.runs, updated: outcome.edited }), until };
}

/**
 * Undoes an import, each row only as the import left it. Every row it updated is set back to the values
 * it replaced through the one entrance (`mutation/change-row`, the edit form submitted on the row: the hook
 * asked `edit`, the Edit's `displayIf`, held to the version the import left); every row it created is
 * deleted at the version it was written at, a thousand to a statement (`mutation/delete-batch`: no
 * `displayIf`, the rows are the import's own). A row changed since, gone or held by another row is kept and
 * named; the changes to publish come back with the answer.
 */
export async function undoImport(
  ctx: RouterContext, request: Request, binding: TableBinding, content: ImportUndoContent, origin: string | null, t: Translator,
): Promise<{ answer: ImportUndone; changes: RowChangeMessage[] }> {
  const kept: ImportUndone['kept'] = [];
  const changes: RowChangeMessage[] = [];
  const restored = await restoreRows(ctx, request, binding, content.updated, origin, t, kept);
  if (restored.length > 0) changes.push(rowsChange(binding.name, restored, origin, 'edit'));
  const meta = binding.meta!;
  let deleted = 0;
  let rows: object[] = [];
  // The rows as the import wrote them: the key and the version it left (the delete holds each to it). An
  // import writes at most limits.importRows; a token sealed under a higher limit is read up to today's.
  for (const [id, version] of createdRows(content.created, ctx.limits.importRows)) {
    rows.push({ [meta.primaryKeys[0]]: id, ...(meta.versionProperty ? { [meta.versionProperty]: version } : {}) });
    if (rows.length < DELETED_PER_BATCH) continue;
    deleted += await deleteRows(ctx, binding, rows, origin, kept, changes);
    rows = [];
  }
  deleted += await deleteRows(ctx, binding, rows, origin, kept, changes);
  if (deleted > 0) ctx.rowsWritten(meta.className);
  const said = t.t('import.undone', { deleted, restored: restored.length });
  return { answer: { deleted, restored: restored.length, kept, message: kept.length > 0 ? `${said} ${t.t('import.undone_kept', { count: kept.length })}` : said }, changes };
}

/** One statement's rows deleted (`mutation/delete-batch`, no `displayIf`); how many. */
async function deleteRows(ctx: RouterContext, binding: TableBinding, rows: object[], origin: string | null, kept: ImportUndone['kept'], changes: RowChangeMessage[]): Promise<number> {
  if (rows.length === 0) return 0;
  const batch = await withDatabaseDeadline(deleteBatch(ctx.fork(), binding, NO_ROW_CHECKS, rows, null), ctx.databaseTimeoutMs);
  kept.push(...batch.refused);
  if (batch.done.length > 0) changes.push(rowsChange(binding.name, batch.done, origin, 'delete'));
  return batch.done.length;
}

/** The rows updated, set back one by one; their keys. A table that no longer serves Edit keeps them all. */
async function restoreRows(
  ctx: RouterContext, request: Request, binding: TableBinding, rows: ImportUndoContent['updated'], origin: string | null, t: Translator, kept: ImportUndone['kept'],
): Promise<unknown[]> {
  const edit = binding.mutation('edit');
  if (rows.length > 0 && !edit) kept.push(...rows.map((row) => ({ id: row.id, code: 'action_not_available' })));
  if (rows.length === 0 || !edit) return [];
  const form = await ctx.editForms.form(binding, 'edit');
  const target = { binding, action: edit, kind: 'edit' as const };
  const restored: unknown[] = [];
  for (const row of rows) {
    try {
      const outcome = await changeRow<FieldErrors>(ctx, {
        request, target, id: row.id, origin, ...(row.version === null ? {} : { seen: { version: row.version } }),
        plan: formEditPlan(ctx, request, form, row.values, t, () => undefined),
      });
      if (outcome.kind === 'written') restored.push(row.id);
      else kept.push({ id: row.id, code: outcome.kind === 'conflict' ? 'conflict' : 'invalid_value' });
    } catch (error) {
      if (!(error instanceof HttpError) || (error.status !== 403 && error.status !== 404)) throw error;
      kept.push({ id: row.id, code: error.status === 404 ? 'row_not_found' : 'forbidden' });
    }
  }
  return restored;
}
