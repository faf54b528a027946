import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, seed, SPEC_SECRET, storedBook } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { SpecBookTable } from '../support/http-tables.js';

const tokens = new TableTokens(SPEC_SECRET);
const EDIT_BOOKS = tokens.sign('spec-books', 'edit');

describe('GET /datatables/ajax/edit-form (legacy)', () => {
  let orm: MikroORM;
  let app: Express;

  useTestOrm(HTTP_ENTITIES, async (opened) => {
    orm = opened;
    ({ app } = createSpecApp({ orm }));
    await seed(orm);
  });

  const form = (query: Record<string, string | number>, on: Express = app) => request(on).get('/datatables/ajax/edit-form').query(query);

  it('answers the form (the body template) as HTML, pre-filled, without the modal around it', async () => {
    const res = await form({ table: EDIT_BOOKS, id: 2 }).expect(200).expect('Content-Type', /text\/html/);
    expect(res.text).to.match(/^<form id="ux-datatables-edit-form"/);
    expect(res.text).not.to.include('<dialog');
    expect(res.text).to.match(/name="title"[^>]* value="50% off_now"/);
    expect(res.text).to.include('<input type="hidden" name="_version" value="1">');
  });

  it('changes nothing', async () => {
    await form({ table: EDIT_BOOKS, id: 2 }).expect(200);
    expect((await storedBook(orm, 2))?.version).to.equal(1);
  });

  it('honours entity when exactly one table binds it with an edit action', async () => {
    const { app: single } = createSpecApp({ orm, tables: [SpecBookTable] });
    await form({ entity: 'Book', id: 2 }, single).expect(200);
  });

  it('refuses a read token (403 invalid_token), a table without edit (403), a hidden action (403)', async () => {
    expect((await form({ table: tokens.sign('spec-books', 'read'), id: 2 }).expect(403)).body.error.code).to.equal('invalid_token');
    expect((await form({ table: tokens.sign('spec-notes', 'edit'), id: 1 }).expect(403)).body.error.code).to.equal('action_not_declared');
    expect((await form({ table: EDIT_BOOKS, id: 3 }).expect(403)).body.error.code).to.equal('action_not_available');
  });

  it('answers 404 for an unknown row and 400 for a repeated parameter', async () => {
    expect((await form({ table: EDIT_BOOKS, id: 999 }).expect(404)).body.error.code).to.equal('row_not_found');
    await request(app).get(`/datatables/ajax/edit-form?table=${EDIT_BOOKS}&id[a]=1`).expect(400);
  });

  it('refuses when the authorization hook says no (403 forbidden)', async () => {
    const { app: guarded } = createSpecApp({ orm, authorize: () => false });
    expect((await form({ table: EDIT_BOOKS, id: 2 }, guarded).expect(403)).body.error.code).to.equal('forbidden');
  });
});
