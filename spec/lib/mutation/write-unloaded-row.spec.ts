import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RealtimeUpdate } from '../../../lib/index.js';
import { TableTokens } from '../../../lib/security/TableTokens.js';
import { useTestOrm } from '../../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, type SpecSession } from '../../support/http-app.js';
import {
  AbstractDataTable, Action, AsDataTable, NumberColumn, TextColumn, type Actions, type AuthorizationContext,
} from '../../../lib/index.js';
import { Book, HTTP_ENTITIES } from '../../support/http-entities.js';
import { SpecPlainBookTable } from '../../support/http-tables.js';

/** Books that answer for themselves: reading allowed, every change refused (its own `authorize`, no router hook). */
@AsDataTable(Book, { name: 'spec-books-own-authorize' })
class SelfAuthorizingBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title'), TextColumn.new('author')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.delete());
  }

  authorize(context: AuthorizationContext): boolean {
    return context.action === 'read';
  }
}

/** Books whose edit shows only on rows at version 2: its `displayIf` names the version column. */
@AsDataTable(Book, { name: 'spec-books-second-version' })
class SecondVersionBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title'), NumberColumn.new('version')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().displayIf('version', 2));
  }
}

const tokens = new TableTokens(SPEC_SECRET);
const TABLE = 'spec-books-plain';
type Path = 'one statement' | 'loaded';

/** Book 2 as seeded: a draft, not featured (both its actions show), version 1. */
const BOOK_2 = { _id: '2', _version: '1', title: '50% off_now', author: 'Sale', status: 'draft', pages: '10', publishedOn: '' };

/** A request to a session's app, as the browser sends it. */
type Send = (s: SpecSession) => Promise<{ status: number; text: string }>;
const remove = (body: Record<string, unknown>): Send => (s) =>
  s.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', s.csrf).send({ table: tokens.sign(TABLE, 'delete'), ...body });
const submit = (fields: Record<string, string | undefined>): Send => (s) =>
  s.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', s.csrf).type('form').send({ _table: tokens.sign(TABLE, 'edit'), ...BOOK_2, ...fields });

/** What a change did: its answer, the rows after it, what was published, and the statements sent. */
interface Outcome {
  status: number;
  body: string;
  rows: unknown[];
  published: RealtimeUpdate[];
  sql: string[];
}

/**
 * Without an authorization hook, on a table whose checks SQL can hold, a delete or an edit submit is
 * ONE statement holding every check (`DELETE/UPDATE … WHERE key AND version seen AND displayIf`),
 * nothing read before it; when it matches no row, the row is read to say why. Every request below is
 * sent to that path and to the loaded path (the same table with a hook allowing everything), each on
 * freshly seeded rows: the answers, the rows left and what is published must be the same.
 */
describe('writeUnloadedRow: one statement, nothing read before it', () => {
  let orm: MikroORM;
  let statements: string[] | null = null;

  useTestOrm(HTTP_ENTITIES, (opened) => {
    orm = opened;
  }, { onQuery: (sql: string) => (statements?.push(sql), sql) });

  async function outcome(path: Path, send: Send): Promise<Outcome> {
    await seed(orm);
    const published: RealtimeUpdate[] = [];
    const { app } = createSpecApp({
      orm,
      tables: [SpecPlainBookTable],
      authorize: path === 'loaded' ? () => true : undefined,
      publisher: { publish: async (update) => void published.push(update) },
    });
    const session = await openPage(app, TABLE);
    statements = [];
    try {
      const res = await send(session);
      const sql = statements;
      statements = null;
      const rows = await orm.em.getConnection().execute(`select * from "${orm.config.get('schema')}"."book" order by "id"`);
      return { status: res.status, body: res.text, rows, published, sql };
    } finally {
      statements = null;
    }
  }

  /** Sends the request on both paths: the same answer, rows and publishes; the one-statement path's statements. */
  async function bothPaths(send: Send, status: number): Promise<string[]> {
    return (await compared(send, status)).sql;
  }

  async function compared(send: Send, status: number): Promise<Outcome> {
    const one = await outcome('one statement', send);
    const loaded = await outcome('loaded', send);
    expect(one.status, one.body).to.equal(status);
    expect(loaded.status, loaded.body).to.equal(status);
    expect(one.body).to.equal(loaded.body);
    expect(one.rows).to.deep.equal(loaded.rows);
    expect(one.published).to.deep.equal(loaded.published);
    return one;
  }

  it("a table's own authorize method was skipped: a change it refuses was written", async () => {
    await seed(orm);
    const { app } = createSpecApp({ orm, tables: [SelfAuthorizingBookTable] });
    const session = await openPage(app, 'spec-books-own-authorize');
    const removed = await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign('spec-books-own-authorize', 'delete'), id: 2 });
    const edited = await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).type('form')
      .send({ _table: tokens.sign('spec-books-own-authorize', 'edit'), _id: '4', _version: '1', title: 'Refused', author: 'Nobody' });
    expect([removed.status, edited.status]).to.deep.equal([403, 403]);
    const rows = await orm.em.getConnection().execute(`select "id", "title", "version" from "${orm.config.get('schema')}"."book" where "id" in (2, 4) order by "id"`);
    expect(rows).to.deep.equal([{ id: 2, title: '50% off_now', version: 1 }, { id: 4, title: 'Foundation', version: 1 }]);
  });

  describe('a delete', () => {
    it('of a draft is one DELETE whose WHERE holds the key and displayIf', async () => {
      const { sql, published, rows } = await compared(remove({ id: 2 }), 200);
      expect(published.map((update) => update.data)).to.deep.equal([{ type: 'delete', table: TABLE, id: 2, origin: null }]);
      expect(rows.map((row) => (row as { id: number }).id)).to.not.include(2);
      expect(sql).to.have.length(1);
      expect(sql[0]).to.match(/^delete from \S+ where "id" = \? and "status" = \?$/);
    });

    it('of a row displayIf hides is 403, the row read after the DELETE matched none', async () => {
      const sql = await bothPaths(remove({ id: 1 }), 403);
      expect(sql.map((statement) => statement.split(' ')[0])).to.deep.equal(['delete', 'select']);
    });

    it('of a row that does not exist is 404', async () => {
      await bothPaths(remove({ id: 999 }), 404);
    });

    it('of an identifier naming no row is 404 without a statement, and without one is 400', async () => {
      expect(await bothPaths(remove({ id: 'abc' }), 404)).to.deep.equal([]);
      expect(await bothPaths(remove({}), 400)).to.deep.equal([]);
      expect(await bothPaths(remove({ id: { id: 2 } }), 400)).to.deep.equal([]);
    });
  });

  describe('an edit submit', () => {
    it('of a valid form is one UPDATE whose WHERE holds the key, the version seen, displayIf and a difference', async () => {
      const { sql, published, rows } = await compared(submit({ title: 'One statement' }), 200);
      expect(published.map((update) => update.data)).to.deep.equal([{ type: 'edit', table: TABLE, id: 2, origin: null }]);
      expect(rows.find((row) => (row as { id: number }).id === 2)).to.include({ title: 'One statement', version: 2 });
      expect(sql).to.have.length(1);
      expect(sql[0]).to.match(/^update \S+ set "title" = \?, .*"version" = "version" \+ 1 where "id" = \? and "version" = \? and "featured" = \? and \("title" is distinct from \? or /);
    });

    it('of a form saved unchanged writes nothing, its version included', async () => {
      await bothPaths(submit({}), 200);
      const after = await outcome('one statement', submit({}));
      expect(after.rows.find((row) => (row as { id: number }).id === 2)).to.include({ version: 1 });
    });

    it('with a version moved on is 409 with the row as it is now', async () => {
      await bothPaths(submit({ _version: '7', title: 'Stale' }), 409);
      await bothPaths(submit({ _version: '01', title: 'Stale' }), 409);
      await bothPaths(submit({ _version: 'abc', title: 'Stale' }), 409);
    });

    it('of a row displayIf hides is 403, of a row that does not exist 404', async () => {
      await bothPaths(submit({ _id: '3', title: 'Featured' }), 403);
      await bothPaths(submit({ _id: '999', title: 'Gone' }), 404);
    });

    it('of an invalid form is 422 after the row\'s checks: 409 first when the version moved on', async () => {
      await bothPaths(submit({ title: '' }), 422);
      await bothPaths(submit({ title: '', _version: '7' }), 409);
      await bothPaths(submit({ title: 'Fine', pages: 'many' }), 422);
    });

    it('without a version is 400, and text PostgreSQL cannot store is 400 only for a row that exists', async () => {
      await bothPaths(submit({ _version: undefined }), 400);
      await bothPaths(submit({ title: 'nul\u0000' }), 400);
      await bothPaths(submit({ _id: '999', title: 'nul\u0000' }), 404);
    });

    it('a displayIf on the version replaced the version the user saw: a stale form was saved', async () => {
      await seed(orm);
      await orm.em.fork().nativeUpdate(Book, { id: 2 }, { title: 'Saved meanwhile', version: 2 });
      const { app } = createSpecApp({ orm, tables: [SecondVersionBookTable] });
      const session = await openPage(app, 'spec-books-second-version');
      const res = await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).type('form')
        .send({ _table: tokens.sign('spec-books-second-version', 'edit'), _id: '2', _version: '1', title: 'Stale' });
      expect(res.status).to.equal(409);
      const [row] = await orm.em.getConnection().execute(`select "title", "version" from "${orm.config.get('schema')}"."book" where "id" = 2`);
      expect(row).to.deep.equal({ title: 'Saved meanwhile', version: 2 });
    });

    it('never writes the identifier, a hidden-when-updating column or the version, even when smuggled in', async () => {
      await bothPaths(submit({ title: 'Smuggler', id: '77', secretNote: 'smuggled', version: '99' }), 200);
      const { rows } = await outcome('one statement', submit({ title: 'Smuggler', id: '77', secretNote: 'smuggled', version: '99' }));
      expect(rows.find((row) => (row as { id: number }).id === 2)).to.include({ id: 2, secret_note: null, version: 2, title: 'Smuggler' });
    });
  });
});
