import type { Request } from 'express';
import type { EntityMetadata } from '@mikro-orm/core';
import { HttpError, type FieldErrors } from '../../errors/HttpError.js';
import type { EditForm } from '../../form/EditForm.js';
import { checkRelationValues, withoutUnchangedRelations } from '../../form/relation-values.js';
import type { CsvRow } from '../../import/csv-rows.js';
import { lineValues, type LineReading, type RefusedLine } from '../../import/import-lines.js';
import type { LineUpdate, LineUpdater } from '../../import/import-run.js';
import type { Translator } from '../../i18n/Translator.js';
import { changeRow, type MutationGate, type RowChangeRequest } from '../../mutation/change-row.js';
import { changedValues } from '../../persistence/changed-values.js';
import { constraintViolation } from '../../persistence/constraint-violation.js';
import { withDatabaseDeadline } from '../../persistence/database-deadline.js';
import type { MutationTarget } from '../../security/resolve-target.js';
import type { BulkEditValues } from '../../wire/bulk-edit.js';
import type { ImportMode } from '../../wire/import.js';
import type { RouterContext } from '../router/RouterContext.js';
import { submitOnRow } from '../shared/row-submission.js';

/** What updating lines needs: the table's edit action and form, the key and its column, the mode, the cells' reading. */
export interface LineUpdates {
  ctx: RouterContext;
  request: Request;
  /** An `edit` target: the table and its edit action. */
  target: MutationTarget;
  form: EditForm;
  key: { name: string; column: number };
  mode: Exclude<ImportMode, 'create'>;
  origin: string | null;
  reading: LineReading;
}

/**
 * The update of one line (`update`, `upsert`): the row its key names is found (the entity's key, or a
 * unique property, its value as the cell has it trimmed), then changed through the one entrance
 * (`mutation/change-row`: the hook asked `edit` with the row, its edit action's `displayIf`, a write
 * matching only the row as checked), the line's fields submitted on it with the whole edit form
 * (`row-submission`: every rule holds on the row as it would be), only the values that differ written.
 * No row named: `upsert` creates one from the line; `update` refuses the line on its key. A row the user may
 * not change (403) is refused alike, never said apart from a missing one.
 */
export function lineUpdater(updates: LineUpdates): LineUpdater {
  const { ctx, request, target, form, key, reading } = updates;
  const meta = target.action.meta;
  const t = reading.translator;
  const missing = (line: CsvRow): LineUpdate => (updates.mode === 'upsert' ? { kind: 'create' } : refused(line, { [key.name]: [t.t('import.no_such_row')] }));
  return async (line, gate) => {
    const value = line.cells[key.column]?.trim() ?? '';
    if (line.cells.length !== reading.fields.length) return { kind: 'create' }; // refused as a new row would be, with why
    if (value === '') return missing(line);
    const id = key.name === meta.primaryKeys[0] ? value : await findKey(gate, meta, key.name, value);
    if (id === null) return missing(line);
    // The entity's key is read only to find the row; a key the form writes (a unique code) is submitted as the line holds it.
    const values = lineValues(line, reading, (field) => field === key.name && !form.writableFieldNames.has(field));
    let previous: BulkEditValues = {};
    try {
      const outcome = await changeRow<FieldErrors>(gate, {
        request, target, id, origin: updates.origin,
        plan: formEditPlan(ctx, request, form, values, t, (replaced) => (previous = replaced)),
      });
      if (outcome.kind === 'refused') return refused(line, outcome.answer);
      if (outcome.kind === 'conflict') return refused(line, { '': [t.t('error.conflict')] });
      return Object.keys(previous).length > 0 ? { kind: 'updated', id: outcome.row.id, previous } : { kind: 'unchanged' };
    } catch (error) {
      // Not found, not shown (displayIf) or not allowed: the same answer, so that a file cannot probe rows.
      if (error instanceof HttpError && (error.status === 404 || error.status === 403 || error.status === 400)) return missing(line);
      const violation = constraintViolation(error, meta);
      if (!violation) throw error;
      const fields = violation.fields.length > 0 ? violation.fields : [''];
      return refused(line, Object.fromEntries(fields.map((field) => [field, [t.t(`create.${violation.kind}`)]])));
    }
  };
}

/**
 * The plan of a change setting `values` (as the edit form's inputs submit them) on a row: submitted with the
 * whole edit form on the row (`row-submission`: every rule holds on the row as it would be), relation values
 * checked, only the values that differ written; `replaced` is told those fields as the row held them.
 */
export function formEditPlan(
  ctx: RouterContext, request: Request, form: EditForm, values: Record<string, unknown>, t: Translator, replaced: (previous: BulkEditValues) => void,
): RowChangeRequest<FieldErrors>['plan'] {
  return async (row) => {
    const meta = row.action.meta;
    const relations = form.relationFields.filter((definition) => Object.hasOwn(values, definition.field.name));
    const submitted = await submitOnRow(ctx, request, form, meta, row.entity, values, relations, t);
    if (!submitted.ok) return { refused: submitted.errors };
    const errors = await ctx.database(checkRelationValues(ctx.fork(), request, relations, submitted.changes, submitted.stored, t));
    if (Object.keys(errors).length > 0) return { refused: errors };
    const changes = changedValues(meta, row.entity, withoutUnchangedRelations(relations, submitted.changes, submitted.stored), form.writableFieldNames);
    replaced(inputsOf(form, row.entity, Object.keys(changes)));
    return { kind: 'edit', changes };
  };
}

/** These fields of a row as the edit form's inputs would submit them (a checkbox's state, a relation's key or keys): what Undo sets back. */
export function inputsOf(form: EditForm, entity: object, names: readonly string[]): BulkEditValues {
  const wanted = new Set(names);
  return Object.fromEntries(form.fill(entity, {}).fields.filter((field) => wanted.has(field.name))
    .map((field) => [field.name, field.values ?? (field.widget === 'checkbox' ? field.checked : field.value)]));
}

function refused(line: CsvRow, errors: FieldErrors): { kind: 'refused'; line: RefusedLine } {
  return { kind: 'refused', line: { row: line.row, cells: line.cells, errors } };
}

/** The key of the row whose unique property holds `value`, else null. */
async function findKey(gate: MutationGate, meta: EntityMetadata, property: string, value: string): Promise<unknown> {
  // The gate's fork: the import's transaction when all or nothing, else a fork of the request's own.
  const em = gate.fork();
  const primary = meta.primaryKeys[0];
  const found = await withDatabaseDeadline(em.findOne(meta.class, { [property]: value } as never, { fields: [primary] as never[] }), gate.databaseTimeoutMs);
  return found ? (found as Record<string, unknown>)[primary] : null;
}
