import { expect } from 'chai';
import { DateColumn } from '../../../lib/column/DateColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('DateColumn', () => {
  it('is of kind "date" and type "date", and holds data', () => {
    const column = DateColumn.new('publishedOn');
    expect([column.kind, column.type, column.holdsData]).to.deep.equal(['date', 'date', true]);
  });

  it('refuses any other type', () => {
    for (const type of ['num', 'num-fmt', 'string', 'string-utf8', 'html'] as const) {
      expect(() => DateColumn.new('publishedOn').setType(type)).to.throw(ConfigurationError, `"${type}"`);
    }
  });

  describe('.setDateFormat(format)', () => {
    it('defaults to YYYY-MM-DD', () => {
      expect(DateColumn.new('publishedOn').dateFormat).to.equal('YYYY-MM-DD');
    });

    it('sets the format, returns the same column and sends it as an option', () => {
      const column = DateColumn.new('publishedOn');
      expect(column.setDateFormat('DD/MM/YYYY HH:mm')).to.equal(column);
      expect(column.dateFormat).to.equal('DD/MM/YYYY HH:mm');
      expect(column.toView({ searchable: true, orderable: true }).options).to.deep.equal({ dateFormat: 'DD/MM/YYYY HH:mm' });
    });
  });
});
