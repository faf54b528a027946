import { HttpError } from '../../errors/HttpError.js';
import type { TableModel } from '../../model/TableModel.js';
import type { NestedParams } from '../shared/nested-params.js';
import { SUMMARY_KINDS, TOTALS_PARAM, type SummaryKind, type TotalsAsked } from '../../wire/totals.js';

/**
 * The `totals` group of a data request (`totals[price]=sum,avg`, lib/wire/totals.ts), read strictly: each
 * key a column of the table that summarizes, each kind one it declares (`summarize(...)`), each once. Anything
 * else is 400 naming the parameter. Bounded by the table itself: one entry per column, five kinds each.
 */
export function parseTotals(raw: string | NestedParams | undefined, table: Pick<TableModel, 'column'>): TotalsAsked {
  if (raw === undefined) return {};
  if (typeof raw === 'string') throw bad(TOTALS_PARAM, `"${TOTALS_PARAM}" must be a group: ${TOTALS_PARAM}[<column>]=<kinds>`, 'must name columns');
  const asked: Record<string, SummaryKind[]> = {};
  for (const [name, value] of Object.entries(raw)) {
    const param = `${TOTALS_PARAM}[${name.slice(0, 50)}]`;
    const column = table.column(name);
    if (!column) throw bad(param, `Unknown column "${name.slice(0, 50)}" in "${TOTALS_PARAM}"`, 'is not a column of the table');
    if (column.totals.length === 0) throw bad(param, `Column "${name.slice(0, 50)}" has no totals`, 'has no totals');
    if (typeof value !== 'string') throw bad(param, `"${param}" must be a list of kinds separated by commas`, 'must be a list of kinds');
    const kinds = value.split(',');
    for (const kind of kinds) {
      if (!column.totals.includes(kind as SummaryKind)) {
        const known = (SUMMARY_KINDS as readonly string[]).includes(kind);
        throw bad(param, `${known ? `Column "${name}" does not summarize` : 'Unknown summary'} ${JSON.stringify(kind.slice(0, 20))} in "${param}"; it takes ${column.totals.join(', ')}`, `takes ${column.totals.join(', ')}`);
      }
    }
    if (new Set(kinds).size !== kinds.length) throw bad(param, `"${param}" names a kind twice`, 'names a kind twice');
    asked[name] = kinds as SummaryKind[];
  }
  return asked;
}

function bad(param: string, message: string, field: string): HttpError {
  return HttpError.badRequest(message, { [param]: [field] });
}
