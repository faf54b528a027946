import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { AbstractDataTable } from '../../../lib/model/AbstractDataTable.js';
import { AsDataTable } from '../../../lib/model/AsDataTable.js';
import { dataTableRegistry } from '../../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { TextColumn } from '../../../lib/column/TextColumn.js';

class Author {}

@AsDataTable(Author)
class SpecAsDataTableByClassName extends AbstractDataTable<Author> {
  configureColumns() { return [TextColumn.new('name')]; }
}

@AsDataTable(Author, { name: 'spec-as-data-table-named', editModalTemplate: 'authors/modal.html.ejs', editModalAdapter: 'bs5' })
class SpecAsDataTableNamed extends AbstractDataTable<Author> {
  configureColumns() { return [TextColumn.new('name')]; }
}

const TAKEN = 'spec-as-data-table-taken';
const ANONYMOUS = 'spec-as-data-table-anonymous';

describe('@AsDataTable(dataClass, options)', () => {
  after(() => {
    for (const name of ['SpecAsDataTableByClassName', 'spec-as-data-table-named', TAKEN, ANONYMOUS]) {
      dataTableRegistry.unregister(name);
    }
  });

  it('registers the class under its class name and binds the entity', () => {
    expect(dataTableRegistry.get('SpecAsDataTableByClassName')).to.equal(SpecAsDataTableByClassName);
    expect(dataTableRegistry.bindingOf(SpecAsDataTableByClassName)).to.deep.equal({
      entity: Author, name: 'SpecAsDataTableByClassName', editModalTemplate: null, editModalAdapter: null, mercure: null,
    });
  });

  it('registers the class under the name option, with the modal template and adapter', () => {
    expect(dataTableRegistry.get('spec-as-data-table-named')).to.equal(SpecAsDataTableNamed);
    expect(dataTableRegistry.get('SpecAsDataTableNamed')).to.equal(undefined);
    expect(dataTableRegistry.bindingOf(SpecAsDataTableNamed)).to.deep.equal({
      entity: Author, name: 'spec-as-data-table-named', editModalTemplate: 'authors/modal.html.ejs', editModalAdapter: 'bs5', mercure: null,
    });
  });

  it('makes the class resolvable by TableModel.fromClass with the entity as row source', () => {
    const model = TableModel.fromClass(SpecAsDataTableNamed);
    expect(model.name).to.equal('spec-as-data-table-named');
    expect(model.source.kind).to.equal('entity');
    expect(model.source.kind === 'entity' && model.source.entity).to.equal(Author);
  });

  it('refuses a second table under the same name with a ConfigurationError quoting it', () => {
    @AsDataTable(Author, { name: TAKEN })
    class First extends AbstractDataTable { configureColumns() { return [TextColumn.new('name')]; } }
    const declareSecond = () => {
      @AsDataTable(Author, { name: TAKEN })
      class Second extends AbstractDataTable { configureColumns() { return [TextColumn.new('name')]; } }
      return Second;
    };
    expect(declareSecond).to.throw(ConfigurationError, `"${TAKEN}"`);
    expect(dataTableRegistry.get(TAKEN)).to.equal(First);
  });

  it('refuses an anonymous class without a name option', () => {
    const declare = () => [@AsDataTable(Author) class extends AbstractDataTable { configureColumns() { return []; } }];
    expect(declare).to.throw(ConfigurationError, /anonymous class needs the "name" option/);
  });

  it('accepts an anonymous class given a name option', () => {
    const [Anonymous] = [@AsDataTable(Author, { name: ANONYMOUS }) class extends AbstractDataTable { configureColumns() { return []; } }];
    expect(dataTableRegistry.get(ANONYMOUS)).to.equal(Anonymous);
  });

  it('is a standard (TC39) decorator: it takes the class and a decorator context', () => {
    const tsconfig = readFileSync(new URL('../../../tsconfig.json', import.meta.url), 'utf8');
    expect(tsconfig).not.to.include('experimentalDecorators');
    expect(AsDataTable(Author)).to.have.lengthOf(2);
  });
});
