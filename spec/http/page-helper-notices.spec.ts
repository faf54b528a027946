import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type { PageView } from '../../lib/index.js';
import { createTestOrm } from '../support/database.js';
import { createSpecApp } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

/** The page view in a rendered `<table>` element. */
function viewOf(html: string): PageView {
  const attribute = /data-datatable-view-value="([^"]*)"/.exec(html)![1];
  return JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

describe('res.locals.dataTable(table, attributes, { notices })', () => {
  let orm: MikroORM;

  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm(HTTP_ENTITIES);
  });
  after(async () => {
    await orm?.close(true);
  });

  it('leaves notices on by default (no field in the page view)', async () => {
    const { app } = createSpecApp({ orm });
    app.get('/on', (_req, res) => res.send(res.locals.dataTable('spec-books')));
    expect(viewOf((await request(app).get('/on').expect(200)).text)).not.to.have.property('notices');
  });

  it('turns them off with notices: false', async () => {
    const { app } = createSpecApp({ orm });
    app.get('/off', (_req, res) => res.send(res.locals.dataTable('spec-books', {}, { notices: false })));
    expect(viewOf((await request(app).get('/off').expect(200)).text).notices).to.equal(false);
  });
});
