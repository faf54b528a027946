import { expect } from 'chai';
import { formatDate, formatLocaleDate, localeDateFormat } from '../../../lib/wire/format-date.js';

describe('formatDate(value, format)', () => {
  it('replaces the tokens YYYY MM DD HH mm ss', () => {
    expect(formatDate('2024-03-07T09:05:02', 'DD/MM/YYYY HH:mm:ss')).to.equal('07/03/2024 09:05:02');
  });

  it('shows a date without a zone as written', () => {
    expect(formatDate('2024-03-07', 'YYYY-MM-DD')).to.equal('2024-03-07');
    expect(formatDate('2024-03-07', 'DD.MM.YYYY HH:mm')).to.equal('07.03.2024 00:00');
  });

  it('keeps the calendar day of a date serialised as midnight UTC', () => {
    expect(formatDate('2024-03-07T00:00:00.000Z', 'DD/MM/YYYY')).to.equal('07/03/2024');
  });

  it('shows an instant with a zone in local time', () => {
    const instant = new Date(2024, 2, 7, 13, 4, 5);
    expect(formatDate(instant.toISOString(), 'YYYY-MM-DD HH:mm:ss')).to.equal('2024-03-07 13:04:05');
    expect(formatDate(instant.getTime(), 'HH:mm')).to.equal('13:04');
  });

  it('gives null for what is no date', () => {
    expect(formatDate('soon', 'YYYY')).to.equal(null);
    expect(formatDate(true, 'YYYY')).to.equal(null);
  });
});

describe('localeDateFormat(locale)', () => {
  it('is the order and separators formatLocaleDate writes a day in', () => {
    expect(localeDateFormat('de')).to.equal('DD.MM.YYYY');
    expect(localeDateFormat('en-US')).to.equal('MM/DD/YYYY');
    expect(localeDateFormat('en-GB')).to.equal('DD/MM/YYYY');
    expect(localeDateFormat('ja')).to.equal('YYYY/MM/DD');
    for (const locale of ['de', 'en-US', 'en-GB', 'fr', 'es', 'ja', 'hu', 'sv']) {
      expect(formatDate('1973-02-14', localeDateFormat(locale)), locale).to.equal(formatLocaleDate('1973-02-14', locale));
    }
  });

  it('leaves out the direction marks an Arabic date carries', () => {
    expect(localeDateFormat('ar')).to.match(/^[DMY/.\-\s]+$/);
  });
});
