import { expect } from 'chai';
import { BooleanColumn } from '../../../lib/column/BooleanColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('BooleanColumn', () => {
  it('is of kind "boolean" and type "num" by default, and holds data', () => {
    const column = BooleanColumn.new('inStock');
    expect([column.kind, column.type, column.holdsData]).to.deep.equal(['boolean', 'num', true]);
  });

  it('accepts "string" and refuses "date" and "html"', () => {
    expect(BooleanColumn.new('inStock').setType('string').type).to.equal('string');
    expect(() => BooleanColumn.new('inStock').setType('date')).to.throw(ConfigurationError, '"inStock"');
    expect(() => BooleanColumn.new('inStock').setType('html')).to.throw(ConfigurationError, '"html"');
  });

  describe('.renderAsSwitch(asSwitch)', () => {
    it('is off by default and sent as an option', () => {
      const column = BooleanColumn.new('inStock');
      expect(column.rendersAsSwitch).to.equal(false);
      expect(column.toView({ searchable: true, orderable: true }).options).to.deep.equal({ renderAsSwitch: false });
    });

    it('turns the switch on, returns the same column, and off again with false', () => {
      const column = BooleanColumn.new('inStock');
      expect(column.renderAsSwitch()).to.equal(column);
      expect(column.rendersAsSwitch).to.equal(true);
      expect(column.toView({ searchable: true, orderable: true }).options).to.deep.equal({ renderAsSwitch: true });
      expect(column.renderAsSwitch(false).rendersAsSwitch).to.equal(false);
    });
  });
});
