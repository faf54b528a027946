import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext, RealtimeUpdate } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, storedBook } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);

/** A gate the authorization hook waits at: the spec changes the row meanwhile, then opens it. */
function gate() {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  return { open, arrived, async wait() { reached(); await opened; } };
}

/**
 * Races between the checks of a delete or an edit and its write: the row as it is inside the writing
 * transaction decides, not the row as it was loaded. Each race is made deterministic by holding the
 * request in its authorization hook (after the load and before the write) while another change lands.
 */
describe('mutations racing other changes of the same row', () => {
  let orm: MikroORM;
  let published: RealtimeUpdate[];

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    published = [];
    await seed(orm);
  });

  /** An app whose hook, for `action`, waits at the gate once. */
  async function heldApp(action: AuthorizationContext['action'], held: ReturnType<typeof gate>) {
    let waited = false;
    const { app } = createSpecApp({
      orm,
      publisher: { publish: async (update) => void published.push(update) },
      authorize: async (context) => {
        if (context.action === action && !waited) {
          waited = true;
          await held.wait();
        }
        return true;
      },
    });
    return { app, session: await openPage(app) };
  }

  /** Changes a stored row behind the ORM's back: raw SQL, the version left as it is (as an unversioned table would). */
  async function setStored(id: number, values: Record<string, string | boolean>): Promise<void> {
    const table = `"${orm.config.get('schema')}"."${orm.getMetadata().get(Book).tableName}"`;
    const columns = Object.keys(values);
    await orm.em.getConnection().execute(
      `update ${table} set ${columns.map((column, i) => `"${column}" = ?`).join(', ')} where id = ?`,
      [...Object.values(values), id],
    );
  }

  it('never deletes a row that an edit published meanwhile (displayIf was checked before the write, not in it)', async () => {
    const held = gate();
    const { session } = await heldApp('delete', held);
    const deleting = session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign('spec-books', 'delete'), id: 2 }).then((res) => res);
    await held.arrived;
    await setStored(2, { status: 'published' });
    held.open();
    const res = await deleting;
    expect(res.status).to.equal(403);
    expect(res.body.error.code).to.equal('action_not_available');
    expect((await storedBook(orm, 2))?.status).to.equal('published');
    expect(published).to.deep.equal([]);
  });

  it('answers 404 to a delete that removed no row, and publishes nothing (every concurrent delete of one row answered success)', async () => {
    const held = gate();
    const { session } = await heldApp('delete', held);
    const late = session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign('spec-books', 'delete'), id: 2 }).then((res) => res);
    await held.arrived;
    await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf)
      .send({ table: tokens.sign('spec-books', 'delete'), id: 2 }).expect(200);
    held.open();
    const res = await late;
    expect(res.status).to.equal(404);
    expect(res.body.error.code).to.equal('row_not_found');
    expect(published).to.have.length(1);
  });

  it("never saves an edit of a row whose edit action a concurrent change hid (displayIf re-checked in the write)", async () => {
    const held = gate();
    const { session } = await heldApp('edit', held);
    const fields = {
      _table: tokens.sign('spec-books', 'edit'), _id: '2', _version: '1',
      title: 'Too late', author: 'Sale', status: 'draft', pages: '10', publishedOn: '',
    };
    const saving = session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).type('form').send(fields).then((res) => res);
    await held.arrived;
    // SpecBookTable shows Edit only where featured is false.
    await setStored(2, { featured: true });
    held.open();
    const res = await saving;
    expect(res.status).to.equal(403);
    expect(res.body.error.code).to.equal('action_not_available');
    expect((await storedBook(orm, 2))?.title).to.equal('50% off_now');
    expect(published).to.deep.equal([]);
  });

  it('answers 404 to an edit of a row deleted meanwhile, writing nothing', async () => {
    const held = gate();
    const { session } = await heldApp('edit', held);
    const fields = {
      _table: tokens.sign('spec-books', 'edit'), _id: '2', _version: '1',
      title: 'Ghost', author: 'Sale', status: 'draft', pages: '10', publishedOn: '',
    };
    const saving = session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).type('form').send(fields).then((res) => res);
    await held.arrived;
    await orm.em.fork().nativeDelete(Book, { id: 2 });
    held.open();
    const res = await saving;
    expect(res.status).to.be.oneOf([404, 409]);
    expect(await storedBook(orm, 2)).to.equal(null);
    expect(published).to.deep.equal([]);
  });
});
