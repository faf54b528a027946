import { expect } from 'chai';
import fc from 'fast-check';
import { addDecimals, compareDecimals, decimalText, divideDecimal, exactDecimal } from '../../../lib/persistence/exact-decimal.js';
import { manualTotals } from '../../../lib/persistence/manual-totals.js';
import { NumberColumn } from '../../../lib/index.js';

const text = (value: unknown) => decimalText(exactDecimal(value)!);

describe('exact decimals (a hand-built table\'s totals)', () => {
  it('reads numbers by their shortest text and decimal text as written', () => {
    expect(text(0.1)).to.equal('0.1');
    expect(text(1e21)).to.equal('1000000000000000000000');
    expect(text(-1.5e-7)).to.equal('-0.00000015');
    expect(text('12.50')).to.equal('12.50');
    expect(text(' -0.5 ')).to.equal('-0.5');
    expect(text(9007199254740993n)).to.equal('9007199254740993');
    for (const bad of ['', '.', 'abc', '1e999999999', NaN, Infinity, true, null, {}]) expect(exactDecimal(bad), String(bad)).to.equal(null);
  });

  it('adds without binary rounding: 0.1 + 0.2 is 0.3', () => {
    expect(decimalText(addDecimals(exactDecimal(0.1)!, exactDecimal(0.2)!))).to.equal('0.3');
    expect(decimalText(addDecimals(exactDecimal('9007199254740993')!, exactDecimal(1)!))).to.equal('9007199254740994');
  });

  it('divides rounding half away from zero, and compares across scales', () => {
    expect(decimalText(divideDecimal(exactDecimal(2)!, 3, 4))).to.equal('0.6667');
    expect(decimalText(divideDecimal(exactDecimal(-1)!, 8, 2))).to.equal('-0.13');
    expect(decimalText(divideDecimal(exactDecimal('0.05')!, 1, 1))).to.equal('0.1');
    expect(compareDecimals(exactDecimal('1.50')!, exactDecimal(1.5)!)).to.equal(0);
    expect(compareDecimals(exactDecimal(-2)!, exactDecimal('-1.99')!)).to.equal(-1);
  });

  it('sums any integers exactly, as BigInt does (property)', () => {
    fc.assert(fc.property(fc.array(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), { minLength: 1, maxLength: 30 }), (values) => {
      const totals = manualTotals(values.map((value) => ({ n: String(value) })), { n: ['sum', 'min', 'max'] }, { column: () => NumberColumn.new('n') });
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(totals.values.n).to.deep.equal({ sum: String(values.reduce((a, b) => a + b, 0n)), min: String(sorted[0]), max: String(sorted.at(-1)) });
    }));
  });
});
