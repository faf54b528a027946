import { expect } from 'chai';
import { formatIsoDay, parseIsoDay } from '../../../lib/form/iso-day.js';

describe('iso-day', () => {
  describe('parseIsoDay(text)', () => {
    it('reads a YYYY-MM-DD day as midnight UTC', () => {
      expect(parseIsoDay('2024-02-29')?.toISOString()).to.equal('2024-02-29T00:00:00.000Z');
    });

    it('refuses days that do not exist and other formats', () => {
      for (const text of ['2023-02-29', '2024-13-01', '2024-04-31', '0000-01-01', '01/02/2024', '2024-1-1', '2024-01-01T00:00', '']) {
        expect(parseIsoDay(text), text).to.equal(null);
      }
    });
  });

  describe('formatIsoDay(value)', () => {
    it('gives the UTC day of a Date, whatever the time', () => {
      expect(formatIsoDay(new Date('2024-01-31T23:59:59Z'))).to.equal('2024-01-31');
    });

    it('keeps the date part of an ISO string and gives "" for an invalid Date', () => {
      expect(formatIsoDay('2024-01-31')).to.equal('2024-01-31');
      expect(formatIsoDay('2024-01-31T10:00:00Z')).to.equal('2024-01-31');
      expect(formatIsoDay(new Date('nope'))).to.equal('');
    });
  });
});
