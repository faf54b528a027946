import { expect } from 'chai';
import fc from 'fast-check';
import { boundedWidth, inNamedOrder, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, readWidths, widthNames, widthsText } from '../../../lib/wire/column-arrangement.js';

const COLUMNS = [{ name: 'title', kind: 'text' }, { name: 'year', kind: 'number' }, { name: 'actions', kind: 'action' }];

describe('lib/wire/column-arrangement', () => {
  describe('inNamedOrder(shown, named)', () => {
    it('puts the named in the order named, in the places the named held; the others keep theirs', () => {
      expect(inNamedOrder(['id', 'title', 'year', 'actions'], ['year', 'title'])).to.deep.equal(['id', 'year', 'title', 'actions']);
      expect(inNamedOrder(['id', 'title', 'year'], ['year', 'gone', 'id', 'year'])).to.deep.equal(['year', 'title', 'id']);
      expect(inNamedOrder(['a', 'b'], [])).to.deep.equal(['a', 'b']);
    });

    it('keeps exactly the columns shown, whatever is named', () => {
      fc.assert(fc.property(fc.shuffledSubarray(['a', 'b', 'c', 'd', 'e']), fc.array(fc.constantFrom('a', 'b', 'c', 'x')), (shown, named) => {
        expect([...inNamedOrder(shown, named)].sort()).to.deep.equal([...shown].sort());
      }));
    });
  });

  describe('widthsText(widths, names) and readWidths(text, columns)', () => {
    it('round-trips the widths of columns that may be sized, in the columns\' order', () => {
      const text = widthsText({ year: 90, title: 240 }, ['title', 'year', 'actions']);
      expect(text).to.equal('title:240,year:90');
      expect(readWidths(text, COLUMNS)).to.deep.equal({ widths: { title: 240, year: 90 }, unread: [] });
      expect(widthNames('title:240,:9,year')).to.deep.equal(['title']);
    });

    it('leaves out, and lists, what does not read', () => {
      expect(readWidths(`actions:100,title:${MIN_COLUMN_WIDTH - 1},year:${MAX_COLUMN_WIDTH + 1},title:0x50,year:90,year:91`, COLUMNS))
        .to.deep.equal({ widths: { year: 90 }, unread: ['actions:100', `title:${MIN_COLUMN_WIDTH - 1}`, `year:${MAX_COLUMN_WIDTH + 1}`, 'title:0x50', 'year:91'] });
    });

    it('bounds a width the user dragged to a whole number of pixels within the limits', () => {
      expect([boundedWidth(3), boundedWidth(120.6), boundedWidth(1e9)]).to.deep.equal([MIN_COLUMN_WIDTH, 121, MAX_COLUMN_WIDTH]);
    });
  });
});
