import type { Row } from '../model/Row.js';
import type { TableModel } from '../model/TableModel.js';
import type { RowTotals, SummaryKind, TotalsAsked } from '../wire/totals.js';
import { addDecimals, compareDecimals, decimalText, divideDecimal, exactDecimal, type ExactDecimal } from './exact-decimal.js';

/** How many decimals an average of a hand-built table's values has beyond theirs (PostgreSQL's `avg` of numeric gives about as many). */
const AVERAGE_DECIMALS = 16;

/**
 * A hand-built table's totals over `rows`, with the rules of the SQL ones (docs/totals.md): a value absent,
 * null or '' is not counted; numbers summed exactly as decimals (`0.1 + 0.2` is `0.3`); a date column's
 * min and max by instant, sent as the cells send it. A value that is no number is left out of a number's
 * sum, average, min and max.
 */
export function manualTotals(rows: readonly Row[], asked: TotalsAsked, table: Pick<TableModel, 'column'>): RowTotals {
  const totals: RowTotals = { rows: rows.length, values: {} };
  for (const [name, kinds] of Object.entries(asked)) {
    const present = rows.map((row) => row[name]).filter((value) => value !== null && value !== undefined && value !== '');
    const values: Partial<Record<SummaryKind, string | null>> = (totals.values[name] = {});
    const date = table.column(name)?.kind === 'date';
    for (const kind of kinds) values[kind] = kind === 'count' ? String(present.length) : date ? dateTotal(present, kind) : numberTotal(present, kind);
  }
  return totals;
}

function numberTotal(values: unknown[], kind: SummaryKind): string | null {
  const numbers = values.map(exactDecimal).filter((value): value is ExactDecimal => value !== null);
  if (numbers.length === 0) return null;
  if (kind === 'min' || kind === 'max') {
    const wanted = kind === 'min' ? -1 : 1;
    return decimalText(numbers.reduce((best, value) => (compareDecimals(value, best) === wanted ? value : best)));
  }
  const sum = numbers.reduce(addDecimals);
  return decimalText(kind === 'avg' ? divideDecimal(sum, numbers.length, sum.scale + AVERAGE_DECIMALS) : sum);
}

function dateTotal(values: unknown[], kind: SummaryKind): string | null {
  let best: { at: number; value: unknown } | null = null;
  for (const value of values) {
    const at = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
    if (Number.isNaN(at)) continue;
    if (!best || (kind === 'min' ? at < best.at : at > best.at)) best = { at, value };
  }
  if (!best) return null;
  return best.value instanceof Date ? best.value.toISOString() : String(best.value);
}
