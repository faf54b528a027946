import { en } from './catalogues/index.js';
import type { Translator } from './Translator.js';

/** Where each `datatables.*` message goes in DataTables.net's `language` option. */
const PATHS: ReadonlyArray<readonly [key: keyof typeof en, path: readonly string[]]> = [
  ['datatables.sort', ['aria', 'orderable']],
  ['datatables.sort_reverse', ['aria', 'orderableReverse']],
  ['datatables.sort_remove', ['aria', 'orderableRemove']],
  ['datatables.page_first', ['aria', 'paginate', 'first']],
  ['datatables.page_last', ['aria', 'paginate', 'last']],
  ['datatables.page_next', ['aria', 'paginate', 'next']],
  ['datatables.page_previous', ['aria', 'paginate', 'previous']],
  ['datatables.empty_table', ['emptyTable']],
  ['datatables.entries', ['entries', '_']],
  ['datatables.entry', ['entries', '1']],
  ['datatables.info', ['info']],
  ['datatables.info_empty', ['infoEmpty']],
  ['datatables.info_filtered', ['infoFiltered']],
  ['datatables.length_all', ['lengthLabels', '-1']],
  ['datatables.length_menu', ['lengthMenu']],
  ['datatables.loading', ['loadingRecords']],
  ['datatables.search', ['search']],
  ['datatables.zero_records', ['zeroRecords']],
];

const cache = new WeakMap<Translator, Readonly<Record<string, unknown>> | null>();

/**
 * DataTables.net's `language` option in a translator's locale, from the same catalogue as every other
 * word of the page (the `datatables.*` keys): its search label, info line, paging and sort labels can
 * never be in another language than the library's own words. The library's English messages are
 * DataTables.net's own (a spec holds them equal), so a message still as the library writes it in English
 * is left to DataTables.net and an English page sends nothing (null). The digit group separator is the
 * locale's (`Intl`), as the cells' numbers are. Made once per translator.
 */
export function dataTablesLanguage(translator: Translator): Readonly<Record<string, unknown>> | null {
  if (cache.has(translator)) return cache.get(translator)!;
  const language: Record<string, unknown> = {};
  for (const [key, path] of PATHS) {
    const message = translator.message(key);
    if (message !== undefined && message !== en[key]) place(language, path, message);
  }
  const thousands = groupSeparator(translator.locale);
  if (thousands !== ',') language.thousands = thousands;
  const made = Object.keys(language).length === 0 ? null : Object.freeze(language);
  cache.set(translator, made);
  return made;
}

function place(target: Record<string, unknown>, path: readonly string[], value: string): void {
  let at = target;
  for (const step of path.slice(0, -1)) at = (at[step] ??= {}) as Record<string, unknown>;
  at[path[path.length - 1]] = value;
}

/** The locale's digit group separator (`,` in English, `.` in German, a narrow space in French). */
function groupSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(10_000).find((part) => part.type === 'group')?.value ?? ',';
}
