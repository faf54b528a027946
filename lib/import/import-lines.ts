import { HttpError, type FieldErrors } from '../errors/HttpError.js';
import { restoreFormula } from '../export/formula-guard.js';
import type { EditForm } from '../form/EditForm.js';
import type { Translator } from '../i18n/Translator.js';
import type { CsvRow } from './csv-rows.js';
import type { ShownCellReader } from './shown-cells.js';

/** A line the create form accepted: its row and cells, and its values converted to the entity's types. */
export interface CheckedLine {
  row: number;
  cells: string[];
  values: Record<string, unknown>;
}

/** A line refused: its row and cells (for the file of refused lines), and why, by field (`''`: the line as a whole). */
export interface RefusedLine {
  row: number;
  cells: string[];
  errors: FieldErrors;
}

/** How a file's lines are read: the field each column fills (null: left out), the form that checks them, the user's language. */
export interface LineReading {
  fields: ReadonlyArray<string | null>;
  form: EditForm;
  translator: Translator;
  /**
   * Whether the related rows a line's values name exist within their columns' scopes, as a create form's
   * submit asks (`form/relation-values`); absent: a form without relation fields.
   */
  relations?: (values: Record<string, unknown>) => Promise<FieldErrors>;
  /** Fields whose cells may be written as the table shows them (`shown-cells`: an exported file's labels, dates, decimals). */
  shown?: ReadonlyMap<string, ShownCellReader>;
}

/**
 * One imported line through the create form, exactly as a submit of that form: its cells given to the
 * fields the mapping names (the export's formula guard taken off), trimmed, typed and validated by the
 * form's rules, the form's own rules included (a cell written as the table shows it read back first: `shown-cells`), each related row it names looked for in its column's scope. Refused, with the messages in the user's language: a line
 * whose cell count is not the header's, a value a rule refuses, a NUL character (which PostgreSQL cannot
 * store: the line, not the file).
 */
export async function checkLine(line: CsvRow, reading: LineReading): Promise<CheckedLine | RefusedLine> {
  const { fields, form, translator } = reading;
  const refused = (errors: FieldErrors): RefusedLine => ({ row: line.row, cells: line.cells, errors });
  if (line.cells.length !== fields.length) return refused({ '': [translator.t('import.wrong_width', { found: line.cells.length, expected: fields.length })] });
  try {
    const result = await form.submit(lineValues(line, reading), {}, undefined, translator);
    if (result.ok) {
      const errors = reading.relations ? await reading.relations(result.changes) : {};
      return Object.keys(errors).length > 0 ? refused(errors) : { row: line.row, cells: line.cells, values: result.changes };
    }
    return refused(result.form.message ? { ...result.errors, '': [result.form.message] } : result.errors);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400 && error.fields) return refused(error.fields);
    throw error;
  }
}

/**
 * A line's cells as the inputs of the fields its columns fill would send them: the export's formula guard
 * taken off, a cell written as the table shows it read back (`shown`); `skip`: a field left out (an update's key).
 */
export function lineValues(line: CsvRow, reading: Pick<LineReading, 'fields' | 'shown'>, skip?: (field: string) => boolean): Record<string, string> {
  const values: Record<string, string> = {};
  reading.fields.forEach((field, i) => {
    if (field === null || skip?.(field)) return;
    const cell = restoreFormula(line.cells[i]);
    const read = reading.shown?.get(field);
    values[field] = read ? read(cell) : cell;
  });
  return values;
}
