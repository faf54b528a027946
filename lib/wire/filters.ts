// A column filter's value, and how it travels: in the data request, the export request, a bulk's
// "select all matching" and the page's URL. The browser writes it and the server reads it strictly
// (lib/http), so the shape and the parameter names are declared once, here.

/**
 * One column's filter. Which shape a column takes is its {@link ColumnFilterView.kind}:
 * - `choice`: `{ in }`, the row's value is one of these (one or several choice values);
 * - `boolean`: `{ is }`, yes or no ("any" is no filter at all);
 * - `date` and `number`: `{ from?, to? }`, both bounds inclusive, at least one present; a date is
 *   `YYYY-MM-DD` (a datetime column: the whole day of `to`), a number its decimal text (`-12.5`);
 * - `text`: `{ text }`, matched as the column's search mode says (contains, prefix, exact).
 */
export type FilterValue =
  | { in: string[] }
  | { is: boolean }
  | { from?: string; to?: string }
  | { text: string };

/** The filters of a table by column name; a column without a filter is absent. */
export type Filters = Record<string, FilterValue>;

/** Name of the request parameter group: `filters[<column>][in][0]=…`, `[is]=true`, `[from]=…`, `[to]=…`, `[text]=…`. */
export const FILTERS_PARAM = 'filters';

/**
 * The filters as request parameters in the bracket notation the server's nested-params parser reads:
 * `filters[status][in][0]=draft`, `filters[published][is]=true`, `filters[date][from]=2024-01-01`.
 */
export function filterParams(filters: Filters, group: string = FILTERS_PARAM): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [column, value] of Object.entries(filters)) {
    const key = `${group}[${column}]`;
    if ('in' in value) value.in.forEach((choice, i) => pairs.push([`${key}[in][${i}]`, choice]));
    else if ('is' in value) pairs.push([`${key}[is]`, String(value.is)]);
    else if ('text' in value) pairs.push([`${key}[text]`, value.text]);
    else {
      if (value.from !== undefined) pairs.push([`${key}[from]`, value.from]);
      if (value.to !== undefined) pairs.push([`${key}[to]`, value.to]);
    }
  }
  return pairs;
}
