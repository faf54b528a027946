import { expect } from 'chai';
import type { EventSubscriber } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AbstractDataTable, Action, AsDataTable, NumberColumn, TextColumn, type Actions, type AuthorizationContext,
  type DataTable,
} from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, storedBook, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);

/** Books whose counts are cached a minute: the library's own count subscriber is registered. */
@AsDataTable(Book, { name: 'spec-books-cached-counts' })
class CachedCountBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete());
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setCountStrategy({ cacheMs: 60_000 });
  }
}

/**
 * A delete or an edit of a table that maps its rows itself (or with an authorization hook) is two
 * statements in the common case: the row's SELECT (its checks run on it)
 * and one DELETE or UPDATE whose WHERE says "the row is still as checked" (its key, its version, the
 * stored value its action's `displayIf` compares). One statement is atomic on its own: no BEGIN, no
 * `FOR UPDATE`, no COMMIT. Where the ORM must see the write (hooks, subscribers), the locked
 * transaction stays. Where nothing needs the loaded row, the write alone: spec/lib/mutation/write-unloaded-row.
 */
describe('mutations in two statements', () => {
  let orm: MikroORM;
  let statements: string[] | null;

  useTestOrm(HTTP_ENTITIES, (opened) => {
    orm = opened;
    // Transactions are not logged as queries: the connection's begin is watched instead.
    const connection = orm.em.getConnection();
    const begin = connection.begin.bind(connection);
    connection.begin = (options) => {
      statements?.push('begin');
      return begin(options);
    };
  }, {
    onQuery: (sql: string) => {
      statements?.push(sql);
      return sql;
    },
  });

  beforeEach(async () => {
    await seed(orm);
  });

  async function session(authorize?: (context: AuthorizationContext) => Promise<boolean> | boolean): Promise<SpecSession> {
    const { app } = createSpecApp({ orm, authorize });
    return openPage(app);
  }

  /** The statements the request sent, in order. */
  async function recorded<T>(request: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
    statements = [];
    try {
      const result = await request();
      return { result, sql: statements };
    } finally {
      statements = null;
    }
  }

  const remove = (s: SpecSession, id: number) =>
    s.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', s.csrf).send({ table: tokens.sign('spec-books', 'delete'), id });

  const submit = (s: SpecSession, fields: Record<string, string>) =>
    s.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', s.csrf).type('form').send({
      _table: tokens.sign('spec-books', 'edit'), _id: '2', _version: '1',
      title: '50% off_now', author: 'Sale', status: 'draft', pages: '10', publishedOn: '', ...fields,
    });

  it('deletes with the select and one DELETE whose WHERE re-checks displayIf: no transaction', async () => {
    const s = await session();
    const { result, sql } = await recorded(() => remove(s, 2));
    expect(result.status).to.equal(200);
    expect(sql).to.have.length(2);
    expect(sql[0]).to.match(/^select /i);
    expect(sql[1]).to.match(/^delete from .* where .*"id" = .*"status" = /i);
    expect(sql.join('\n')).not.to.match(/\bbegin\b|\bcommit\b|for update/i);
    expect(await storedBook(orm, 2)).to.equal(null);
  });

  it('saves an edit with the select and one UPDATE whose WHERE holds the id, the version and displayIf', async () => {
    const s = await session();
    const { result, sql } = await recorded(() => submit(s, { title: 'Two statements' }));
    expect(result.status).to.equal(200);
    expect(sql).to.have.length(2);
    expect(sql[0]).to.match(/^select /i);
    expect(sql[1]).to.match(/^update .* set .*"title" = .*"version" = .*where .*"id" = .*"version" = .*"featured" = /i);
    expect(sql.join('\n')).not.to.match(/\bbegin\b|\bcommit\b|for update/i);
    const stored = await storedBook(orm, 2);
    expect(stored?.title).to.equal('Two statements');
    expect(stored?.version).to.equal(2);
  });

  it('writes only the fields that changed, and nothing at all when none did', async () => {
    const s = await session();
    const changed = await recorded(() => submit(s, { pages: '11' }));
    expect(changed.result.status).to.equal(200);
    expect(changed.sql[1]).to.match(/set "pages" = /i);
    expect(changed.sql[1]).not.to.match(/"title" =.*where/i);
    const s2 = await session();
    const unchanged = await recorded(() => submit(s2, { _version: '2', pages: '11' }));
    expect(unchanged.result.status).to.equal(200);
    expect(unchanged.sql).to.have.length(1);
    expect((await storedBook(orm, 2))?.version).to.equal(2);
  });

  it('still deletes a row edited meanwhile (its version moved on) when its delete action still shows', async () => {
    let arrived!: () => void;
    let release!: () => void;
    const atHook = new Promise<void>((resolve) => (arrived = resolve));
    const opened = new Promise<void>((resolve) => (release = resolve));
    let waited = false;
    const s = await session(async (context) => {
      if (context.action === 'delete' && !waited) {
        waited = true;
        arrived();
        await opened;
      }
      return true;
    });
    const deleting = remove(s, 2).then((res) => res);
    await atHook;
    await orm.em.fork().nativeUpdate(Book, { id: 2 }, { title: 'Edited meanwhile', version: 2 });
    release();
    expect((await deleting).status).to.equal(200);
    expect(await storedBook(orm, 2)).to.equal(null);
  });

  it("tells a { cacheMs } table's cached counts about its own delete, one statement with nothing read before it", async () => {
    const { app } = createSpecApp({ orm, tables: [CachedCountBookTable] });
    const s = await openPage(app, 'spec-books-cached-counts');
    const total = async () => (await s.agent.get('/datatables/ajax/data')
      .query({ table: s.view.tokens.read, draw: 1, start: 0, length: 5 }).expect(200)).body.recordsTotal;
    expect(await total()).to.equal(7);
    const { result, sql } = await recorded(() => s.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', s.csrf)
      .send({ table: tokens.sign('spec-books-cached-counts', 'delete'), id: 4 }));
    expect(result.status).to.equal(200);
    expect(sql).to.have.length(1);
    expect(sql[0]).to.match(/^delete from \S+ where "id" = \?$/);
    expect(await total()).to.equal(6);
  });

  describe('where the ORM must see the write', () => {
    let seen: string[];
    const subscriber: EventSubscriber = {
      getSubscribedEntities: () => [Book],
      beforeUpdate: async () => void seen.push('beforeUpdate'),
      beforeDelete: async () => void seen.push('beforeDelete'),
    };

    before(() => {
      orm.em.getEventManager().registerSubscriber(subscriber);
    });

    beforeEach(() => {
      seen = [];
    });

    after(() => {
      // The ORM is closed with the file; a subscriber cannot be unregistered, so it stays to the end.
      seen = [];
    });

    it('keeps the locked transaction for an edit, so the subscriber sees the update', async () => {
      const s = await session();
      const { result, sql } = await recorded(() => submit(s, { title: 'Seen by the ORM' }));
      expect(result.status).to.equal(200);
      expect(sql.join('\n')).to.match(/for update/i);
      expect(seen).to.deep.equal(['beforeUpdate']);
      expect((await storedBook(orm, 2))?.title).to.equal('Seen by the ORM');
    });

    it('keeps the locked transaction for a delete, so the subscriber sees the removal', async () => {
      const s = await session();
      const { result, sql } = await recorded(() => remove(s, 2));
      expect(result.status).to.equal(200);
      expect(sql.join('\n')).to.match(/for update/i);
      expect(seen).to.deep.equal(['beforeDelete']);
    });
  });
});
