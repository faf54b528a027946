import { expect } from 'chai';
import { describeChanges } from '../../../assets/realtime/describe-changes.js';
import type { RowChangeMessage } from '../../../lib/wire/live-view.js';
import { englishT } from '../support/page-language.js';

const bulk = (action: string, rows: { ids?: unknown[]; count?: number }): RowChangeMessage => ({ type: 'bulk', table: 'books', id: null, action, origin: null, ...rows });

describe('describeChanges(changes, t) of a published bulk', () => {
  it('says the rows of a bulk delete were deleted, by their ids or their count', () => {
    expect(describeChanges([bulk('delete', { ids: [1, 2, 3] })], englishT)).to.equal('3 rows were deleted');
    expect(describeChanges([bulk('delete', { count: 12 })], englishT)).to.equal('12 rows were deleted');
    expect(describeChanges([bulk('delete', { ids: [4] })], englishT)).to.equal('Row 4 was deleted');
  });

  it("says an application's bulk changed its rows, each row counted once with other changes", () => {
    expect(describeChanges([bulk('publish', { ids: [1, 2] })], englishT)).to.equal('2 rows were changed');
    const edit: RowChangeMessage = { type: 'edit', table: 'books', id: 2, origin: null };
    expect(describeChanges([edit, bulk('publish', { ids: [1, 2] })], englishT)).to.equal('2 rows were changed');
  });

  it('names no row for a change of rows shown through a relation (the reload shows it), nor lets it hide the others', () => {
    const related: RowChangeMessage = { type: 'bulk', table: 'books', id: null, ids: [], action: 'related', via: 'authors', origin: null };
    expect(describeChanges([related], englishT)).to.equal(null);
    expect(describeChanges([related, bulk('delete', { ids: [4] })], englishT)).to.equal('Row 4 was deleted');
  });
});
