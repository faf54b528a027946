import { expect } from 'chai';
import { column } from '../../support/column-view.js';
import { MOST_RELATED_IDS } from '../../../lib/wire/relation-options.js';
import {
  MAX_VIEW_VALUE, filterText, isViewParam, readFilter, readViewParams, viewParams, withViewParams, type UrlView, type UrlViewTable,
} from '../../../lib/wire/view-url.js';

const TABLE: UrlViewTable = {
  columns: [
    column('id', { kind: 'number', type: 'num' }),
    column('title', { alwaysVisible: true, filter: { kind: 'text', mode: 'contains' } }),
    column('status', { kind: 'choice', filter: { kind: 'choice', choices: [{ value: 'draft', label: 'Draft' }, { value: 'pub,lished', label: 'Published' }, { value: 'a\\b', label: 'Slash' }] } }),
    column('featured', { kind: 'boolean', filter: { kind: 'boolean' } }),
    column('publishedOn', { kind: 'date', type: 'date', filter: { kind: 'date' } }),
    column('price', { kind: 'number', type: 'num', filter: { kind: 'number' } }),
    column('summary', { visible: false, orderable: false }),
    column('actions', { kind: 'action', orderable: false }),
  ],
  lengths: [10, 25, 50, 100],
};

const DEFAULTS: UrlView = {
  search: '',
  order: [{ column: 'id', dir: 'asc' }],
  length: 10,
  visible: ['id', 'title', 'status', 'featured', 'publishedOn', 'price', 'actions'],
  widths: {},
  filters: {},
};

const query = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();

describe('lib/wire/view-url', () => {
  describe('viewParams(view, defaults, prefix, table) and readViewParams(query, prefix, table, defaults)', () => {
    it('writes nothing for the declared view, and reads a query without the table\'s parameters as no view', () => {
      expect(viewParams(DEFAULTS, DEFAULTS, '', TABLE)).to.deep.equal([]);
      expect(readViewParams('page=2&other=1', '', TABLE, DEFAULTS)).to.equal(null);
    });

    it('writes readable parameters, and reads back the same view', () => {
      const view: UrlView = {
        search: 'dune & co',
        order: [{ column: 'price', dir: 'desc' }, { column: 'title', dir: 'asc' }],
        length: 25,
        visible: ['title', 'status', 'price', 'summary', 'actions'],
        widths: { title: 240, price: 90 },
        filters: {
          status: { in: ['draft', 'pub,lished', 'a\\b'] },
          featured: { is: false },
          publishedOn: { from: '2024-01-01', to: '2024-12-31' },
          price: { to: '-12.5' },
          title: { text: 'a..b, c' },
        },
      };
      const pairs = viewParams(view, DEFAULTS, 'b.', TABLE);
      expect(pairs).to.deep.include.members([
        ['b.q', 'dune & co'],
        ['b.order', '-price,title'],
        ['b.len', '25'],
        ['b.cols', 'status,price,summary'],
        ['b.widths', 'title:240,price:90'],
        ['b.f.status', 'draft,pub\\,lished,a\\\\b'],
        ['b.f.featured', 'false'],
        ['b.f.publishedOn', '2024-01-01..2024-12-31'],
        ['b.f.price', '..-12.5'],
      ]);
      expect(readViewParams(query(pairs), 'b.', TABLE, DEFAULTS)).to.deep.equal(view);
    });

    it('writes the columns shown in the order shown, naming the ones no link hides once moved, and reads that order back', () => {
      const moved: UrlView = { ...DEFAULTS, visible: ['price', 'id', 'title', 'status', 'featured', 'publishedOn', 'actions'] };
      const pairs = viewParams(moved, DEFAULTS, '', TABLE);
      // `title` is always visible, unnamed while the columns sit in the table's order; named once it moved with them.
      expect(pairs).to.deep.equal([['cols', 'price,id,title,status,featured,publishedOn']]);
      expect(readViewParams(query(pairs), '', TABLE, DEFAULTS)).to.deep.equal(moved);
      // Hiding alone, in the table's order, names no fixed column (links written before columns moved read the same).
      expect(viewParams({ ...DEFAULTS, visible: ['title', 'price', 'actions'] }, DEFAULTS, '', TABLE)).to.deep.equal([['cols', 'price']]);
    });

    it('keeps a shown column a link leaves unnamed in its place, and the action column last', () => {
      // `title` (always visible) is not named: the named take the places the named held, in the order named.
      expect(readViewParams('cols=price,id', '', TABLE, DEFAULTS)!.visible).to.deep.equal(['price', 'title', 'id', 'actions']);
      expect(readViewParams('cols=actions,price,id', '', TABLE, DEFAULTS)!.visible).to.deep.equal(['price', 'title', 'id', 'actions']);
    });

    it('reads only its own prefix: two tables of one page keep their views apart', () => {
      const search = withViewParams(withViewParams('', 'a.', [['a.q', 'one']]), 'b.', [['b.q', 'two'], ['b.len', '50']]);
      expect(readViewParams(search, 'a.', TABLE, DEFAULTS)).to.include({ search: 'one', length: 10 });
      expect(readViewParams(search, 'b.', TABLE, DEFAULTS)).to.include({ search: 'two', length: 50 });
    });
  });

  describe('withViewParams(query, prefix, pairs)', () => {
    it('replaces the table\'s parameters and keeps the page\'s own, in order', () => {
      expect(withViewParams('tab=2&q=old&f.status=x&fq=1&order=id', '', [['q', 'new']])).to.equal('tab=2&fq=1&q=new');
      expect(withViewParams('b.q=x&q=mine', 'b.', [])).to.equal('q=mine');
    });

    it('tells the table\'s parameters from the others', () => {
      expect(['q', 'order', 'len', 'cols', 'f.status'].every((name) => isViewParam(name, ''))).to.equal(true);
      expect(['qq', 'f.', 'b.q', 'page'].some((name) => isViewParam(name, ''))).to.equal(false);
    });
  });

  describe('reading a hand-edited or hostile URL', () => {
    const read = (search: string) => readViewParams(search, '', TABLE, DEFAULTS)!;

    it('leaves out columns it does not know, cannot order or cannot hide', () => {
      const view = read('order=-nosuch,summary,-actions,__proto__,price,-price&cols=nosuch,constructor,price');
      expect(view.order).to.deep.equal([{ column: 'price', dir: 'asc' }]);
      // `title` is always visible and `actions` is the action column: a link cannot hide them.
      expect(view.visible).to.deep.equal(['title', 'price', 'actions']);
    });

    it('reads the widths it can and leaves out the others: a column unknown, not sized, twice, out of bounds, not a number', () => {
      const view = read(`widths=${encodeURIComponent('title:240,nosuch:100,actions:90,title:300,price:20,id:3000,status:1e2,featured:,:80,publishedOn:48')}`);
      expect(view.widths).to.deep.equal({ title: 240, publishedOn: 48 });
      expect(read('widths=').widths).to.deep.equal({});
    });

    it('keeps the default for a page length it does not offer, and for any value past its length', () => {
      for (const len of ['7', '-1', '1e2', '25.0', ' 25', '9'.repeat(40)]) expect(read(`len=${encodeURIComponent(len)}`).length).to.equal(10);
      expect(read(`q=${'x'.repeat(MAX_VIEW_VALUE + 1)}`).search).to.equal('');
      expect(read(`q=${'x'.repeat(MAX_VIEW_VALUE)}`).search).to.have.length(MAX_VIEW_VALUE);
    });

    it('drops filters that do not parse, name no filterable column, or offer no choice', () => {
      const view = read(query([
        ['f.status', 'nosuch,<script>'], ['f.featured', 'yes'], ['f.publishedOn', '2024-13-01..'], ['f.price', '1..2..3'],
        ['f.id', '1'], ['f.nosuch', 'x'], ['f.__proto__', 'draft'], ['f.constructor', 'x'], ['f.title', '   '], ['f.summary', 'x'],
        ['f.publishedOn', '..'],
      ]));
      expect(view.filters).to.deep.equal({});
      expect(Object.getPrototypeOf(view.filters)).to.equal(Object.prototype);
    });

    it('never throws, whatever the query holds', () => {
      const hostile = ['%', '%E0%A4%A', 'q=%ZZ', 'order=,,,-,--,', 'cols=', 'f.status=\\', 'f.status=,\\,', '&&==&', '\u0000=\u0000', 'f.price=-..-', `q=${'%F0%9F%92%A9'.repeat(200)}`];
      for (const search of hostile) expect(() => readViewParams(search, '', TABLE, DEFAULTS)).to.not.throw();
      expect(read('cols=').visible).to.deep.equal(['title', 'actions']);
      expect(read('f.status=\\').filters).to.deep.equal({});
    });

    it('reads the first value of a parameter given twice', () => {
      expect(read('f.featured=true&f.featured=false').filters).to.deep.equal({ featured: { is: true } });
    });
  });

  describe('filterText(value) and readFilter(text, column)', () => {
    it('round-trips each filter shape', () => {
      const cases: Array<[string, Parameters<typeof filterText>[0]]> = [
        ['status', { in: ['draft'] }],
        ['featured', { is: true }],
        ['publishedOn', { from: '2024-02-29' }],
        ['price', { from: '0', to: '10.25' }],
        ['title', { text: '“quoted” & <b>' }],
      ];
      for (const [name, value] of cases) {
        expect(readFilter(filterText(value), TABLE.columns.find((candidate) => candidate.name === name)!)).to.deep.equal(value);
      }
    });

    it('reads a relation filter as the related rows\' keys: distinct, none empty, at most MOST_RELATED_IDS', () => {
      const author = column('author', { related: { many: false, relation: true }, filter: { kind: 'relation' } });
      expect(readFilter(filterText({ in: ['7', 'a,b', '7'] }), author)).to.deep.equal({ in: ['7', 'a,b'] });
      expect(readFilter(',,', author)).to.equal(null);
      expect(readFilter(Array.from({ length: MOST_RELATED_IDS + 1 }, (_, i) => i).join(','), author)).to.equal(null);
    });
  });
});
