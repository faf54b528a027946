import { expect } from 'chai';
import { AbstractColumn, COLUMN_TYPES, type ColumnType } from '../../../lib/column/AbstractColumn.js';
import { ActionColumn } from '../../../lib/model/ActionColumn.js';
import { BooleanColumn } from '../../../lib/column/BooleanColumn.js';
import { ChoiceColumn } from '../../../lib/column/ChoiceColumn.js';
import { DateColumn } from '../../../lib/column/DateColumn.js';
import { NumberColumn } from '../../../lib/column/NumberColumn.js';
import { TemplateColumn } from '../../../lib/column/TemplateColumn.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';
import { UrlColumn } from '../../../lib/column/UrlColumn.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';

const CLASSES = [ActionColumn, BooleanColumn, ChoiceColumn, DateColumn, NumberColumn, TemplateColumn, TextColumn, UrlColumn];

describe('AbstractColumn', () => {
  describe('X.new(name, label)', () => {
    for (const Column of CLASSES) {
      it(`makes a ${Column.name} with that name and label`, () => {
        const column = (Column as unknown as typeof TextColumn).new('publishedOn', 'Published');
        expect(column).to.be.an.instanceOf(Column).and.an.instanceOf(AbstractColumn);
        expect([column.name, column.label]).to.deep.equal(['publishedOn', 'Published']);
      });
    }

    for (const [name, label] of [
      ['publishedOn', 'Published on'], ['created_at', 'Created at'], ['first-name', 'First name'],
      ['title', 'Title'], ['id', 'Id'], ['isbn13', 'Isbn13'],
    ]) {
      it(`humanizes "${name}" into the default label "${label}"`, () => {
        expect(TextColumn.new(name).label).to.equal(label);
      });
    }

    it('splits a leading acronym from the next word ("HTMLBody" -> "Html body")', () => {
      expect(TextColumn.new('HTMLBody').label).to.equal('Html body');
      expect(TextColumn.new('authorURLText').label).to.equal('Author url text');
    });

    it('keeps an empty label when one is given', () => {
      expect(TextColumn.new('title', '').label).to.equal('');
    });

    it('refuses an empty name', () => {
      expect(() => TextColumn.new('')).to.throw(ConfigurationError, 'A column needs a name');
    });
  });

  describe('.setType(type)', () => {
    it('refuses a type DataTables does not know, quoting the column and the type', () => {
      expect(() => TextColumn.new('title').setType('varchar' as ColumnType))
        .to.throw(ConfigurationError, 'Unknown type "varchar" for column "title"; expected one of "string", "string-utf8", "html"');
    });

    it('refuses a known type that does not fit the column, quoting the column, its class and the type', () => {
      expect(() => NumberColumn.new('price').setType('date'))
        .to.throw(ConfigurationError, 'Type "date" does not fit column "price" (NumberColumn); expected one of "num", "num-fmt"');
    });

    it('returns the same column and keeps the type', () => {
      const column = TextColumn.new('body');
      expect(column.setType('html')).to.equal(column);
      expect(column.type).to.equal('html');
    });

    it('leaves the type unchanged when refused', () => {
      const column = NumberColumn.new('price').setType('num-fmt');
      expect(() => column.setType('string')).to.throw(ConfigurationError);
      expect(column.type).to.equal('num-fmt');
    });

    it('knows the six DataTables types', () => {
      expect(COLUMN_TYPES).to.deep.equal(['num', 'num-fmt', 'string', 'string-utf8', 'html', 'date']);
    });
  });

  describe('common setters', () => {
    it('default to shown, in the edit form, search and order decided by the table, no class', () => {
      const column = TextColumn.new('title');
      expect(column.hiddenWhenUpdating).to.equal(false);
      expect([column.searchable, column.orderable, column.visible, column.className]).to.deep.equal([null, null, true, null]);
    });

    it('each return the same column and set their value', () => {
      const column = TextColumn.new('title');
      expect(column.hideWhenUpdating()).to.equal(column);
      expect(column.setSearchable(false)).to.equal(column);
      expect(column.setOrderable(false)).to.equal(column);
      expect(column.setVisible(false)).to.equal(column);
      expect(column.setClassName('text-end')).to.equal(column);
      expect(column.hiddenWhenUpdating).to.equal(true);
      expect([column.searchable, column.orderable, column.visible, column.className]).to.deep.equal([false, false, false, 'text-end']);
    });

    it('.hideWhenUpdating(false) puts the column back in the edit form', () => {
      expect(TextColumn.new('title').hideWhenUpdating().hideWhenUpdating(false).hiddenWhenUpdating).to.equal(false);
    });
  });

  describe('.toView(resolved)', () => {
    it('gives name, label, kind, type, the resolved flags, visibility, class and options', () => {
      const view = NumberColumn.new('price', 'Price').setType('num-fmt').setVisible(false).setClassName('text-end')
        .toView({ searchable: false, orderable: true });
      expect(view).to.deep.equal({
        name: 'price', label: 'Price', kind: 'number', type: 'num-fmt', orderable: true, searchable: false,
        visible: false, className: 'text-end', options: {},
      });
    });

    it('does not send hideWhenUpdating to the browser', () => {
      expect(TextColumn.new('t').hideWhenUpdating().toView({ searchable: true, orderable: true })).not.to.have.property('hiddenWhenUpdating');
    });
  });
  describe('.setSearchMode(mode)', () => {
    it('defaults to contains for text and URL columns, exact for the others', () => {
      expect(TextColumn.new('a').searchMode).to.equal('contains');
      expect(UrlColumn.new('a').searchMode).to.equal('contains');
      for (const Column of [BooleanColumn, ChoiceColumn, DateColumn, NumberColumn]) {
        expect((Column as unknown as typeof TextColumn).new('a').searchMode, Column.name).to.equal('exact');
      }
    });

    it('sets prefix or exact on text, and any mode on choices', () => {
      expect(TextColumn.new('a').setSearchMode('prefix').searchMode).to.equal('prefix');
      expect(TextColumn.new('a').setSearchMode('exact').searchMode).to.equal('exact');
      expect(ChoiceColumn.new('a').setSearchMode('contains').searchMode).to.equal('contains');
    });

    it('refuses a mode the column cannot serve, quoting column, class and mode', () => {
      expect(() => NumberColumn.new('pages').setSearchMode('contains')).to.throw(
        ConfigurationError, 'Search mode "contains" does not fit column "pages" (NumberColumn); expected one of "exact"',
      );
      expect(() => DateColumn.new('on').setSearchMode('prefix')).to.throw(ConfigurationError, 'Search mode "prefix"');
      expect(() => TextColumn.new('a').setSearchMode('fuzzy' as never)).to.throw(ConfigurationError, 'Search mode "fuzzy"');
    });
  });
});
