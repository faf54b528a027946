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
