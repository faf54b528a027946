import { expect } from 'chai';
import type { EntityProperty } from '@mikro-orm/core';
import { convertIdentifier } from '../../../lib/persistence/identifier.js';
import { fitsInteger, sqlTypeFamily } from '../../../lib/persistence/column-sql-type.js';
import { propertyConstraints } from '../../../lib/form/property-constraints.js';
import { fitsIntegerType, integerRange, isIntegerType } from '../../../lib/persistence/integer-types.js';

const property = (columnType: string, runtimeType = 'number') =>
  ({ name: 'n', columnTypes: [columnType], type: columnType, runtimeType }) as unknown as EntityProperty;

describe('integer-types', () => {
  describe('integerRange(typeName)', () => {
    it('knows the range of every name of the three PostgreSQL integer types', () => {
      for (const name of ['smallint', 'int2', 'smallserial']) expect(integerRange(name)).to.deep.equal({ min: -32768n, max: 32767n });
      for (const name of ['int', 'integer', 'int4', 'serial']) expect(integerRange(name)).to.deep.equal({ min: -2147483648n, max: 2147483647n });
      for (const name of ['bigint', 'int8', 'bigserial']) {
        expect(integerRange(name)).to.deep.equal({ min: -9223372036854775808n, max: 9223372036854775807n });
      }
    });

    it('is null for other types', () => {
      for (const name of ['numeric', 'text', 'interval', 'int4range', '']) {
        expect(integerRange(name)).to.equal(null);
        expect(isIntegerType(name)).to.equal(false);
      }
    });
  });

  it('fitsIntegerType accepts the bounds and refuses one past them', () => {
    expect(fitsIntegerType('int2', '-32768')).to.equal(true);
    expect(fitsIntegerType('int2', '32768')).to.equal(false);
    expect(fitsIntegerType('int8', '9223372036854775807')).to.equal(true);
    expect(fitsIntegerType('int8', '9223372036854775808')).to.equal(false);
    expect(fitsIntegerType('int4', '1e3')).to.equal(false);
  });

  describe('the three places that used their own copies now agree', () => {
    const cases: Array<[string, string, boolean]> = [
      ['smallint', '32767', true], ['smallint', '32768', false],
      ['int4', '2147483647', true], ['int4', '2147483648', false],
      ['serial', '-2147483648', true], ['serial', '-2147483649', false],
    ];
    for (const [type, literal, fits] of cases) {
      it(`${type} ${literal}: search ${fits ? 'matches' : 'skips'}, the identifier ${fits ? 'converts' : 'names no row'}, the form ${fits ? 'accepts' : 'refuses'}`, () => {
        const prop = property(type);
        expect(sqlTypeFamily(prop)).to.equal('integer');
        expect(fitsInteger(prop, literal)).to.equal(fits);
        expect(convertIdentifier(prop, literal)).to.equal(fits ? Number(literal) : null);
        const { min, max } = propertyConstraints(prop);
        expect(Number(literal) >= min! && Number(literal) <= max!).to.equal(fits);
      });
    }
  });
});
