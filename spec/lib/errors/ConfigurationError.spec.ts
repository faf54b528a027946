import { expect } from 'chai';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { DataTablesError } from '../../../lib/errors/DataTablesError.js';

describe('ConfigurationError', () => {
  it('is a DataTablesError and an Error, named "ConfigurationError"', () => {
    const error = new ConfigurationError('x');
    expect(error).to.be.an.instanceOf(DataTablesError).and.an.instanceOf(Error);
    expect(error.name).to.equal('ConfigurationError');
    expect(String(error)).to.equal('ConfigurationError: x');
  });

  it('quotes the names involved in each factory message', () => {
    expect(ConfigurationError.unknownColumnType('title', 'varchar', ['string', 'html']).message)
      .to.equal('Unknown type "varchar" for column "title"; expected one of "string", "html"');
    expect(ConfigurationError.unfittingColumnType('price', 'NumberColumn', 'date', ['num']).message)
      .to.equal('Type "date" does not fit column "price" (NumberColumn); expected one of "num"');
    expect(ConfigurationError.displayIfUnknownField('books', 'EDIT', 'status').message).to.include('"EDIT"').and.include('"books"').and.include('"status"');
    expect(ConfigurationError.duplicateTable('books').message).to.include('"books"');
    expect(ConfigurationError.missingEntityClass('orders', 'DELETE').message).to.include('"DELETE"').and.include('"orders"');
    expect(ConfigurationError.missingDetailUrl('orders').message).to.include('"orders"');
    expect(ConfigurationError.duplicateColumn('orders', 'id').message).to.include('"orders"').and.include('"id"');
  });
});

describe('DataTablesError', () => {
  it('is an Error named "DataTablesError"', () => {
    const error = new DataTablesError('x');
    expect(error).to.be.an.instanceOf(Error);
    expect(error.name).to.equal('DataTablesError');
  });
});
