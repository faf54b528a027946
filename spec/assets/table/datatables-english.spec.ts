import { expect } from 'chai';
import { en } from '../../../lib/i18n/catalogues/index.js';
import { useDom } from '../support/dom.js';

/**
 * An English page sends DataTables.net none of its words (lib/i18n/datatables-language.ts leaves each
 * message still as the library writes it to DataTables.net): that holds only while the library's English
 * says what DataTables.net says by itself. An upgrade of DataTables.net that changes its words fails here.
 */
describe('the library\'s English datatables.* messages', () => {
  useDom();

  it('are DataTables.net\'s own English words', async () => {
    // Imported once the DOM is there: without a window, the package exports a factory waiting for one.
    const { default: DataTable } = await import('datatables.net');
    const language = (DataTable.defaults as unknown as { language: Record<string, any> }).language;
    expect({
      'datatables.sort': language.aria.orderable,
      'datatables.sort_reverse': language.aria.orderableReverse,
      'datatables.sort_remove': language.aria.orderableRemove,
      'datatables.page_first': language.aria.paginate.first,
      'datatables.page_last': language.aria.paginate.last,
      'datatables.page_next': language.aria.paginate.next,
      'datatables.page_previous': language.aria.paginate.previous,
      'datatables.empty_table': language.emptyTable,
      'datatables.entries': language.entries._,
      'datatables.entry': language.entries[1],
      'datatables.info': language.info,
      'datatables.info_empty': language.infoEmpty,
      'datatables.info_filtered': language.infoFiltered,
      'datatables.length_all': language.lengthLabels['-1'],
      'datatables.length_menu': language.lengthMenu,
      'datatables.loading': language.loadingRecords,
      'datatables.search': language.search,
      'datatables.zero_records': language.zeroRecords,
    }).to.deep.equal(Object.fromEntries(Object.entries(en).filter(([key]) => key.startsWith('datatables.'))));
    expect(language.thousands).to.equal(',');
  });
});
