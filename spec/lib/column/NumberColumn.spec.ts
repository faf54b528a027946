import { expect } from 'chai';
import { NumberColumn } from '../../../lib/column/NumberColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('NumberColumn', () => {
  it('is of kind "number" and type "num" by default, and holds data', () => {
    const column = NumberColumn.new('price');
    expect([column.kind, column.type, column.holdsData]).to.deep.equal(['number', 'num', true]);
  });

  it('accepts the type "num-fmt"', () => {
    expect(NumberColumn.new('price').setType('num-fmt').type).to.equal('num-fmt');
  });

  for (const type of ['string', 'string-utf8', 'html', 'date'] as const) {
    it(`refuses the type "${type}"`, () => {
      expect(() => NumberColumn.new('price').setType(type)).to.throw(ConfigurationError, `Type "${type}" does not fit column "price"`);
    });
  }

  it('sends no options', () => {
    expect(NumberColumn.new('price').toView({ searchable: true, orderable: true }).options).to.deep.equal({});
  });
});

describe('NumberColumn decimals (a price 20 showed as 20 beside 4.99)', () => {
  describe('.setDecimals(decimals)', () => {
    it('sends the decimals as an option and returns the same column', () => {
      const column = NumberColumn.new('price');
      expect(column.setDecimals(2)).to.equal(column);
      expect(column.decimals).to.equal(2);
      expect(column.toView({ searchable: true, orderable: true }).options).to.deep.equal({ decimals: 2 });
    });

    for (const decimals of [-1, 1.5, 21, Number.NaN]) {
      it(`refuses ${decimals} decimals, naming the column`, () => {
        expect(() => NumberColumn.new('price').setDecimals(decimals)).to.throw(ConfigurationError, 'Column "price" cannot show');
      });
    }
  });

  describe('.toView(resolved)', () => {
    it('sends the scale the router found on its decimal property', () => {
      expect(NumberColumn.new('price').toView({ searchable: true, orderable: true, decimals: 2 }).options).to.deep.equal({ decimals: 2 });
    });

    it('prefers its own decimals to the scale', () => {
      expect(NumberColumn.new('price').setDecimals(0).toView({ searchable: true, orderable: true, decimals: 2 }).options).to.deep.equal({ decimals: 0 });
    });

    it('shows at most 20 decimals of a larger scale', () => {
      expect(NumberColumn.new('ratio').toView({ searchable: true, orderable: true, decimals: 30 }).options).to.deep.equal({ decimals: 20 });
    });
  });
});
