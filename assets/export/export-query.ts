import type { AjaxData } from 'datatables.net';
import { filterParams, type Filters } from '../../lib/wire/filters.js';
import type { ExportFormat } from '../../lib/wire/page-view.js';
import { dataQuery } from '../table/data-query.js';
import type { FilterState } from '../filters/FilterState.js';

/**
 * The query of `GET urls.export` (`ExportRequest`): the export token and format, the table's state as
 * its last data request sent it (search, order, column searches; no paging), the filters, and the
 * columns shown, in the order shown.
 */
export function exportQuery(token: string, format: ExportFormat, lastRequest: AjaxData, visible: readonly string[], filters: Filters = {}): URLSearchParams {
  const query = dataQuery(lastRequest);
  for (const paging of ['draw', 'start', 'length']) query.delete(paging);
  query.set('table', token);
  query.set('format', format);
  for (const [name, value] of filterParams(filters)) query.set(name, value);
  visible.forEach((name, i) => query.set(`visible[${i}]`, name));
  return query;
}

/** What the export URL is made of: the page's export endpoint and token, the table's state, its filters (once the page has them). */
export interface ExportSource {
  url: string;
  token: string;
  lastRequest(): AjaxData;
  shownColumns(): string[];
  filters?: FilterState | null;
}

/** The URL of an export in `format` of the table as it is now. */
export function exportUrl(source: ExportSource, format: ExportFormat): string {
  const filters = source.filters?.get() ?? {};
  return `${source.url}?${exportQuery(source.token, format, source.lastRequest(), source.shownColumns(), filters).toString()}`;
}

/** The file name in a `Content-Disposition` header: `filename*` (RFC 5987) first, else `filename`; null: none. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed name: fall back to the plain one.
    }
  }
  // RFC 6266: a token (`filename=books.csv`, as a plain name is sent) or a quoted string with `\` escapes.
  const plain = /filename=(?:"((?:[^"\\]|\\.)*)"|([^\s;"]+))/i.exec(header);
  return plain ? plain[2] ?? plain[1].replace(/\\(.)/g, '$1') : null;
}
