import { expect } from 'chai';
import type { EntityProperty } from '@mikro-orm/core';
import { comparableInSql, equalInSql } from '../../../lib/persistence/sql-equality.js';

const prop = (runtimeType: string, columnType: string, extra: Partial<EntityProperty> = {}) =>
  ({ name: 'field', runtimeType, columnTypes: [columnType], ...extra }) as unknown as EntityProperty;

describe('equalInSql(prop, value)', () => {
  it('holds for a boolean, an integer it holds, a string of a text column, and null of a nullable one', () => {
    expect(equalInSql(prop('boolean', 'boolean'), false)).to.equal(true);
    expect(equalInSql(prop('number', 'int'), 10)).to.equal(true);
    expect(equalInSql(prop('number', 'smallint'), -32768)).to.equal(true);
    expect(equalInSql(prop('string', 'varchar(120)'), 'draft')).to.equal(true);
    expect(equalInSql(prop('string', 'text'), '')).to.equal(true);
    expect(equalInSql(prop('string', 'text', { nullable: true }), null)).to.equal(true);
  });

  it('fails where SQL and the strict test of the loaded value could disagree', () => {
    expect(equalInSql(prop('number', 'int'), '10'), 'a string for an integer').to.equal(false);
    expect(equalInSql(prop('number', 'int'), 1.5), 'a fraction').to.equal(false);
    expect(equalInSql(prop('number', 'smallint'), 40000), 'past the column').to.equal(false);
    expect(equalInSql(prop('number', 'bigint'), 10), 'bigint, hydrated as a string or a bigint').to.equal(false);
    expect(equalInSql(prop('number', 'numeric(8,2)'), 12.5), 'a decimal').to.equal(false);
    expect(equalInSql(prop('string', 'numeric(8,2)'), '12.50'), '12.50 and 12.5 are one numeric').to.equal(false);
    expect(equalInSql(prop('string', 'date'), '2020-01-02'), 'a date').to.equal(false);
    expect(equalInSql(prop('string', 'char(4)'), 'ab'), 'a padded char(n)').to.equal(false);
    expect(equalInSql(prop('string', 'citext'), 'ab'), 'a case-insensitive text').to.equal(false);
    expect(equalInSql(prop('string', 'text', { collation: 'und-x-icu' }), 'ab'), 'a collation of its own').to.equal(false);
    expect(equalInSql(prop('string', 'text', { customType: {} as never }), 'ab'), 'a custom type').to.equal(false);
    expect(equalInSql(prop('string', 'text'), null), 'null of a column that is never null').to.equal(false);
    expect(equalInSql(prop('boolean', 'boolean'), 'true'), 'a string for a boolean').to.equal(false);
  });
});

describe('comparableInSql(prop)', () => {
  it('is false for json, which has no equality operator, and true for jsonb and text', () => {
    expect(comparableInSql(prop('any', 'json'))).to.equal(false);
    expect(comparableInSql(prop('any', 'jsonb'))).to.equal(true);
    expect(comparableInSql(prop('string', 'text'))).to.equal(true);
  });
});
