import { expect } from 'chai';
import { DataTable } from '../../../lib/model/DataTable.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('DataTable', () => {
  it('has no overrides and 10 rows per page by default', () => {
    const table = new DataTable();
    expect(table.getEditModalTemplate()).to.equal(null);
    expect(table.getEditModalBodyTemplate()).to.equal(null);
    expect(table.getEditModalAdapter()).to.equal(null);
    expect(table.getEditModalTitle()).to.equal(null);
    expect(table.getPageLength()).to.equal(10);
  });

  it('sets each option and returns the same table', () => {
    const table = new DataTable();
    expect(table.setEditModalTemplate('books/modal.html.ejs')).to.equal(table);
    expect(table.setEditModalBodyTemplate('books/body.html.ejs')).to.equal(table);
    expect(table.setEditModalAdapter('bs5')).to.equal(table);
    expect(table.setEditModalTitle('Edit book')).to.equal(table);
    expect(table.setPageLength(25)).to.equal(table);
    expect(table.getEditModalTemplate()).to.equal('books/modal.html.ejs');
    expect(table.getEditModalBodyTemplate()).to.equal('books/body.html.ejs');
    expect(table.getEditModalAdapter()).to.equal('bs5');
    expect(table.getEditModalTitle()).to.equal('Edit book');
    expect(table.getPageLength()).to.equal(25);
  });

  describe('.setPageLength(length)', () => {
    for (const bad of [0, -5, 2.5, NaN, Infinity]) {
      it(`refuses ${bad} with a ConfigurationError quoting it`, () => {
        expect(() => new DataTable().setPageLength(bad)).to.throw(ConfigurationError, `setPageLength() needs a positive integer, got ${bad}`);
      });
    }

    it('accepts 1', () => {
      expect(new DataTable().setPageLength(1).getPageLength()).to.equal(1);
    });
  });

  describe('.setMercure(options | false)', () => {
    it('is null until set: data_tables.mercure decides', () => {
      expect(new DataTable().getMercure()).to.equal(null);
    });

    it('keeps false (no publishing, static pages) and options (topics, private), copying the topics', () => {
      expect(new DataTable().setMercure(false).getMercure()).to.equal(false);
      const topics = ['https://shop.example/books'];
      const table = new DataTable().setMercure({ topics, private: true });
      topics.push('later');
      expect(table.getMercure()).to.deep.equal({ topics: ['https://shop.example/books'], private: true });
    });

    it('refuses topics that are not a non-empty list of IRIs', () => {
      for (const topics of [[], [''], [5], 'x']) {
        expect(() => new DataTable().setMercure({ topics: topics as never })).to.throw(ConfigurationError, 'setMercure({ topics })');
      }
    });
  });

  describe('.setCountStrategy(strategy)', () => {
    it('estimates above 100,000 rows by default', () => {
      expect(new DataTable().getCount()).to.deep.equal({ estimateAbove: 100_000 });
    });

    it("takes 'exact', 'estimate', { estimateAbove } and { cacheMs }, returning the same table", () => {
      const table = new DataTable();
      for (const strategy of ['exact', 'estimate', { estimateAbove: 0 }, { cacheMs: 5000 }] as const) {
        expect(table.setCountStrategy(strategy)).to.equal(table);
        expect(table.getCount()).to.deep.equal(strategy);
      }
    });

    for (const bad of ['approximate', { cacheMs: 0 }, { cacheMs: 1.5 }, { estimateAbove: -1 }, { cacheMs: 10, estimateAbove: 5 }, {}, null]) {
      it(`refuses ${JSON.stringify(bad)} with a ConfigurationError`, () => {
        expect(() => new DataTable().setCountStrategy(bad as never)).to.throw(ConfigurationError, 'setCountStrategy() takes');
      });
    }
  });

  describe('the deprecated names of 0.1 (editModalTemplate(), pageLength(), mercure(), count(), ...)', () => {
    it('set the same options as their setX, and return the same table', () => {
      const table = new DataTable();
      expect(table.editModalTemplate('books/modal.html.ejs')).to.equal(table);
      expect(table.editModalBodyTemplate('books/body.html.ejs')).to.equal(table);
      expect(table.editModalAdapter('bs5')).to.equal(table);
      expect(table.editModalTitle('Edit book')).to.equal(table);
      expect(table.pageLength(25)).to.equal(table);
      expect(table.mercure({ private: true })).to.equal(table);
      expect(table.count('exact')).to.equal(table);
      expect([table.getEditModalTemplate(), table.getEditModalBodyTemplate(), table.getEditModalAdapter(), table.getEditModalTitle()])
        .to.deep.equal(['books/modal.html.ejs', 'books/body.html.ejs', 'bs5', 'Edit book']);
      expect([table.getPageLength(), table.getMercure(), table.getCount()]).to.deep.equal([25, { private: true, topics: undefined }, 'exact']);
    });

    it('check their value as the setX do', () => {
      expect(() => new DataTable().pageLength(0)).to.throw(ConfigurationError, 'setPageLength() needs a positive integer, got 0');
      expect(() => new DataTable().mercure({ topics: [] })).to.throw(ConfigurationError, 'setMercure({ topics })');
      expect(() => new DataTable().count('approximate' as never)).to.throw(ConfigurationError, 'setCountStrategy() takes');
    });
  });

  describe('.columnVisibility(enabled) and .viewInUrl(prefix)', () => {
    it('are off by default, and chain', () => {
      const table = new DataTable();
      expect([table.getColumnVisibility(), table.getViewInUrl()]).to.deep.equal([false, null]);
      expect(table.columnVisibility().viewInUrl()).to.equal(table);
      expect([table.getColumnVisibility(), table.getViewInUrl()]).to.deep.equal([true, { prefix: '' }]);
      expect(table.columnVisibility(false).viewInUrl(false)).to.equal(table);
      expect([table.getColumnVisibility(), table.getViewInUrl()]).to.deep.equal([false, null]);
    });

    it('takes a prefix of letters, digits, "_", "-" and "."', () => {
      expect(new DataTable().viewInUrl('books_2-a.').getViewInUrl()).to.deep.equal({ prefix: 'books_2-a.' });
    });

    it('refuses a prefix a URL could not carry plainly, quoting it', () => {
      for (const bad of ['a b', 'a&b', 'a=b', 'ä', '[x]', 'x'.repeat(21), null, 7]) {
        expect(() => new DataTable().viewInUrl(bad as never)).to.throw(ConfigurationError, `viewInUrl() needs a prefix of at most 20 letters, digits, "_", "-" or ".", got ${JSON.stringify(bad)}`);
      }
    });
  });

  describe('.setColumnArrangement(options)', () => {
    it('is off by default; gives the browser only what is on', () => {
      expect(new DataTable().getArrangement()).to.equal(null);
      expect(new DataTable().setColumnArrangement({}).getArrangement()).to.equal(null);
      expect(new DataTable().setColumnArrangement({ fixedHeader: false, fixedColumns: 0, reorder: false, resize: false }).getArrangement()).to.equal(null);
      expect(new DataTable().setColumnArrangement({ fixedHeader: true, fixedColumns: 2, reorder: true, resize: true }).getArrangement())
        .to.deep.equal({ fixedHeader: { offset: 0 }, fixedColumns: 2, reorder: true, resize: true });
      expect(new DataTable().setColumnArrangement({ fixedHeader: { offset: 56 } }).getArrangement()).to.deep.equal({ fixedHeader: { offset: 56 } });
    });

    it('refuses what it cannot use, quoting it', () => {
      const refused: Array<[unknown, string]> = [
        [null, 'an object of options, got null'],
        [{ sticky: true }, 'only fixedHeader, fixedColumns, reorder, resize, got "sticky"'],
        [{ fixedHeader: 'yes' }, 'fixedHeader: true, or { offset } a whole number of pixels, got "yes"'],
        [{ fixedHeader: { offset: -1 } }, 'fixedHeader: true, or { offset } a whole number of pixels, got {"offset":-1}'],
        [{ fixedColumns: 1.5 }, 'fixedColumns: how many columns are pinned (a whole number), got 1.5'],
        [{ fixedColumns: -1 }, 'fixedColumns: how many columns are pinned (a whole number), got -1'],
        [{ reorder: 'on' }, 'reorder: true or false, got "on"'],
        [{ resize: 1 }, 'resize: true or false, got 1'],
      ];
      for (const [options, says] of refused) expect(() => new DataTable().setColumnArrangement(options as never)).to.throw(ConfigurationError, `setColumnArrangement() takes ${says}`);
    });
  });
});
