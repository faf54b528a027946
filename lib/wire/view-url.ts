// A table's view as the page's URL holds it (`viewInUrl(prefix)`): readable parameters a person can
// edit and share, written by the browser and readable by the server one day, so both sides share this
// file. Reading never throws and never trusts: what does not parse, names an unknown column or is too
// long is left out, as if absent.

import { MOST_RELATED_IDS } from './relation-options.js';
import type { FilterValue, Filters } from './filters.js';
import type { ColumnView } from './page-view.js';
import { inNamedOrder, readWidths, widthsText, type ColumnWidths } from './column-arrangement.js';

/** A table's view: the search, the order by column name, the page length, the columns shown and their widths, the filters. */
export interface UrlView {
  search: string;
  order: Array<{ column: string; dir: 'asc' | 'desc' }>;
  length: number;
  /** The names of the columns shown, in the order shown (the table's, unless the user moved columns: `setColumnArrangement`). */
  visible: string[];
  /** The widths the user gave columns (`setColumnArrangement({ resize })`); none by default. */
  widths: ColumnWidths;
  filters: Filters;
}

/** What the URL's reader needs of a table: its columns (which exist, order, hide, filter) and the page lengths offered. */
export interface UrlViewTable {
  columns: readonly ColumnView[];
  lengths: readonly number[];
}

/** The parameter names, after the table's prefix: `q=dune&order=-year,title&len=25&cols=title,year&widths=title:240&f.status=draft`. */
export const VIEW_PARAMS = { search: 'q', order: 'order', length: 'len', visible: 'cols', widths: 'widths', filter: 'f.' } as const;

/** The longest value read back: a longer one is someone else's, or hostile. */
export const MAX_VIEW_VALUE = 500;

/** The page lengths DataTables.net offers, with the table's own (`setPageLength`) among them: what a link or a saved view may ask. */
export function pageLengths(pageLength: number): number[] {
  return [...new Set([10, 25, 50, 100, pageLength])].sort((a, b) => a - b);
}

/** Whether a URL parameter is one of the table's view (`<prefix>q`, `<prefix>f.status`...). */
export function isViewParam(name: string, prefix: string): boolean {
  if (!name.startsWith(prefix)) return false;
  const rest = name.slice(prefix.length);
  return rest === VIEW_PARAMS.search || rest === VIEW_PARAMS.order || rest === VIEW_PARAMS.length || rest === VIEW_PARAMS.visible || rest === VIEW_PARAMS.widths
    || (rest.startsWith(VIEW_PARAMS.filter) && rest.length > VIEW_PARAMS.filter.length);
}

/** Whether no menu hides the column, nor a link: `alwaysVisible()` and the action column show as declared. */
export function isFixedColumn(column: Pick<ColumnView, 'alwaysVisible' | 'kind'>): boolean {
  return column.alwaysVisible === true || column.kind === 'action';
}

/**
 * The view's parameters, only the parts that differ from `defaults` (a default view writes none); the
 * columns shown are named without the fixed ones ({@link isFixedColumn}), which a link cannot hide, unless the
 * columns shown are not in the table's order: then all but the action column, in the order shown.
 */
export function viewParams(view: UrlView, defaults: UrlView, prefix: string, table?: UrlViewTable): Array<[string, string]> {
  const names = table?.columns.map((column) => column.name) ?? [];
  const moved = table !== undefined && view.visible.join(',') !== names.filter((name) => view.visible.includes(name)).join(',');
  const fixed = new Set(table?.columns.filter((column) => (moved ? column.kind === 'action' : isFixedColumn(column))).map((column) => column.name));
  const pairs: Array<[string, string]> = [];
  if (view.search !== defaults.search) pairs.push([prefix + VIEW_PARAMS.search, view.search]);
  const order = view.order.map(({ column, dir }) => (dir === 'desc' ? `-${column}` : column)).join(',');
  if (order !== defaults.order.map(({ column, dir }) => (dir === 'desc' ? `-${column}` : column)).join(',')) pairs.push([prefix + VIEW_PARAMS.order, order]);
  if (view.length !== defaults.length) pairs.push([prefix + VIEW_PARAMS.length, String(view.length)]);
  if (view.visible.join(',') !== defaults.visible.join(',')) pairs.push([prefix + VIEW_PARAMS.visible, view.visible.filter((name) => !fixed.has(name)).join(',')]);
  const widths = widthsText(view.widths, names.length ? names : Object.keys(view.widths));
  if (widths !== widthsText(defaults.widths, names.length ? names : Object.keys(defaults.widths))) pairs.push([prefix + VIEW_PARAMS.widths, widths]);
  for (const [column, value] of Object.entries(view.filters)) pairs.push([`${prefix}${VIEW_PARAMS.filter}${column}`, filterText(value)]);
  return pairs;
}

/** The page's query with the table's view replaced by `pairs`; every other parameter kept, in order. */
export function withViewParams(query: string, prefix: string, pairs: ReadonlyArray<[string, string]>): string {
  const params = new URLSearchParams(query);
  for (const name of [...new Set(params.keys())]) if (isViewParam(name, prefix)) params.delete(name);
  for (const [name, value] of pairs) params.append(name, value);
  return params.toString();
}

/**
 * The view the URL's query holds for the table, whole: a part the URL leaves out is `defaults`'.
 * Null when the query holds none of the table's parameters (a plain link: the saved state decides).
 */
export function readViewParams(query: string, prefix: string, table: UrlViewTable, defaults: UrlView): UrlView | null {
  const params = new URLSearchParams(query);
  const value = (name: string): string | null => {
    const found = params.get(prefix + name);
    return found !== null && found.length <= MAX_VIEW_VALUE ? found : null;
  };
  if (![...params.keys()].some((name) => isViewParam(name, prefix))) return null;
  const byName = new Map(table.columns.map((column) => [column.name, column]));
  const view: UrlView = structuredClone(defaults);
  const search = value(VIEW_PARAMS.search);
  if (search !== null) view.search = search;
  const order = value(VIEW_PARAMS.order);
  if (order !== null) view.order = readOrder(order, byName);
  const length = value(VIEW_PARAMS.length);
  if (length !== null && /^\d{1,6}$/.test(length) && table.lengths.includes(Number(length))) view.length = Number(length);
  const visible = value(VIEW_PARAMS.visible);
  if (visible !== null) {
    const named = visible.split(',');
    const shown = table.columns.filter((column) => (isFixedColumn(column) ? column.visible : named.includes(column.name))).map((column) => column.name);
    // The action column stays last, wherever a link names it.
    view.visible = inNamedOrder(shown, named.filter((name) => byName.get(name)?.kind !== 'action'));
  }
  const widths = value(VIEW_PARAMS.widths);
  if (widths !== null) view.widths = readWidths(widths, table.columns).widths;
  view.filters = {};
  for (const [name, text] of params) {
    if (!name.startsWith(prefix + VIEW_PARAMS.filter) || text.length > MAX_VIEW_VALUE) continue;
    const column = byName.get(name.slice(prefix.length + VIEW_PARAMS.filter.length));
    const filter = column?.filter && !Object.hasOwn(view.filters, column.name) ? readFilter(text, column) : null;
    if (column && filter) view.filters[column.name] = filter;
  }
  return view;
}

function readOrder(text: string, byName: ReadonlyMap<string, ColumnView>): UrlView['order'] {
  const order: UrlView['order'] = [];
  for (const part of text.split(',')) {
    const dir = part.startsWith('-') ? 'desc' : 'asc';
    const column = byName.get(dir === 'desc' ? part.slice(1) : part);
    if (column?.orderable && column.kind !== 'action' && !order.some((known) => known.column === column.name)) order.push({ column: column.name, dir });
  }
  return order;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const NUMBER = /^-?\d{1,30}(\.\d{1,30})?$/;

/** A filter as its readable text: `draft,published` (a `,` or `\` in a value escaped by `\`), `true`, `2024-01-01..2024-12-31`, the text. */
export function filterText(value: FilterValue): string {
  if ('in' in value) return value.in.map((choice) => choice.replace(/[\\,]/g, (c) => `\\${c}`)).join(',');
  if ('is' in value) return String(value.is);
  if ('text' in value) return value.text;
  return `${value.from ?? ''}..${value.to ?? ''}`;
}

/** The filter a column's URL text means, or null when it means none (does not parse, not a choice offered). */
export function readFilter(text: string, column: ColumnView): FilterValue | null {
  switch (column.filter?.kind) {
    case 'choice': {
      const offered = new Set((column.filter.choices ?? []).map((choice) => choice.value));
      const picked = [...new Set(splitEscaped(text))].filter((choice) => offered.has(choice));
      return picked.length ? { in: picked } : null;
    }
    case 'relation': {
      // Related rows' keys: which exist (and may be seen) is the server's to say; at most as many as it reads.
      const ids = [...new Set(splitEscaped(text))].filter((id) => id !== '');
      return ids.length && ids.length <= MOST_RELATED_IDS ? { in: ids } : null;
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? { is: text === 'true' } : null;
    case 'date':
    case 'number': {
      const bound = column.filter.kind === 'date' ? DATE : NUMBER;
      const [from, to, ...more] = text.split('..');
      if (more.length || to === undefined || (from === '' && to === '')) return null;
      if ((from !== '' && !bound.test(from)) || (to !== '' && !bound.test(to))) return null;
      return { ...(from !== '' ? { from } : {}), ...(to !== '' ? { to } : {}) };
    }
    case 'text':
      return text.trim() !== '' ? { text } : null;
    default:
      return null;
  }
}

/** `a,b\,c` → `['a', 'b,c']`; a `\` escapes the next character. */
function splitEscaped(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) current += text[++i];
    else if (c === ',') {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.filter((part) => part !== '');
}
