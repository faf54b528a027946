import { expect } from 'chai';
import type { AjaxData } from 'datatables.net';
import { dataQuery } from '../../../assets/table/data-query.js';

describe('dataQuery(request)', () => {
  const request = {
    draw: 3,
    start: 20,
    length: 10,
    search: { value: 'dune', regex: false, fixed: [], groups: [], groupsFixed: [] },
    order: [{ column: 1, dir: 'desc' }],
    columns: [
      { data: 'id', name: 'id', searchable: false, orderable: true, search: { value: '', regex: false, fixed: [] } },
      { data: 'title', name: 'title', searchable: true, orderable: true, search: { value: 'mess', regex: false, fixed: [] } },
    ],
  } as AjaxData;

  it('gives the server-side parameters of docs/endpoints.md in bracket notation', () => {
    expect([...dataQuery(request)]).to.deep.equal([
      ['draw', '3'],
      ['start', '20'],
      ['length', '10'],
      ['search[value]', 'dune'],
      ['order[0][column]', '1'],
      ['order[0][dir]', 'desc'],
      ['columns[0][data]', 'id'],
      ['columns[0][searchable]', 'false'],
      ['columns[0][orderable]', 'true'],
      ['columns[0][search][value]', ''],
      ['columns[1][data]', 'title'],
      ['columns[1][searchable]', 'true'],
      ['columns[1][orderable]', 'true'],
      ['columns[1][search][value]', 'mess'],
    ]);
  });

  it('sends -1 (all rows) as DataTables gives it; the server clamps', () => {
    expect(dataQuery({ ...request, length: -1 }).get('length')).to.equal('-1');
  });

  it('only sends asc or desc', () => {
    expect(dataQuery({ ...request, order: [{ column: 0, dir: 'sideways' }] }).get('order[0][dir]')).to.equal('asc');
  });
});
