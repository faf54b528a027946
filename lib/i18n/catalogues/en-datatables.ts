/**
 * DataTables.net's own interface (its `language` option, `lib/i18n/datatables-language.ts`): `_START_`,
 * `_END_`, `_TOTAL_`, `_MAX_`, `_MENU_`, `_ENTRIES_`, `_ENTRIES-TOTAL_` and `_ENTRIES-MAX_` are its
 * placeholders, which it fills itself; a translation may leave out the `_ENTRIES…_` ones.
 * Written apart from the library's own messages (`en.ts`), whose catalogue spreads them in.
 */
export const enDataTables = {
  'datatables.search': 'Search:',
  'datatables.info': 'Showing _START_ to _END_ of _TOTAL_ _ENTRIES-TOTAL_',
  'datatables.info_empty': 'Showing 0 to 0 of 0 _ENTRIES-TOTAL_',
  'datatables.info_filtered': '(filtered from _MAX_ total _ENTRIES-MAX_)',
  'datatables.entries': 'entries',
  'datatables.entry': 'entry',
  'datatables.length_menu': '_MENU_ _ENTRIES_ per page',
  'datatables.length_all': 'All',
  'datatables.loading': 'Loading...',
  'datatables.empty_table': 'No data available in table',
  'datatables.zero_records': 'No matching records found',
  'datatables.sort': ': Activate to sort',
  'datatables.sort_reverse': ': Activate to invert sorting',
  'datatables.sort_remove': ': Activate to remove sorting',
  'datatables.page_first': 'First',
  'datatables.page_last': 'Last',
  'datatables.page_next': 'Next',
  'datatables.page_previous': 'Previous',
} as const;
