import { expect } from 'chai';
import { TextColumn } from '../../../lib/column/TextColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

describe('TextColumn', () => {
  it('is of kind "text" and type "string" by default, and holds data', () => {
    const column = TextColumn.new('title');
    expect([column.kind, column.type, column.holdsData]).to.deep.equal(['text', 'string', true]);
  });

  for (const type of ['string-utf8', 'html'] as const) {
    it(`accepts the type "${type}"`, () => {
      expect(TextColumn.new('title').setType(type).type).to.equal(type);
    });
  }

  for (const type of ['num', 'num-fmt', 'date'] as const) {
    it(`refuses the type "${type}"`, () => {
      expect(() => TextColumn.new('title').setType(type)).to.throw(ConfigurationError, `Type "${type}" does not fit column "title" (TextColumn)`);
    });
  }

  it('sends no options', () => {
    expect(TextColumn.new('title').toView({ searchable: true, orderable: true }).options).to.deep.equal({});
  });
});
