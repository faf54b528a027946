import { expect } from 'chai';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { createDemoApp } from '../../examples/app.js';
import { DEMO_ENTITIES } from '../../examples/entities/demo-entities.js';
import { useTestOrm } from '../support/database.js';

const SECRET = 'demo-hardening-secret-0123456789abcdefghijklmnop';

/** An outside attack on the demo (what users copy) found what these specs pin down. */
describe('the demo application, attacked from outside', () => {
  let orm: MikroORM;
  let app: Express;

  useTestOrm(DEMO_ENTITIES, async (opened) => {
    orm = opened;
    app = createDemoApp(orm, { secret: SECRET, hubUrl: 'http://127.0.0.1:9/.well-known/mercure', mercureSecret: SECRET, mountHub: false });
  });

  const leaksInternals = (text: string) => /\bat [\w.<>]+ \(|node_modules|\/(work|home|tmp|root)\/|URIError|\.ts:\d+/.test(text);

  it('answers a malformed URL (/books/%ZZ) with a plain 400 page, not Express\'s stack trace and paths', async () => {
    const res = await request(app).get('/books/%ZZ');
    expect(res.status).to.equal(400);
    expect(res.type).to.equal('text/html');
    expect(leaksInternals(res.text), res.text).to.equal(false);
  });

  it('answers a missing file with a plain 404 page, and an ajax caller with JSON', async () => {
    const page = await request(app).get('/static/nothing-here.js');
    expect(page.status).to.equal(404);
    expect(leaksInternals(page.text)).to.equal(false);
    const missing = await request(app).get('/no/such/page').set('Accept', 'application/json');
    expect(missing.status).to.equal(404);
    expect(missing.body).to.deep.equal({ error: { status: 404, code: 'not_found', message: 'Not found' } });
  });

  it('does not announce Express (X-Powered-By is off)', async () => {
    const res = await request(app).get('/');
    expect(res.headers['x-powered-by']).to.equal(undefined);
  });

  it('refuses a cross-site sign-in and sign-out (they accepted posts from any site)', async () => {
    const signIn = await request(app).post('/sign-in').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site');
    expect(signIn.status).to.equal(403);
    expect(signIn.headers['set-cookie']).to.equal(undefined);
    const signOut = await request(app).post('/sign-out').set('Sec-Fetch-Site', 'cross-site');
    expect(signOut.status).to.equal(403);
  });

  it('ends the session on sign-out: replaying the old cookie no longer opens /private', async () => {
    const agent = request.agent(app);
    const signIn = await agent.post('/sign-in').set('Origin', 'http://127.0.0.1').set('Host', '127.0.0.1').expect(303);
    const cookie = signIn.headers['set-cookie'] as unknown as string[];
    await agent.get('/private').expect(200);
    await agent.post('/sign-out').set('Sec-Fetch-Site', 'same-origin').expect(303);
    const replayed = await request(app).get('/private').set('Cookie', cookie.map((line) => line.split(';')[0]).join('; '));
    expect(replayed.status).to.equal(401);
  });
});
