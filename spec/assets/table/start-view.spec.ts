import { expect } from 'chai';
import type { ColumnsConfig, State } from 'datatables.net';
import { overStartView, startOptions } from '../../../assets/table/start-view.js';
import type { UrlView } from '../../../lib/wire/view-url.js';

/** The selection's column first, then the table's. */
const columns = (): ColumnsConfig[] => [
  { data: '_select', name: '_select' },
  { data: 'id', name: 'id' },
  { data: 'title', name: 'title' },
  { data: 'author', name: 'author' },
];
const TABLE = ['id', 'title', 'author'];
const URL_VIEW: UrlView = { search: 'dune', order: [{ column: 'title', dir: 'desc' }], length: 25, visible: ['title'], widths: {}, filters: {} };

function state(more: Partial<State> = {}): State {
  return {
    time: 1, start: 50, length: 25, order: [[2, 'desc']], search: { search: 'dune' } as State['search'], searchGroups: [],
    columns: ['_select', 'id', 'title', 'author'].map((name) => ({ name, visible: true, search: {} as State['search'] })),
    ...more,
  };
}

describe('the start view (assets/table/start-view)', () => {
  describe('startOptions(start, columns, tableColumns)', () => {
    it('shows the table\'s columns the start view names, and leaves the selection\'s alone', () => {
      const config = columns();
      expect(startOptions({ visible: ['title'], url: null }, config, TABLE)).to.deep.equal({});
      expect(config.map((column) => column.visible)).to.deep.equal([undefined, false, true, false]);
    });

    it('opens with the URL\'s search, order (by index) and page length', () => {
      expect(startOptions({ visible: null, url: URL_VIEW }, columns(), TABLE)).to.deep.equal({
        search: { search: 'dune' }, order: [[2, 'desc']], pageLength: 25,
      });
    });
  });

  describe('overStartView(start, columns, tableColumns)', () => {
    it('keeps the tab\'s page when the URL names the view the tab kept', () => {
      expect(overStartView({ visible: null, url: URL_VIEW }, columns(), TABLE)(state())).to.include({ start: 50, length: 25 });
      expect(overStartView({ visible: null, url: URL_VIEW }, columns(), TABLE)(state({ order: [['title', 'desc']] }))).to.include({ start: 50 });
    });

    it('lets the URL win over the tab\'s search, order and length, on the first page', () => {
      const over = overStartView({ visible: null, url: URL_VIEW }, columns(), TABLE)(state({ length: 10, order: [[1, 'asc']], search: { search: 'x' } as State['search'] }));
      expect(over).to.deep.include({ start: 0, length: 25, order: [[2, 'desc']] });
      expect(over.search.search).to.equal('dune');
    });

    it('replaces the tab\'s column visibility with the start view\'s, the selection\'s column untouched', () => {
      const over = overStartView({ visible: ['author'], url: null }, columns(), TABLE)(state());
      expect(over.columns.map((column) => column.visible)).to.deep.equal([true, false, false, true]);
      expect(over.start).to.equal(50);
    });
  });
});
