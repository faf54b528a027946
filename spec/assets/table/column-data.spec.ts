import { expect } from 'chai';
import { columnData, columnNameOf } from '../../../assets/table/column-data.js';
import { dataQuery } from '../../../assets/table/data-query.js';

describe('column data of columns on relations (a dotted name is one flat key of the row)', () => {
  it('escapes the dots DataTables.net would read as a path into the row, and reads the name back', () => {
    expect(columnData('author.country.name')).to.equal('author\\.country\\.name');
    expect(columnData('title')).to.equal('title');
    expect(columnNameOf(columnData('author.country.name'))).to.equal('author.country.name');
    expect(columnNameOf(null)).to.equal(null);
  });

  it('names the column by its path in the data request, as the server reads it', () => {
    const query = dataQuery({ draw: 1, start: 0, length: 10, search: { value: '', regex: false }, order: [], columns: [
      { data: columnData('author.name'), name: 'author.name', searchable: true, orderable: true, search: { value: 'tol', regex: false } },
    ] } as never);
    expect(query.get('columns[0][data]')).to.equal('author.name');
    expect(query.get('columns[0][search][value]')).to.equal('tol');
  });
});
