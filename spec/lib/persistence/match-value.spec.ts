import { expect } from 'chai';
import { matchesValue } from '../../../lib/persistence/match-value.js';

describe('matchesValue(test, value)', () => {
  it('compares numbers as numbers, never as text', () => {
    expect(matchesValue({ kind: 'number', value: '271' }, 271)).to.equal(true);
    expect(matchesValue({ kind: 'number', value: '27' }, 271)).to.equal(false);
    expect(matchesValue({ kind: 'number', value: '2.50' }, 2.5)).to.equal(true);
    expect(matchesValue({ kind: 'number', value: '0' }, '')).to.equal(false);
  });

  it('compares text case-insensitively in each mode, % and _ literally', () => {
    expect(matchesValue({ kind: 'text', mode: 'contains', term: '_50%' }, 'Cy_50%')).to.equal(true);
    expect(matchesValue({ kind: 'text', mode: 'prefix', term: 'cy' }, 'Cy_50%')).to.equal(true);
    expect(matchesValue({ kind: 'text', mode: 'prefix', term: '50' }, 'Cy_50%')).to.equal(false);
    expect(matchesValue({ kind: 'text', mode: 'exact', term: 'ANN' }, 'Ann')).to.equal(true);
  });

  it('matches dates by their ISO day, Date objects and strings alike', () => {
    const year = { kind: 'date', from: '1984-01-01', to: '1985-01-01', prefix: '1984' } as const;
    expect(matchesValue(year, '1984-07-01')).to.equal(true);
    expect(matchesValue(year, new Date('1984-07-01T00:00:00Z'))).to.equal(true);
    expect(matchesValue(year, '1985-01-01')).to.equal(false);
  });

  it('matches booleans and choices by their stored value', () => {
    expect(matchesValue({ kind: 'boolean', value: true }, true)).to.equal(true);
    expect(matchesValue({ kind: 'boolean', value: true }, 'true')).to.equal(false);
    expect(matchesValue({ kind: 'choice', values: ['1', 'draft'] }, 1)).to.equal(true);
  });

  it('never matches null, undefined, or a term that names nothing', () => {
    expect(matchesValue({ kind: 'text', mode: 'contains', term: '' }, null)).to.equal(false);
    expect(matchesValue({ kind: 'none' }, 'anything')).to.equal(false);
  });
});
