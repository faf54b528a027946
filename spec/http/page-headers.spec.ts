import { expect } from 'chai';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { useTestOrm } from '../support/database.js';
import { createSpecApp } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

/**
 * An outside attack found that pages carrying table and CSRF tokens were sent with no Cache-Control (a
 * shared cache could serve them to someone else), without `Vary: Accept-Language` when rendered in
 * the negotiated language, and with no framing policy (a page on another port framed the table and
 * one click deleted a row).
 */
describe('the headers of a page the helper renders a table into', () => {
  let orm: MikroORM;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  it('forbid shared caches to keep it (it carries tokens): Cache-Control private, no-store', async () => {
    const { app } = createSpecApp({ orm });
    const res = await request(app).get('/page/spec-books').expect(200);
    expect(res.headers['cache-control']).to.equal('private, no-store');
    const view = await request(app).get('/view/spec-books').expect(200);
    expect(view.headers['cache-control']).to.equal('private, no-store');
  });

  it('vary on Accept-Language when the language was negotiated from it, not when locale(req) chose', async () => {
    const { app } = createSpecApp({ orm, locales: ['en', 'de'] });
    const res = await request(app).get('/page/spec-books').set('Accept-Language', 'de').expect(200);
    expect(res.headers.vary).to.match(/Accept-Language/i);
    const { app: chosen } = createSpecApp({ orm, locales: ['en', 'de'], locale: () => 'de' });
    const fixed = await request(chosen).get('/page/spec-books').set('Accept-Language', 'de').expect(200);
    expect(fixed.headers.vary ?? '').to.not.match(/Accept-Language/i);
  });

  it("may be framed only by the same origin by default: CSP frame-ancestors 'self' and X-Frame-Options SAMEORIGIN", async () => {
    const { app } = createSpecApp({ orm });
    const res = await request(app).get('/page/spec-books').expect(200);
    expect(res.headers['content-security-policy']).to.equal("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).to.equal('SAMEORIGIN');
  });

  it("adds frame-ancestors to the application's own policy, and keeps one the application set", async () => {
    const app = express();
    app.use((_req, res, next) => void (res.set('Content-Security-Policy', "default-src 'self'"), next()));
    app.use(createSpecApp({ orm }).app);
    expect((await request(app).get('/page/spec-books').expect(200)).headers['content-security-policy'])
      .to.equal("default-src 'self'; frame-ancestors 'self'");
    const own = express();
    own.use((_req, res, next) => void (res.set('Content-Security-Policy', 'frame-ancestors https://portal.example'), next()));
    own.use(createSpecApp({ orm }).app);
    const res = await request(own).get('/page/spec-books').expect(200);
    expect(res.headers['content-security-policy']).to.equal('frame-ancestors https://portal.example');
    expect(res.headers['x-frame-options']).to.equal(undefined);
  });

  it('follows the frameAncestors option: a list of sources, or false to leave framing to the application', async () => {
    const { app } = createSpecApp({ orm, frameAncestors: ["'self'", 'https://portal.example'] });
    const res = await request(app).get('/page/spec-books').expect(200);
    expect(res.headers['content-security-policy']).to.equal("frame-ancestors 'self' https://portal.example");
    expect(res.headers['x-frame-options']).to.equal(undefined);
    const { app: none } = createSpecApp({ orm, frameAncestors: [] });
    const denied = await request(none).get('/page/spec-books').expect(200);
    expect(denied.headers['content-security-policy']).to.equal("frame-ancestors 'none'");
    expect(denied.headers['x-frame-options']).to.equal('DENY');
    const { app: off } = createSpecApp({ orm, frameAncestors: false });
    const left = await request(off).get('/page/spec-books').expect(200);
    expect(left.headers['content-security-policy']).to.equal(undefined);
    expect(left.headers['x-frame-options']).to.equal(undefined);
  });
});
