import { expect } from 'chai';
import { defineEntity, p } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DataTable, NumberColumn, TextColumn } from '../../../lib/index.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { fetchEntityPage, type PageQuery } from '../../../lib/persistence/data-query.js';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { useTestOrm } from '../../support/database.js';

const Shelf = defineEntity({
  name: 'Shelf',
  properties: { id: p.integer().primary(), label: p.string().length(40) },
});

describe('fetchEntityPage(em, binding, query)', () => {
  let orm: MikroORM;
  let binding: TableBinding;
  let statements: string[];

  useTestOrm([Shelf], async (opened) => {
    orm = opened;
    const schema = orm.config.get('schema');
    // Labels repeat (every 100th row shares one), so ties fall to the key.
    await orm.em.getConnection().execute(`insert into "${schema}".shelf (id, label) select i, 'shelf ' || lpad((i % 100)::text, 3, '0') from generate_series(1, 3000) as i`);
    const table = new TableModel({
      name: 'shelves', columns: [NumberColumn.new('id'), TextColumn.new('label')], options: new DataTable(),
      source: { kind: 'entity', entity: Shelf, mapRow: (row) => ({ ...(row as object) }) },
    });
    binding = new TableBinding(table, orm.getMetadata());
  }, { onQuery: (sql) => (statements?.push(sql), sql) });

  const page = async (query: Partial<PageQuery>) => {
    statements = [];
    const result = await fetchEntityPage(orm.em.fork(), binding, { search: '', searchColumns: [], columnSearch: [], order: [], start: 0, length: 5, ...query });
    return (result.entities as Array<{ id: number }>).map((row) => row.id);
  };

  describe('a deep page (from 1000 rows in)', () => {
    it('finds its keys first, then loads only those rows, in the same order as OFFSET', async () => {
      const ids = await page({ start: 2000, order: [{ column: 'label', dir: 'desc' }] });
      const ran = statements.at(-1);
      const expected = await orm.em.fork().getConnection().execute<Array<{ id: number }>>(
        `select id from "${orm.config.get('schema')}".shelf order by label desc, id desc limit 5 offset 2000`,
      );
      expect(ids).to.deep.equal(expected.map((row) => row.id));
      expect(ran).to.match(/where "e"\."id" in \(select "e"\."id" from .* limit \? offset \?\)/);
    });

    it('keeps the search inside the key lookup', async () => {
      const ids = await page({ start: 1000, columnSearch: [{ column: 'label', value: 'shelf 00' }], order: [{ column: 'id', dir: 'asc' }] });
      expect(ids).to.deep.equal([]);
      const far = await page({ start: 1000, search: 'shelf', searchColumns: ['label'], order: [{ column: 'id', dir: 'asc' }] });
      expect(far).to.deep.equal([1001, 1002, 1003, 1004, 1005]);
    });
  });

  describe('the key as the last ordering', () => {
    it('follows the direction of the ordering before it', async () => {
      expect(await page({ order: [{ column: 'label', dir: 'desc' }] })).to.deep.equal([2999, 2899, 2799, 2699, 2599]);
      expect(await page({ order: [{ column: 'label', dir: 'asc' }] })).to.deep.equal([100, 200, 300, 400, 500]);
    });
  });
});
