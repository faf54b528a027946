import { expect } from 'chai';
import { ChoiceColumn } from '../../../lib/column/ChoiceColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('ChoiceColumn', () => {
  it('is of kind "choice" and type "string" by default, and holds data', () => {
    const column = ChoiceColumn.new('status');
    expect([column.kind, column.type, column.holdsData]).to.deep.equal(['choice', 'string', true]);
  });

  it('accepts "string-utf8" and "num", refuses "date"', () => {
    expect(ChoiceColumn.new('status').setType('string-utf8').type).to.equal('string-utf8');
    expect(ChoiceColumn.new('status').setType('num').type).to.equal('num');
    expect(() => ChoiceColumn.new('status').setType('date')).to.throw(ConfigurationError, '"status"');
  });

  describe('.setChoices(choices)', () => {
    it('has no choices until set', () => {
      expect(ChoiceColumn.new('status').choices.size).to.equal(0);
    });

    it('takes an object of value -> label, in order, and returns the same column', () => {
      const column = ChoiceColumn.new('status');
      expect(column.setChoices({ draft: 'Draft', published: 'Published' })).to.equal(column);
      expect([...column.choices]).to.deep.equal([['draft', 'Draft'], ['published', 'Published']]);
    });

    it('takes a Map, turning values and labels into strings', () => {
      const column = ChoiceColumn.new('rating').setChoices(new Map([[1, 'Poor'], [5, 'Great']]) as unknown as Map<string, string>);
      expect([...column.choices]).to.deep.equal([['1', 'Poor'], ['5', 'Great']]);
    });

    it('replaces earlier choices', () => {
      const column = ChoiceColumn.new('status').setChoices({ a: 'A' }).setChoices({ b: 'B' });
      expect([...column.choices.keys()]).to.deep.equal(['b']);
    });

    it('refuses an empty set, quoting the column', () => {
      expect(() => ChoiceColumn.new('status').setChoices({})).to.throw(ConfigurationError, 'ChoiceColumn "status" needs at least one choice');
      expect(() => ChoiceColumn.new('status').setChoices(new Map())).to.throw(ConfigurationError, '"status"');
    });

    it('sends the choices as an object of value -> label', () => {
      const view = ChoiceColumn.new('status').setChoices({ draft: 'Draft', published: 'Published' })
        .toView({ searchable: true, orderable: true });
      expect(view.options).to.deep.equal({ choices: { draft: 'Draft', published: 'Published' } });
    });
  });
});
