import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { TableModel } from '../../../lib/model/TableModel.js';
import { fetchEntityPage, type PageQuery } from '../../../lib/persistence/data-query.js';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { useTestOrm } from '../../support/database.js';
import { Gadget, GADGETS, seedGadgets, SpecGadgetTable } from '../../support/filter-tables.js';

// The bundle this library follows sent `uuid ILIKE '%term%'`, which PostgreSQL refuses; this library cast
// the UUID to text instead, which no index serves. A UUID is compared exactly now, as an identifier is.
describe('a search on a UUID column', () => {
  let orm: MikroORM;
  let binding: TableBinding;
  let statements: string[] = [];

  useTestOrm([Gadget], async (opened) => {
    orm = opened;
    await seedGadgets(orm);
    binding = new TableBinding(TableModel.fromClass(SpecGadgetTable), orm.getMetadata());
  }, { onQuery: (sql) => (statements.push(sql), sql) });

  const names = async (query: Partial<PageQuery>) => {
    statements = [];
    const page = await fetchEntityPage(orm.em.fork(), binding, { search: '', searchColumns: [], columnSearch: [], order: [], start: 0, length: 10, ...query });
    return (page.entities as Array<{ name: string }>).map((row) => row.name);
  };

  it('never reaches ILIKE or LIKE in the global search: part of a UUID matches nothing', async () => {
    expect(await names({ search: '0000-4000', searchColumns: ['id', 'name'] })).to.deep.equal([]);
    expect(statements.join('\n')).to.not.match(/cast\(e\."id" as text\)|e\."id" i?like/i);
    expect(statements.join('\n')).to.match(/e\."name"/);
  });

  it('matches the row of a whole UUID, in any case, by equality', async () => {
    expect(await names({ search: GADGETS[1].id.toUpperCase(), searchColumns: ['id', 'name'] })).to.deep.equal(['Yo-yo']);
    expect(statements.join('\n')).to.match(/e\."id" = /);
  });

  it('matches nothing for a column search that is not a UUID, without a database error', async () => {
    expect(await names({ columnSearch: [{ column: 'id', value: "1' or '1'='1" }] })).to.deep.equal([]);
  });
});
