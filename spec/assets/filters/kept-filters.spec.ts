import { expect } from 'chai';
import { keptFilters } from '../../../assets/filters/kept-filters.js';
import type { ColumnView } from '../../../lib/wire/page-view.js';

const columns = [
  { name: 'status', filter: { kind: 'choice', choices: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }] } },
  { name: 'pages', filter: { kind: 'number' } },
  { name: 'title' },
] as unknown as ColumnView[];

describe('keptFilters(saved, columns) (a plain link back to the page lost the filters the search and order came back with)', () => {
  it('gives back the filters of the kept state', () => {
    expect(keptFilters({ status: { in: ['draft'] }, pages: { from: '100' } }, columns)).to.deep.equal({ status: { in: ['draft'] }, pages: { from: '100' } });
  });

  it('leaves out, as the URL reader does, a column without a filter, a choice not offered and what is not a filter', () => {
    expect(keptFilters({ title: { text: 'x' }, status: { in: ['gone'] }, pages: 'nonsense', other: { in: ['a'] } }, columns)).to.deep.equal({});
    expect(keptFilters(null, columns)).to.deep.equal({});
    expect(keptFilters('x', columns)).to.deep.equal({});
  });
});
