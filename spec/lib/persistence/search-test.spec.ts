import { expect } from 'chai';
import {
  BooleanColumn, ChoiceColumn, DateColumn, NumberColumn, TextColumn, UrlColumn,
} from '../../../lib/index.js';
import { searchTest } from '../../../lib/persistence/search-test.js';

describe('searchTest(column, term)', () => {
  describe('a number column', () => {
    it('matches a number exactly, as written', () => {
      expect(searchTest(NumberColumn.new('pages'), '271')).to.deep.equal({ kind: 'number', value: '271' });
      expect(searchTest(NumberColumn.new('pages'), '-2.5')).to.deep.equal({ kind: 'number', value: '-2.5' });
      expect(searchTest(NumberColumn.new('pages'), '+7')).to.deep.equal({ kind: 'number', value: '7' });
    });

    it('matches nothing for a term that is not a plain number (never a cast to text)', () => {
      for (const term of ['abc', '27a', '1e3', '1,000', '0x10', 'Infinity', '.']) {
        expect(searchTest(NumberColumn.new('pages'), term), term).to.deep.equal({ kind: 'none' });
      }
    });
  });

  describe('a boolean column', () => {
    it('matches yes/true and no/false, case-insensitively', () => {
      expect(searchTest(BooleanColumn.new('featured'), 'Yes')).to.deep.equal({ kind: 'boolean', value: true });
      expect(searchTest(BooleanColumn.new('featured'), 'TRUE')).to.deep.equal({ kind: 'boolean', value: true });
      expect(searchTest(BooleanColumn.new('featured'), 'no')).to.deep.equal({ kind: 'boolean', value: false });
      expect(searchTest(BooleanColumn.new('featured'), 'false')).to.deep.equal({ kind: 'boolean', value: false });
    });

    it('matches nothing for any other word, a part of one included', () => {
      expect(searchTest(BooleanColumn.new('featured'), 'e')).to.deep.equal({ kind: 'none' });
      expect(searchTest(BooleanColumn.new('featured'), 'maybe')).to.deep.equal({ kind: 'none' });
    });
  });

  describe('a choice column', () => {
    const status = () => ChoiceColumn.new('status').setChoices({ draft: 'Draft', published: 'Published', archived: 'In the archive' });

    it('matches the values whose value or label equals the term, case-insensitively', () => {
      expect(searchTest(status(), 'PUBLISHED')).to.deep.equal({ kind: 'choice', values: ['published'] });
      expect(searchTest(status(), 'in the archive')).to.deep.equal({ kind: 'choice', values: ['archived'] });
      expect(searchTest(status(), 'pub')).to.deep.equal({ kind: 'none' });
    });

    it('matches by prefix or substring of the labels in those modes', () => {
      expect(searchTest(status().setSearchMode('prefix'), 'pub')).to.deep.equal({ kind: 'choice', values: ['published'] });
      expect(searchTest(status().setSearchMode('contains'), 'r')).to.deep.equal({ kind: 'choice', values: ['draft', 'archived'] });
    });
  });

  describe('a date column', () => {
    it('matches the year, month or day an ISO term names, as a range', () => {
      expect(searchTest(DateColumn.new('on'), '1984')).to.deep.equal({ kind: 'date', from: '1984-01-01', to: '1985-01-01', prefix: '1984' });
      expect(searchTest(DateColumn.new('on'), '1984-12')).to.deep.equal({ kind: 'date', from: '1984-12-01', to: '1985-01-01', prefix: '1984-12' });
      expect(searchTest(DateColumn.new('on'), '2024-02-29')).to.deep.equal({ kind: 'date', from: '2024-02-29', to: '2024-03-01', prefix: '2024-02-29' });
    });

    it("reads a whole day written in the column's display format", () => {
      const column = DateColumn.new('on').setDateFormat('DD/MM/YYYY');
      expect(searchTest(column, '26/05/1989')).to.deep.include({ from: '1989-05-26', to: '1989-05-27' });
    });

    it('matches nothing for a term that names no date', () => {
      for (const term of ['soon', '2023-02-30', '2023-13', '84', '1984-1-1x']) {
        expect(searchTest(DateColumn.new('on'), term), term).to.deep.equal({ kind: 'none' });
      }
    });
  });

  describe('text and URL columns', () => {
    it('contain the term by default, or start with it, or equal it as set', () => {
      expect(searchTest(TextColumn.new('title'), 'Dune')).to.deep.equal({ kind: 'text', mode: 'contains', term: 'Dune' });
      expect(searchTest(TextColumn.new('title').setSearchMode('prefix'), 'Du')).to.deep.equal({ kind: 'text', mode: 'prefix', term: 'Du' });
      expect(searchTest(UrlColumn.new('site').setSearchMode('exact'), 'x')).to.deep.equal({ kind: 'text', mode: 'exact', term: 'x' });
    });
  });
});
