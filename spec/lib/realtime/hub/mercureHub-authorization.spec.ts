import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'chai';
import { SignJWT } from 'jose';
import { ConfigurationError } from '../../../../lib/errors/ConfigurationError.js';
import { mercureHub } from '../../../../lib/realtime/hub/mercureHub.js';
import { publish, publishOk, quietLogger, SECRET, startTestHub, subscribe, token, type TestHub } from '../../../support/hub-test-client.js';

const BOOK = 'https://example.com/books/1';

describe('mercureHub(options) authorization', () => {
  let hub: TestHub;
  let logger: ReturnType<typeof quietLogger>;

  beforeEach(async () => {
    logger = quietLogger();
    hub = await startTestHub({ logger });
  });

  afterEach(async () => {
    await hub.close();
  });

  describe('publishers', () => {
    it('refuses a publish without a JWT with 401', async () => {
      const response = await publish(hub.url, { topic: BOOK, data: 'x' }, {});
      expect(response.status).to.equal(401);
      expect(response.headers.get('www-authenticate')).to.match(/^Bearer/);
    });

    it('refuses a JWT signed with another key with 401, and logs why', async () => {
      const forged = await token({ publish: ['*'] }, 'another-secret-of-at-least-32-characters');
      const response = await publish(hub.url, { topic: BOOK, data: 'x' }, { Authorization: `Bearer ${forged}` });
      expect(response.status).to.equal(401);
      expect(logger.warnings).to.include('Mercure dev hub: publisher JWT rejected (bad signature)');
    });

    it('refuses an expired JWT with 401', async () => {
      const expired = await new SignJWT({ mercure: { publish: ['*'] } })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(SECRET));
      expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${expired}` })).status).to.equal(401);
    });

    it('refuses an unsigned JWT (alg none) with 401', async () => {
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"mercure":{"publish":["*"]}}').toString('base64url')}.`;
      expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${unsigned}` })).status).to.equal(401);
    });

    it('refuses with 403 a JWT that does not allow every topic of the update', async () => {
      const narrow = await token({ publish: [BOOK] });
      const response = await publish(hub.url, { topic: [BOOK, 'https://example.com/authors/7'] }, { Authorization: `Bearer ${narrow}` });
      expect(response.status).to.equal(403);
      expect(await response.text()).to.contain('"https://example.com/authors/7"');
    });

    it('refuses with 403 a valid JWT without a mercure.publish claim', async () => {
      const subscriberOnly = await token({ subscribe: ['*'] });
      expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${subscriberOnly}` })).status).to.equal(403);
    });

    it('accepts topics matched by the URI templates of mercure.publish', async () => {
      const templated = await token({ publish: ['https://example.com/books/{id}'] });
      expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${templated}` })).status).to.equal(200);
    });

    it('accepts the JWT in the mercureAuthorization cookie from the hub\'s own origin only', async () => {
      const cookie = `mercureAuthorization=${await token({ publish: ['*'] })}`;
      expect((await publish(hub.url, { topic: BOOK }, { cookie, Origin: hub.origin })).status).to.equal(200);
      expect((await publish(hub.url, { topic: BOOK }, { cookie, Origin: 'https://evil.example' })).status).to.equal(401);
      expect((await publish(hub.url, { topic: BOOK }, { cookie })).status).to.equal(401);
    });
  });

  describe('private updates', () => {
    const privately = (data: string) => ({ topic: BOOK, data, private: 'on' });
    const marker = { topic: BOOK, data: 'public marker' };

    it('are not delivered to a subscriber without a JWT', async () => {
      const anonymous = await subscribe(hub.url, [BOOK]);
      await publishOk(hub.url, privately('secret'));
      await publishOk(hub.url, marker);
      expect((await anonymous.next()).data).to.equal('public marker');
      anonymous.close();
    });

    it('are not delivered when the JWT allows other topics only', async () => {
      const other = await subscribe(hub.url, [BOOK], { headers: { Authorization: `Bearer ${await token({ subscribe: ['https://example.com/authors/{id}'] })}` } });
      await publishOk(hub.url, privately('secret'));
      await publishOk(hub.url, marker);
      expect((await other.next()).data).to.equal('public marker');
      other.close();
    });

    for (const [where, options] of [
      ['the Authorization header', async () => ({ headers: { Authorization: `Bearer ${await token({ subscribe: [BOOK] })}` } })],
      ['the mercureAuthorization cookie', async () => ({ headers: { cookie: `mercureAuthorization=${await token({ subscribe: [BOOK] })}` } })],
      ['the authorization query parameter', async () => ({ query: { authorization: await token({ subscribe: [BOOK] }) } })],
    ] as const) {
      it(`are delivered with a JWT allowing the topic in ${where}`, async () => {
        const allowed = await subscribe(hub.url, [BOOK], await options());
        await publishOk(hub.url, privately('secret'));
        expect((await allowed.next()).data).to.equal('secret');
        allowed.close();
      });
    }

    it('are delivered when the JWT allows an alternate topic through a template', async () => {
      const allowed = await subscribe(hub.url, ['*'], { headers: { Authorization: `Bearer ${await token({ subscribe: ['ux-datatables/{table}'] })}` } });
      await publishOk(hub.url, { topic: [BOOK, 'ux-datatables/books'], data: 'secret', private: 'on' });
      expect((await allowed.next()).data).to.equal('secret');
      allowed.close();
    });

    it('are replayed only to subscribers allowed to read them', async () => {
      await publishOk(hub.url, privately('secret'));
      await publishOk(hub.url, marker);
      const anonymous = await subscribe(hub.url, [BOOK], { query: { lastEventID: 'earliest' } });
      expect((await anonymous.next()).data).to.equal('public marker');
      anonymous.close();
    });

    it('do not leak to a subscriber whose JWT allows the topic but who did not select it', async () => {
      const elsewhere = await subscribe(hub.url, ['https://example.com/authors/7'], { headers: { Authorization: `Bearer ${await token({ subscribe: ['*'] })}` } });
      await publishOk(hub.url, privately('secret'));
      await publishOk(hub.url, { topic: 'https://example.com/authors/7', data: 'mine' });
      expect((await elsewhere.next()).data).to.equal('mine');
      elsewhere.close();
    });
  });

  describe('subscribers', () => {
    it('refuses an invalid subscriber JWT with 401 rather than treating it as anonymous', async () => {
      const response = await fetch(`${hub.url}?topic=${encodeURIComponent(BOOK)}`, { headers: { Authorization: 'Bearer not-a-jwt' } });
      expect(response.status).to.equal(401);
    });

    it('checks subscriber JWTs with subscriberKey when it differs from publisherKey', async () => {
      const split = await startTestHub({ subscriberKey: 'the-subscriber-secret-of-32-characters' });
      try {
        const byPublisherKey = await fetch(`${split.url}?topic=x`, { headers: { Authorization: `Bearer ${await token({ subscribe: ['*'] })}` } });
        expect(byPublisherKey.status).to.equal(401);
        await byPublisherKey.body?.cancel();
        const allowed = await subscribe(split.url, ['x'], { headers: { Authorization: `Bearer ${await token({ subscribe: ['*'] }, 'the-subscriber-secret-of-32-characters')}` } });
        allowed.close();
      } finally {
        await split.close();
      }
    });
  });

  describe('asymmetric keys', () => {
    it('verifies ES256 JWTs with the public key PEM, and refuses HS256 ones', async () => {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const es = await startTestHub({ publisherKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(), algorithm: 'ES256' });
      try {
        const signed = await new SignJWT({ mercure: { publish: ['*'] } }).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
        expect((await publish(es.url, { topic: BOOK }, { Authorization: `Bearer ${signed}` })).status).to.equal(200);
        expect((await publish(es.url, { topic: BOOK }, { Authorization: `Bearer ${await token({ publish: ['*'] })}` })).status).to.equal(401);
      } finally {
        await es.close();
      }
    });

    it('verifies RS256 JWTs with the private key PEM the application signs with', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const rs = await startTestHub({ publisherKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), algorithm: 'RS256' });
      try {
        const signed = await new SignJWT({ mercure: { publish: ['*'] } }).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
        expect((await publish(rs.url, { topic: BOOK }, { Authorization: `Bearer ${signed}` })).status).to.equal(200);
      } finally {
        await rs.close();
      }
    });
  });

  describe('configuration', () => {
    it('throws a ConfigurationError without publisherKey', () => {
      expect(() => mercureHub({ publisherKey: '' })).to.throw(ConfigurationError, /publisherKey/);
    });

    it('throws a ConfigurationError for a key the algorithm cannot use', () => {
      expect(() => mercureHub({ publisherKey: SECRET, algorithm: 'ES256' })).to.throw(ConfigurationError, /ES256/);
      const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      expect(() => mercureHub({ publisherKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(), algorithm: 'RS256' })).to.throw(ConfigurationError, /ec key/);
    });

    it('throws a ConfigurationError for an unknown algorithm, a bad origin or a negative history', () => {
      expect(() => mercureHub({ publisherKey: SECRET, algorithm: 'none' as never })).to.throw(ConfigurationError, /"none"/);
      expect(() => mercureHub({ publisherKey: SECRET, corsOrigins: ['https://example.com/'] })).to.throw(ConfigurationError, /origin/);
      expect(() => mercureHub({ publisherKey: SECRET, historySize: -1 })).to.throw(ConfigurationError, /historySize/);
    });
  });
});
