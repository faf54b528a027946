import { expect } from 'chai';
import { formatLocaleDate } from '../../../lib/wire/format-date.js';

// A day of the years 0 to 99 was shown 1900 years later: `Date.UTC` reads a year below 100 as 19xx,
// so `0099-03-04` was shown as 03/04/1999 (in the table, the edit form's search and every export).
describe('a date of the years 0 to 99, shown in a locale', () => {
  it('keeps its own year', () => {
    expect(formatLocaleDate('0099-03-04', 'en')).to.equal('03/04/99');
    expect(formatLocaleDate('0001-12-31', 'de')).to.equal('31.12.1');
    expect(formatLocaleDate('0500-01-02', 'fr')).to.equal('02/01/500');
    expect(formatLocaleDate('1999-03-04', 'en')).to.equal('03/04/1999');
  });
});
