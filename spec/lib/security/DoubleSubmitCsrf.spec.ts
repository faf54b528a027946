import { expect } from 'chai';
import express, { type Request } from 'express';
import request from 'supertest';
import { DoubleSubmitCsrf } from '../../../lib/security/DoubleSubmitCsrf.js';

describe('DoubleSubmitCsrf', () => {
  /** A page that issues a token, and a mutation that reports whether it verifies. */
  const app = (csrf: DoubleSubmitCsrf) =>
    express()
      .get('/page', (req, res) => res.json({ token: csrf.token(req, res) }))
      .post('/mutate', (req, res) => res.json({ ok: csrf.verify(req) }));

  it('verifies the page token sent back in the X-CSRF-Token header with its cookie', async () => {
    const agent = request.agent(app(new DoubleSubmitCsrf('k'.repeat(40))));
    const { token } = (await agent.get('/page')).body;
    expect((await agent.post('/mutate').set('X-CSRF-Token', token)).body.ok).to.equal(true);
    expect((await agent.post('/mutate')).body.ok).to.equal(false);
  });

  it('binds tokens to getSessionIdentifier', async () => {
    let session = 'alice';
    const agent = request.agent(app(new DoubleSubmitCsrf('k'.repeat(40), { getSessionIdentifier: () => session })));
    const { token } = (await agent.get('/page')).body;
    session = 'mallory';
    expect((await agent.post('/mutate').set('X-CSRF-Token', token)).body.ok).to.equal(false);
  });

  it('gives getSessionIdentifier the request itself, and leaves its cookies unparsed', async () => {
    const seen: unknown[] = [];
    const csrf = new DoubleSubmitCsrf('k'.repeat(40), {
      getSessionIdentifier: (req) => (seen.push(req), (req as Request & { user?: string }).user ?? ''),
    });
    const requests: Request[] = [];
    const withUser = express()
      .use((req, _res, next) => ((req as Request & { user: string }).user = 'alice', requests.push(req), next()))
      .get('/page', (req, res) => res.json({ token: csrf.token(req, res) }))
      .post('/mutate', (req, res) => res.json({ ok: csrf.verify(req), cookies: req.cookies ?? null }));
    const agent = request.agent(withUser);
    const { token } = (await agent.get('/page')).body;
    const answer = (await agent.post('/mutate').set('X-CSRF-Token', token)).body;
    expect(answer).to.deep.equal({ ok: true, cookies: null });
    expect(seen).to.have.length.greaterThan(0);
    expect(seen.every((req) => requests.includes(req as Request))).to.equal(true);
  });

  it('uses req.session.id by default', async () => {
    let id = 's1';
    const csrf = new DoubleSubmitCsrf('k'.repeat(40));
    const withSession = express()
      .use((req, _res, next) => ((req as Request & { session: { id: string } }).session = { id }, next()))
      .get('/page', (req, res) => res.json({ token: csrf.token(req, res) }))
      .post('/mutate', (req, res) => res.json({ ok: csrf.verify(req) }));
    const agent = request.agent(withSession);
    const { token } = (await agent.get('/page')).body;
    expect((await agent.post('/mutate').set('X-CSRF-Token', token)).body.ok).to.equal(true);
    id = 's2';
    expect((await agent.post('/mutate').set('X-CSRF-Token', token)).body.ok).to.equal(false);
  });

  it('refuses a token signed with another secret', async () => {
    const agent = request.agent(app(new DoubleSubmitCsrf('k'.repeat(40))));
    const other = request.agent(app(new DoubleSubmitCsrf('o'.repeat(40))));
    const { token } = (await other.get('/page')).body;
    await agent.get('/page');
    expect((await agent.post('/mutate').set('X-CSRF-Token', token)).body.ok).to.equal(false);
  });
});
