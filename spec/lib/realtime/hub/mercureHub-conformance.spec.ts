// The development hub against the MUSTs of both Mercure generations (draft-dunglas-mercure-07 for
// 0.x, the 1.0 hub's protocol for 1.0; see docs/mercure-protocols.md), over real HTTP. Written from
// the spec texts; every point runs once per generation through a small adapter.
import { request } from 'node:http';
import { expect } from 'chai';
import { SignJWT } from 'jose';
import type { MercureProtocol } from '../../../../lib/wire/mercure-protocol.js';
import {
  accessToken,
  publish,
  publishOk,
  quietLogger,
  SECRET,
  startTestHub,
  subscribe,
  token,
  type PublishFields,
  type TestHub,
} from '../../../support/hub-test-client.js';
import { waitFor } from '../../../support/wait-for.js';

const BOOK = 'https://example.com/books/1';
const OTHER = 'https://example.com/books/2';

/** How one generation publishes and subscribes, and signs its tokens. */
interface Generation {
  protocol: MercureProtocol;
  /** The query parameter of an exact selector. */
  parameter: string;
  /** A publisher JWT allowed everywhere. */
  publisherJwt(hub: TestHub): Promise<string>;
  /** A subscriber JWT allowed to read private updates of `topic`, expiring at `exp` (seconds) when given. */
  subscriberJwt(hub: TestHub, topic: string, exp?: number): Promise<string>;
  /** The query parameter a subscriber's JWT goes in. */
  tokenParameter: string;
}

const GENERATIONS: Generation[] = [
  {
    protocol: '0.x',
    parameter: 'topic',
    publisherJwt: () => token({ publish: ['*'] }),
    subscriberJwt: (_hub, topic, exp) =>
      new SignJWT({ mercure: { subscribe: [topic] }, ...(exp === undefined ? {} : { exp }) }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET)),
    tokenParameter: 'authorization',
  },
  {
    protocol: '1.0',
    parameter: 'match',
    publisherJwt: (hub) => accessToken(hub.url, { publish: [{ match: '*' }] }),
    subscriberJwt: (hub, topic, exp) => accessToken(hub.url, { subscribe: [{ match: topic }] }, { claims: exp === undefined ? {} : { exp } }),
    tokenParameter: 'access_token',
  },
];

for (const generation of GENERATIONS) {
  describe(`mercureHub({ protocol: '${generation.protocol}' }) conformance`, () => {
    let hub: TestHub;
    let logger: ReturnType<typeof quietLogger>;

    beforeEach(async () => {
      logger = quietLogger();
      hub = await startTestHub({ protocol: generation.protocol, logger, historySize: 10 });
    });

    afterEach(async () => {
      await hub.close();
    });

    const send = async (fields: PublishFields) => publishOk(hub.url, fields, { Authorization: `Bearer ${await generation.publisherJwt(hub)}` });
    const open = (selectors: string[], options: { headers?: Record<string, string>; query?: Record<string, string> } = {}) =>
      subscribe(hub.url, selectors, { ...options, parameter: generation.parameter });

    describe('publish, subscribe, private, replay', () => {
      it('delivers a public update to a subscriber of its topic, and not of another', async () => {
        const subscription = await open([BOOK]);
        await send({ topic: OTHER, data: 'not mine' });
        const id = await send({ topic: BOOK, data: 'mine' });
        expect(await subscription.next()).to.include({ id, data: 'mine' });
        subscription.close();
      });

      it('delivers a private update only to a subscriber whose JWT allows its topic', async () => {
        const anonymous = await open([BOOK]);
        const allowed = await open([BOOK], { headers: { Authorization: `Bearer ${await generation.subscriberJwt(hub, BOOK)}` } });
        await send({ topic: BOOK, data: 'secret', private: 'on' });
        await send({ topic: BOOK, data: 'public' });
        expect((await allowed.next()).data).to.equal('secret');
        expect((await anonymous.next()).data).to.equal('public');
        anonymous.close();
        allowed.close();
      });

      it('replays what came after the Last-Event-ID header', async () => {
        const first = await send({ topic: BOOK, data: '1' });
        await send({ topic: BOOK, data: '2' });
        const subscription = await open([BOOK], { headers: { 'Last-Event-ID': first } });
        expect((await subscription.next()).data).to.equal('2');
        subscription.close();
      });
    });

    describe('the subscriber JWT', () => {
      it('closes the stream when the JWT expires: private updates stop with the right to read them', async () => {
        const exp = Math.floor(Date.now() / 1000) + 1;
        const subscription = await open([BOOK], { headers: { Authorization: `Bearer ${await generation.subscriberJwt(hub, BOOK, exp)}` } });
        await send({ topic: BOOK, data: 'before', private: 'on' });
        expect((await subscription.next()).data).to.equal('before');
        await waitFor(() => hub.hub.subscriberCount === 0, { timeoutMs: 4000, what: 'the hub to close the expired stream' });
        await subscription.ended();
      });

      it(`accepts the JWT in the ${generation.tokenParameter} query parameter, with Cache-Control: private and no-store`, async () => {
        const query = { [generation.tokenParameter]: await generation.subscriberJwt(hub, BOOK) };
        const subscription = await open([BOOK], { query });
        expect(subscription.response.headers.get('cache-control')).to.equal('private, no-cache, no-store');
        await send({ topic: BOOK, data: 'secret', private: 'on' });
        expect((await subscription.next()).data).to.equal('secret');
        subscription.close();
      });

      it('keeps Cache-Control: no-cache for a JWT in the header', async () => {
        const subscription = await open([BOOK], { headers: { Authorization: `Bearer ${await generation.subscriberJwt(hub, BOOK)}` } });
        expect(subscription.response.headers.get('cache-control')).to.equal('no-cache');
        subscription.close();
      });
    });

    describe('Last-Event-ID', () => {
      it('takes the header before the lastEventID query parameter (no duplicates on reconnection)', async () => {
        const first = await send({ topic: BOOK, data: '1' });
        const second = await send({ topic: BOOK, data: '2' });
        await send({ topic: BOOK, data: '3' });
        const subscription = await open([BOOK], { headers: { 'Last-Event-ID': second }, query: { lastEventID: first } });
        expect((await subscription.next()).data).to.equal('3');
        await send({ topic: BOOK, data: '4' });
        expect((await subscription.next()).data).to.equal('4');
        subscription.close();
      });

      it('answers the newest id a subscriber may read, never a private update\'s id to one who may not', async () => {
        const open1 = await send({ topic: BOOK, data: 'public' });
        const secret = await send({ topic: BOOK, data: 'private', private: 'on' });
        const anonymous = await open([BOOK]);
        expect(anonymous.response.headers.get('last-event-id')).to.equal(open1);
        const allowed = await open([BOOK], { headers: { Authorization: `Bearer ${await generation.subscriberJwt(hub, BOOK)}` } });
        expect(allowed.response.headers.get('last-event-id')).to.equal(secret);
        anonymous.close();
        allowed.close();
      });

      it('answers "earliest" when nothing was published', async () => {
        const subscription = await open([BOOK]);
        expect(subscription.response.headers.get('last-event-id')).to.equal('earliest');
        subscription.close();
      });
    });

    describe('publishing', () => {
      it('accepts the publisher JWT in the authorization query parameter', async () => {
        const subscription = await open([BOOK]);
        const url = `${hub.url}?${generation.tokenParameter}=${await generation.publisherJwt(hub)}`;
        expect((await publish(url, { topic: BOOK, data: 'via the query' }, {})).status).to.equal(200);
        expect((await subscription.next()).data).to.equal('via the query');
        subscription.close();
      });

      it('answers 401 before reading the body of a publish without a valid JWT', async () => {
        // The body never comes: an answer proves the hub did not wait to read it.
        const status = await new Promise<number>((resolve, reject) => {
          const sent = request(hub.url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '10000000' } }, (response) => {
            resolve(response.statusCode ?? 0);
            response.resume();
            sent.destroy();
          });
          sent.on('error', reject);
          sent.write('topic=');
        });
        expect(status).to.equal(401);
      });
    });

    describe('authorization errors (RFC 6750)', () => {
      it('answers 401 without an error code when no JWT came, invalid_token for a rejected one, insufficient_scope for a topic not granted', async () => {
        const none = await publish(hub.url, { topic: BOOK }, {});
        expect(none.status).to.equal(401);
        expect(none.headers.get('www-authenticate')).to.equal('Bearer realm="mercure"');
        const bad = await publish(hub.url, { topic: BOOK }, { Authorization: 'Bearer not.a.jwt' });
        expect(bad.status).to.equal(401);
        expect(bad.headers.get('www-authenticate')).to.contain('error="invalid_token"');
        const jwt = generation.protocol === '0.x' ? await token({ publish: [OTHER] }) : await accessToken(hub.url, { publish: [{ match: OTHER }] });
        const narrow = await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${jwt}` });
        expect(narrow.status).to.equal(403);
        expect(narrow.headers.get('www-authenticate')).to.contain('error="insufficient_scope"');
      });
    });

    describe('the log', () => {
      it('writes a fixed reason for a rejected JWT, nothing the client sent (no forged lines, no terminal escapes)', async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'HS256', crit: ['\u001b[31mFORGED\nERROR admin logged in'] })).toString('base64url');
        const forged = `${header}.${Buffer.from('{}').toString('base64url')}.c2ln`;
        const response = await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${forged}` });
        expect(response.status).to.equal(401);
        expect(logger.warnings).to.have.length(1);
        expect(logger.warnings[0]).to.match(/^Mercure dev hub: publisher JWT rejected \([a-z ()"]+\)$/);
        expect(logger.warnings.join('')).not.to.contain('FORGED');
      });

      it('writes at most 60 warnings a minute, however many requests fail', async () => {
        await Promise.all(Array.from({ length: 80 }, () => publish(hub.url, { topic: BOOK }, { Authorization: 'Bearer x.y.z' })));
        expect(logger.warnings).to.have.length(60);
      });
    });

    describe('bounded cost per subscription and per client', () => {
      it('refuses a subscription past maxSubscriptionsPerAddress with 429, and accepts one again once another closed', async () => {
        const capped = await startTestHub({ protocol: generation.protocol, maxSubscriptionsPerAddress: 2 });
        try {
          const url = `${capped.url}?${generation.parameter}=${encodeURIComponent(BOOK)}`;
          const first = await subscribe(capped.url, [BOOK], { parameter: generation.parameter });
          const second = await subscribe(capped.url, [BOOK], { parameter: generation.parameter });
          const refused = await fetch(url);
          expect(refused.status).to.equal(429);
          first.close();
          await waitFor(() => capped.hub.subscriberCount === 1, { what: 'the hub to forget the closed stream' });
          const third = await subscribe(capped.url, [BOOK], { parameter: generation.parameter });
          second.close();
          third.close();
        } finally {
          await capped.close();
        }
      });

      it('compiles a selector sent by many subscribers once, and matches it once per update', async () => {
        const selector = generation.protocol === '0.x' ? `https://example.com/books/${'{a}'.repeat(12)}` : 'https://example.com/books/:id';
        const parameter = generation.protocol === '0.x' ? 'topic' : 'match_urlpattern';
        await send({ topic: OTHER, data: 'warms the publisher JWT up' });
        const start = hub.hub.stats;
        const subscriptions = await Promise.all(Array.from({ length: 24 }, () => subscribe(hub.url, [selector], { parameter })));
        const before = hub.hub.stats;
        await send({ topic: BOOK, data: 'edit' });
        for (const subscription of subscriptions) expect((await subscription.next()).data).to.equal('edit');
        const after = hub.hub.stats;
        expect(after.compilations - start.compilations).to.equal(1);
        expect(after.evaluations - before.evaluations).to.equal(1);
        for (const subscription of subscriptions) subscription.close();
      });

      it('encodes an update once for all its subscribers', async () => {
        const subscriptions = await Promise.all(Array.from({ length: 10 }, () => open([BOOK])));
        const before = hub.hub.stats.encodings;
        await send({ topic: BOOK, data: 'x'.repeat(10_000) });
        for (const subscription of subscriptions) await subscription.next();
        expect(hub.hub.stats.encodings - before).to.equal(1);
        expect(new Set(subscriptions.map((subscription) => subscription.raw)).size).to.equal(1);
        for (const subscription of subscriptions) subscription.close();
      });
    });

    describe('history', () => {
      it('keeps at most historyBytes of events, replaying only those', async () => {
        const small = await startTestHub({ protocol: generation.protocol, historyBytes: 2500 });
        try {
          const headers = { Authorization: `Bearer ${await generation.publisherJwt(small)}` };
          for (let i = 0; i < 5; i += 1) await publishOk(small.url, { topic: BOOK, data: `${i}`.repeat(1000) }, headers);
          const subscription = await subscribe(small.url, [BOOK], { parameter: generation.parameter, query: { lastEventID: 'earliest' } });
          expect((await subscription.next()).data).to.equal('3'.repeat(1000));
          expect((await subscription.next()).data).to.equal('4'.repeat(1000));
          await publishOk(small.url, { topic: BOOK, data: 'live' }, headers);
          expect((await subscription.next()).data).to.equal('live');
          subscription.close();
        } finally {
          await small.close();
        }
      });
    });
  });
}
