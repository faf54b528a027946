import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { OrmViewStore, SavedViewEntity } from '../../../lib/index.js';
import { cli } from '../../support/cli.js';
import { useTestOrm } from '../../support/database.js';

describe('ux-datatables schema', function () {
  this.timeout(60_000);
  let orm: MikroORM;
  let schema: string;

  useTestOrm([SavedViewEntity], (opened) => {
    orm = opened;
    schema = orm.config.get('schema') as string;
  });

  it('prints the saved views\' table, which MikroORM then finds as its entity says and the ORM store uses', async () => {
    const { code, stdout } = await cli('schema', '--schema', schema);
    expect(code).to.equal(0);
    expect(stdout).to.contain(`create table "${schema}"."ux_datatables_view"`);
    expect(stdout).to.contain(`create unique index "ux_datatables_view_one_default" on "${schema}"."ux_datatables_view" ("owner", "table_name") where "is_default" = true;`);
    const connection = orm.em.getConnection();
    await connection.execute(`drop table "${schema}"."ux_datatables_view"`);
    await connection.execute(stdout);
    const update = await orm.schema.getUpdateSchemaSQL({ schema, wrap: false });
    // MikroORM 7.2's diffToSQL sets `globalThis.idx` (SqlSchemaGenerator.js): not this spec's leak.
    delete (globalThis as { idx?: unknown }).idx;
    expect(update.trim()).to.equal('');
    const store = new OrmViewStore(orm);
    const { view } = await store.save('ann', 'books', { name: 'Drafts', query: 'f.status=draft', default: true });
    expect(await store.list('ann', 'books')).to.deep.equal([view]);
    // The partial unique index: a second default written behind the store's back is refused by the database.
    const second = connection.execute(`insert into "${schema}"."ux_datatables_view" values (gen_random_uuid(), 'ann', 'books', 'Other', '', true, now(), now())`);
    await second.then(() => expect.fail('a second default was stored'), (error: { code?: string }) => expect(error.code).to.equal('23505'));
  });

  it('prints unqualified statements without --schema, and answers 2 for a schema name that is not a plain identifier', async () => {
    const plain = await cli('schema');
    expect(plain.code).to.equal(0);
    expect(plain.stdout).to.match(/^create table "ux_datatables_view" \("id" uuid not null, "owner" varchar\(200\) not null/);
    const wrong = await cli('schema', '--schema', 'a"; drop table x; --');
    expect(wrong.code).to.equal(2);
    expect(wrong.stderr).to.contain('Usage: ux-datatables schema');
  });
});
