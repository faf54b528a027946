import { expect } from 'chai';
import { DateColumn } from '../../../lib/column/DateColumn.js';
import { dateTest } from '../../../lib/persistence/search-date.js';
import { formatLocaleDate } from '../../../lib/wire/format-date.js';

const day = (from: string, to: string) => ({ kind: 'date', from, to, prefix: from });

describe('dateTest(column, term, locale)', () => {
  describe('a date column without a format, in the locale the browser shows it in', () => {
    const column = DateColumn.new('on');

    it('reads day and month in the locale\'s order', () => {
      expect(dateTest(column, '14.02.1973', 'de')).to.deep.equal(day('1973-02-14', '1973-02-15'));
      expect(dateTest(column, '14/02/1973', 'en-GB')).to.deep.equal(day('1973-02-14', '1973-02-15'));
      expect(dateTest(column, '02/14/1973', 'en-US')).to.deep.equal(day('1973-02-14', '1973-02-15'));
      expect(dateTest(column, '1973/02/14', 'ja')).to.deep.equal(day('1973-02-14', '1973-02-15'));
      expect(dateTest(column, '14/02/1973', 'en-US')).to.equal(null);
    });

    it('takes a day or month of one digit, and another separator than the locale\'s', () => {
      expect(dateTest(column, '5.5.1964', 'de')).to.deep.equal(day('1964-05-05', '1964-05-06'));
      expect(dateTest(column, '05/05/1964', 'de')).to.deep.equal(day('1964-05-05', '1964-05-06'));
      expect(dateTest(column, '05-05-1964', 'fr')).to.deep.equal(day('1964-05-05', '1964-05-06'));
    });

    it('reads a month without its day as the month', () => {
      expect(dateTest(column, '02.1973', 'de')).to.deep.equal({ kind: 'date', from: '1973-02-01', to: '1973-03-01', prefix: '1973-02' });
      expect(dateTest(column, '12/1973', 'en-US')).to.deep.equal({ kind: 'date', from: '1973-12-01', to: '1974-01-01', prefix: '1973-12' });
      expect(dateTest(column, '1973/02', 'ja')).to.deep.equal({ kind: 'date', from: '1973-02-01', to: '1973-03-01', prefix: '1973-02' });
    });

    it('still reads ISO terms, and nothing as a date without a locale but ISO', () => {
      expect(dateTest(column, '1973-02', 'en-US')).to.deep.include({ from: '1973-02-01', to: '1973-03-01' });
      expect(dateTest(column, '14.02.1973')).to.equal(null);
    });

    it('matches nothing for a day or month that does not exist', () => {
      for (const [term, locale] of [['30.02.1973', 'de'], ['13/01/1973', 'en-US'], ['00.1973', 'de'], ['14.02.73', 'de'], ['14.02', 'de']]) {
        expect(dateTest(column, term, locale), `${term} in ${locale}`).to.equal(null);
      }
    });

    it('finds each day as formatLocaleDate shows it, in every locale the browser may use', () => {
      const locales = ['ar', 'de', 'de-CH', 'en', 'en-GB', 'en-IN', 'es', 'fr', 'fr-CA', 'hu', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'sv', 'tr', 'zh'];
      for (const locale of locales) {
        for (const iso of ['1973-02-14', '1964-05-05', '2024-12-31']) {
          const shown = formatLocaleDate(iso, locale)!;
          expect(dateTest(column, shown, locale), `${shown} in ${locale}`).to.deep.include({ from: iso });
        }
      }
    });
  });

  describe('a date column with a format', () => {
    it('reads its format, not the locale\'s', () => {
      const column = DateColumn.new('on').setDateFormat('DD/MM/YYYY');
      expect(dateTest(column, '02/03/1973', 'en-US')).to.deep.include({ from: '1973-03-02' });
    });
  });
});
