import type { Translator } from './Translator.js';

const cache = new WeakMap<Translator, Readonly<Record<string, unknown>>>();

/**
 * DataTables.net's `language` option in a translator's locale, from the same catalogue as every other
 * word of the page (the `datatables.*` keys): its search label, info line, paging and sort labels can
 * never be in another language than the library's own words. The digit group separator is the
 * locale's own (`Intl`), as the cells' numbers are. Made once per translator.
 */
export function dataTablesLanguage(translator: Translator): Readonly<Record<string, unknown>> {
  let language = cache.get(translator);
  if (!language) {
    const m = (key: string) => translator.message(`datatables.${key}`) ?? '';
    language = Object.freeze({
      aria: {
        orderable: m('sort'),
        orderableReverse: m('sort_reverse'),
        orderableRemove: m('sort_remove'),
        paginate: { first: m('page_first'), last: m('page_last'), next: m('page_next'), previous: m('page_previous') },
      },
      emptyTable: m('empty_table'),
      entries: { _: m('entries'), 1: m('entry') },
      info: m('info'),
      infoEmpty: m('info_empty'),
      infoFiltered: m('info_filtered'),
      lengthLabels: { '-1': m('length_all') },
      lengthMenu: m('length_menu'),
      loadingRecords: m('loading'),
      search: m('search'),
      zeroRecords: m('zero_records'),
      thousands: groupSeparator(translator.locale),
    });
    cache.set(translator, language);
  }
  return language;
}

/** The locale's digit group separator (`,` in English, `.` in German, a narrow space in French). */
function groupSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(10_000).find((part) => part.type === 'group')?.value ?? ',';
}
