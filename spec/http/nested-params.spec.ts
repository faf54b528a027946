import { expect } from 'chai';
import { parseNestedParams, parseQueryString } from '../../lib/http/shared/nested-params.js';

describe('parseNestedParams(pairs)', () => {
  it('unfolds bracketed keys into groups', () => {
    const params = parseQueryString('/x?draw=1&order[0][column]=2&order[0][dir]=asc&columns[0][search][value]=a%25');
    expect(JSON.parse(JSON.stringify(params))).to.deep.equal({
      draw: '1', order: { 0: { column: '2', dir: 'asc' } }, columns: { 0: { search: { value: 'a%' } } },
    });
  });

  it('gives objects without a prototype', () => {
    const params = parseNestedParams([['a[b]', '1']]);
    expect(Object.getPrototypeOf(params)).to.equal(null);
    expect(Object.getPrototypeOf(params.a)).to.equal(null);
  });

  it('keeps the last of repeated values', () => {
    expect(parseNestedParams([['a', '1'], ['a', '2']]).a).to.equal('2');
  });

  for (const [name, key] of [
    ['empty brackets', 'a[]'],
    ['an unclosed bracket', 'a[b'],
    ['text after brackets', 'a[b]c'],
    ['__proto__', '__proto__[polluted]'],
    ['constructor', 'a[constructor][prototype]'],
    ['depth over 4', 'a[1][2][3][4][5]'],
    ['an index over 100', 'a[101]'],
  ]) {
    it(`refuses ${name} (400)`, () => {
      expect(() => parseNestedParams([[key, '1']])).to.throw().with.property('status', 400);
    });
  }

  it('refuses a key given both as a value and as a group', () => {
    expect(() => parseNestedParams([['a', '1'], ['a[b]', '2']])).to.throw(/both as a value and as a group/);
    expect(() => parseNestedParams([['a[b]', '2'], ['a', '1']])).to.throw(/both as a value and as a group/);
  });

  it('refuses more than 1000 parameters', () => {
    const pairs = Array.from({ length: 1001 }, (_, i): [string, string] => [`k${i}`, '1']);
    expect(() => parseNestedParams(pairs)).to.throw(/Too many parameters/);
  });

  it('leaves Object.prototype alone', () => {
    expect(() => parseQueryString('/x?__proto__[polluted]=1')).to.throw();
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
