import { expect } from 'chai';
import { AbstractDataTable } from '../../../lib/model/AbstractDataTable.js';
import { DataTableRegistry, dataTableRegistry } from '../../../lib/model/DataTableRegistry.js';
import type { DataTableBinding } from '../../../lib/model/DataTableRegistry.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';

class Book {}
class BooksTable extends AbstractDataTable { configureColumns() { return [TextColumn.new('title')]; } }
class OtherTable extends AbstractDataTable { configureColumns() { return [TextColumn.new('title')]; } }

function binding(name: string): DataTableBinding {
  return { entity: Book, name, editModalTemplate: null, editModalAdapter: null };
}

describe('DataTableRegistry', () => {
  it('registers a class under its binding name and returns the registry', () => {
    const registry = new DataTableRegistry();
    expect(registry.register(BooksTable, binding('books'))).to.equal(registry);
    expect(registry.get('books')).to.equal(BooksTable);
    expect(registry.bindingOf(BooksTable)).to.deep.equal(binding('books'));
    expect(registry.get('nope')).to.equal(undefined);
    expect(registry.bindingOf(OtherTable)).to.equal(undefined);
  });

  it('lists the classes in registration order', () => {
    const registry = new DataTableRegistry().register(OtherTable, binding('b')).register(BooksTable, binding('a'));
    expect(registry.all()).to.deep.equal([OtherTable, BooksTable]);
  });

  it('refuses a second table under the same name, quoting the name', () => {
    const registry = new DataTableRegistry().register(BooksTable, binding('books'));
    expect(() => registry.register(OtherTable, binding('books')))
      .to.throw(ConfigurationError, 'Two tables are registered under the name "books"');
    expect(registry.get('books')).to.equal(BooksTable);
  });

  describe('.unregister(name)', () => {
    it('frees the name for another table', () => {
      const registry = new DataTableRegistry().register(BooksTable, binding('books'));
      registry.unregister('books');
      expect(registry.get('books')).to.equal(undefined);
      expect(registry.all()).to.deep.equal([]);
      registry.register(OtherTable, binding('books'));
      expect(registry.get('books')).to.equal(OtherTable);
    });
  });

  it('exports one shared registry', () => {
    expect(dataTableRegistry).to.be.an.instanceOf(DataTableRegistry);
  });
});
