import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { AuthorizationContext } from '../../lib/index.js';
import type { RowData } from '../../lib/wire/page-view.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, type SpecAppOptions, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecActionBookTable, SpecReplicateBookTable } from '../support/row-action-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const CREATE = tokens.sign('spec-replicate-books', 'create');

describe('Replicate: POST /datatables/ajax/create-form/view with "from"', () => {
  let orm: MikroORM;
  let app: Express;
  let session: SpecSession;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  const open = async (options: Partial<SpecAppOptions> = {}) => {
    ({ app } = createSpecApp({ orm, tables: [SpecReplicateBookTable, SpecActionBookTable], ...options }));
    session = await openPage(app, 'spec-replicate-books');
  };

  beforeEach(async () => {
    await seed(orm);
    await orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('${orm.config.get('schema')}.book', 'id'), 100)`);
    await open();
  });

  const view = (body: Record<string, unknown>) => session.agent.post('/datatables/ajax/create-form/view').send({ table: CREATE, ...body });

  it('gives the rows Replicate\'s reference, and the page the create token', async () => {
    const res = await request(app).get('/datatables/ajax/data').query({ table: tokens.sign('spec-replicate-books', 'read'), start: 0, length: 50 }).expect(200);
    const row = (res.body.data as RowData[]).find((each) => each.id === 2)!;
    expect(row._actions).to.deep.include({ REPLICATE: { id: 2 } });
    expect(session.view.table.actions!.items.map((action) => [action.type, action.label])).to.deep.equal([['REPLICATE', 'Duplicate']]);
    expect(session.view.tokens.create).to.equal(CREATE);
  });

  it('answers the create modal filled from the row, less its key and the fields hidden when creating', async () => {
    const res = await view({ from: 2 }).expect(200).expect('Content-Type', /html/);
    expect(res.text).to.match(/name="title"[^>]*value="50% off_now"/);
    expect(res.text).to.match(/name="author"[^>]*value="Sale"/);
    expect(res.text).to.match(/name="pages"[^>]*value="10"/);
    expect(res.text).to.not.include('name="secretNote"').and.to.not.include('name="_version"').and.to.not.include('name="_id"');
    expect(res.text).to.include(`value="${CREATE}"`);
  });

  it('asks the hook read, then create with the row replicated', async () => {
    const asked: string[] = [];
    await open({ authorize: (context: AuthorizationContext) => {
      asked.push(`${context.action}:${(context.entity as { id?: number } | undefined)?.id ?? '-'}`);
      return !(context.action === 'create' && context.entity !== undefined && (context.entity as { id: number }).id === 5);
    } });
    asked.length = 0;
    await view({ from: 2 }).expect(200);
    expect(asked).to.deep.equal(['read:-', 'create:2']);
    expect((await view({ from: 5 }).expect(403)).body.error.code).to.equal('forbidden');
  });

  it('refuses a row its displayIf hides (403), an unknown row (404), and a table without Replicate (403)', async () => {
    expect((await view({ from: 1 }).expect(403)).body.error.code).to.equal('action_not_available');
    expect((await view({ from: 999 }).expect(404)).body.error.code).to.equal('row_not_found');
    await view({ from: {} }).expect(400);
    const other = await session.agent.post('/datatables/ajax/create-form/view').send({ table: tokens.sign('spec-action-books', 'create'), from: 2 });
    expect(other.status).to.equal(403);
  });

  it('creates through the ordinary create submit: a new row, the one replicated unchanged', async () => {
    const before = await orm.em.fork().count(Book, {});
    const res = await session.agent.post('/datatables/ajax/create-form').set('X-CSRF-Token', session.csrf)
      .field('_table', CREATE).field('title', '50% off_now').field('author', 'Sale').field('status', 'draft').field('pages', '10').expect(201);
    expect(await orm.em.fork().count(Book, {})).to.equal(before + 1);
    expect(res.body.id).to.not.equal(2);
  });
});
