import { expect } from 'chai';
import fc from 'fast-check';
import { column } from '../../support/column-view.js';
import { savedViewProblem } from '../../../lib/wire/saved-view-problem.js';
import { readSavedView, savedViewQuery, type SavedViewTable } from '../../../lib/wire/saved-view-query.js';
import { MAX_VIEW_QUERY } from '../../../lib/wire/saved-views.js';
import { MAX_VIEW_VALUE, pageLengths, type UrlView } from '../../../lib/wire/view-url.js';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../../../lib/wire/column-arrangement.js';

const TABLE: SavedViewTable = {
  columns: [
    column('id', { kind: 'number', type: 'num' }),
    column('title', { alwaysVisible: true, filter: { kind: 'text', mode: 'contains' } }),
    column('status', { kind: 'choice', filter: { kind: 'choice', choices: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }] } }),
    column('featured', { kind: 'boolean', filter: { kind: 'boolean' } }),
    column('price', { kind: 'number', type: 'num', filter: { kind: 'number' } }),
    column('summary', { visible: false, orderable: false }),
    column('actions', { kind: 'action', orderable: false }),
  ],
  lengths: pageLengths(5),
  groups: ['status'],
};

const DEFAULTS: UrlView = {
  search: '',
  order: [{ column: 'id', dir: 'asc' }],
  length: 5,
  visible: ['id', 'title', 'status', 'featured', 'price', 'actions'],
  widths: {},
  filters: {},
};

describe('lib/wire/saved-view-query', () => {
  describe('savedViewQuery(view, group, defaults, table) and readSavedView(query, table, defaults)', () => {
    it('reads back every view it writes, and its grouping, losing nothing', () => {
      const views = fc.record({
        search: fc.string({ maxLength: 20 }),
        order: fc.subarray(['id', 'title', 'status', 'price']).chain((names) => fc.tuple(...names.map((name) => fc.constantFrom('asc', 'desc').map((dir) => ({ column: name, dir: dir as 'asc' | 'desc' }))))),
        length: fc.constantFrom(...TABLE.lengths),
        shown: fc.shuffledSubarray(['id', 'title', 'status', 'featured', 'price', 'summary']),
        widths: fc.dictionary(fc.constantFrom('id', 'title', 'price', 'summary'), fc.integer({ min: MIN_COLUMN_WIDTH, max: MAX_COLUMN_WIDTH })),
        status: fc.option(fc.subarray(['draft', 'published'], { minLength: 1 })),
        featured: fc.option(fc.boolean()),
        group: fc.constantFrom(undefined, null, 'status'),
      });
      fc.assert(fc.property(views, ({ search, order, length, shown, widths, status, featured, group }) => {
        // In the order shown (the user moved them), `title` (always visible) among them, the action column last.
        const visible = [...(shown.includes('title') ? shown : ['title', ...shown]), 'actions'];
        const filters = { ...(status ? { status: { in: status } } : {}), ...(featured === null ? {} : { featured: { is: featured } }) };
        const view: UrlView = { search, order, length, visible, widths, filters };
        const query = savedViewQuery(view, group, DEFAULTS, TABLE);
        expect(savedViewProblem(query, TABLE)).to.equal(null);
        const read = readSavedView(query, TABLE, DEFAULTS);
        expect(read.lost).to.deep.equal([]);
        // A grouping equal to the declared one (none) is not written: it reads back as the table's own.
        expect(read.group).to.equal(group === null ? undefined : group);
        if (query !== '') expect(read.view).to.deep.equal(view);
      }));
    });

    it('lists each column and grouping the table lost, once, and reads the rest', () => {
      const read = readSavedView('order=-gone,title&cols=title,gone,old&f.old=x&f.status=draft&group=writer', TABLE, DEFAULTS);
      expect(read.lost).to.have.members(['gone', 'old', 'writer']).and.to.have.length(3);
      expect(read.view.order).to.deep.equal([{ column: 'title', dir: 'asc' }]);
      expect(read.view.filters).to.deep.equal({ status: { in: ['draft'] } });
      expect(read.group).to.equal(undefined);
    });
  });

  describe('savedViewProblem(query, table)', () => {
    it('keeps the empty query (the declared view) and a query of every part', () => {
      expect(savedViewProblem('', TABLE)).to.equal(null);
      // Regression: a view ordered by nothing writes `order=`, which was refused as an order by "".
      expect(savedViewProblem('order=', TABLE)).to.equal(null);
      expect(savedViewProblem('q=dune&order=-title,id&len=25&cols=id,price&f.status=draft,published&f.featured=true&f.price=1..9&group=', TABLE)).to.equal(null);
      expect(savedViewProblem('cols=price,title,id&widths=title:240,price:48', TABLE)).to.equal(null);
    });

    const refusals: Array<[unknown, RegExp]> = [
      [42, /must be text/],
      ['q='.padEnd(MAX_VIEW_QUERY + 1, 'x'), /longer than 4000/],
      ['q=a&q=b', /"q" is given twice/],
      ['page=2', /"page" is not a view's parameter/],
      [`q=${'x'.repeat(MAX_VIEW_VALUE + 1)}`, /"q" is longer than 500/],
      ['order=gone', /no column "gone"/],
      ['cols=title,old&f.lost=1', /no column "old", "lost"/],
      ['group=title', /not grouped by "title"/],
      ['len=30', /page length "30" is not offered/],
      ['len=1e1', /page length "1e1"/],
      ['order=summary', /not ordered by "summary"/],
      ['order=-actions', /not ordered by "-actions"/],
      ['f.id=1', /"id" has no filter/],
      ['f.status=archived', /filter of "status" does not read: "archived"/],
      ['f.featured=yes', /filter of "featured" does not read/],
      ['f.price=..', /filter of "price" does not read/],
      ['widths=gone:100', /no column "gone"/],
      ['widths=title:47', /width "title:47" does not read/],
      ['widths=title:2001', /width "title:2001" does not read/],
      ['widths=actions:100', /width "actions:100" does not read/],
      ['widths=title:100,title:120', /width "title:120" does not read/],
      ['widths=title', /width "title" does not read/],
    ];
    for (const [query, reason] of refusals) {
      it(`refuses ${JSON.stringify(String(query).slice(0, 40))}, saying why`, () => {
        expect(savedViewProblem(query, TABLE)).to.match(reason);
      });
    }

    it('names a long unknown column cut to a length a message holds', () => {
      expect(savedViewProblem(`order=${'z'.repeat(300)}`, TABLE)).to.have.length.below(120);
    });
  });
});
