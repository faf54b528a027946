// What differs between the generations the development hub speaks: 0.x's selectors, 1.0's matchers
// and access tokens (docs/mercure-protocols.md), over real HTTP.
import { expect } from 'chai';
import { ConfigurationError } from '../../../../lib/errors/ConfigurationError.js';
import { mercureHub } from '../../../../lib/realtime/hub/mercureHub.js';
import {
  accessToken,
  MERCURE_DETAIL,
  publish,
  publishOk,
  quietLogger,
  SECRET,
  startTestHub,
  subscribe,
  token,
  type TestHub,
} from '../../../support/hub-test-client.js';

const BOOK = 'https://example.com/books/1';

describe('mercureHub({ protocol })', () => {
  it('speaks 0.x by default', async () => {
    const hub = await startTestHub();
    try {
      const subscription = await subscribe(hub.url, [BOOK]);
      await publishOk(hub.url, { topic: BOOK, data: 'x' });
      expect((await subscription.next()).data).to.equal('x');
      subscription.close();
    } finally {
      await hub.close();
    }
  });

  it('throws a ConfigurationError for an unknown protocol', () => {
    expect(() => mercureHub({ publisherKey: SECRET, protocol: '2.0' as never })).to.throw(ConfigurationError, /"0.x" or "1.0"/);
  });

  describe('0.x', () => {
    let hub: TestHub;

    beforeEach(async () => {
      hub = await startTestHub({ protocol: '0.x' });
    });

    afterEach(async () => {
      await hub.close();
    });

    it('matches a selector that is no valid URI template as plain text, never a 400', async () => {
      const topic = 'https://example.com/{id';
      const subscription = await subscribe(hub.url, [topic]);
      await publishOk(hub.url, { topic: 'https://example.com/1', data: 'not this' });
      await publishOk(hub.url, { topic, data: 'its own text' });
      expect((await subscription.next()).data).to.equal('its own text');
      subscription.close();
    });

    it('still refuses a template too costly to match with 400', async () => {
      const response = await fetch(`${hub.url}?topic=${encodeURIComponent('{a:9999}')}`);
      expect(response.status).to.equal(400);
    });

    it('refuses a 1.0 access token: no mercure claim, no grant', async () => {
      const modern = await accessToken(hub.url, { publish: [{ match: '*' }] });
      expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${modern}` })).status).to.equal(403);
    });
  });

  describe('1.0', () => {
    let hub: TestHub;
    let logger: ReturnType<typeof quietLogger>;

    beforeEach(async () => {
      logger = quietLogger();
      hub = await startTestHub({ protocol: '1.0', logger });
    });

    afterEach(async () => {
      await hub.close();
    });

    const publisher = async (overrides?: Parameters<typeof accessToken>[2]) => ({
      Authorization: `Bearer ${await accessToken(hub.url, { publish: [{ match: '*' }] }, overrides)}`,
    });
    const status = async (query: string) => {
      const response = await fetch(`${hub.url}?${query}`);
      await response.body?.cancel();
      return response.status;
    };

    describe('matchers', () => {
      it('matches `match` exactly, byte for byte: braces are no template', async () => {
        const subscription = await subscribe(hub.url, ['https://example.com/books/{id}', BOOK], { parameter: 'match' });
        await publishOk(hub.url, { topic: 'https://example.com/books/2', data: 'not matched' }, await publisher());
        await publishOk(hub.url, { topic: BOOK, data: 'matched' }, await publisher());
        expect((await subscription.next()).data).to.equal('matched');
        subscription.close();
      });

      it('matches `match_urlpattern` with :name as one segment', async () => {
        const subscription = await subscribe(hub.url, ['https://example.com/books/:id'], { parameter: 'match_urlpattern' });
        await publishOk(hub.url, { topic: 'https://example.com/books/1/reviews', data: 'deeper' }, await publisher());
        await publishOk(hub.url, { topic: 'https://example.com/authors/1', data: 'elsewhere' }, await publisher());
        await publishOk(hub.url, { topic: 'https://example.com/books/7', data: 'matched' }, await publisher());
        expect((await subscription.next()).data).to.equal('matched');
        subscription.close();
      });

      it('resolves a relative pattern and a relative topic against the hub\'s URL', async () => {
        const subscription = await subscribe(hub.url, ['/books/*'], { parameter: 'match_urlpattern' });
        await publishOk(hub.url, { topic: '/books/1', data: 'relative' }, await publisher());
        await publishOk(hub.url, { topic: `${hub.origin}/books/2`, data: 'absolute' }, await publisher());
        expect((await subscription.next()).data).to.equal('relative');
        expect((await subscription.next()).data).to.equal('absolute');
        subscription.close();
      });

      it('reads draft-08\'s spellings matchExact and matchURLPattern', async () => {
        const subscription = await subscribe(hub.url, ['https://example.com/books/:id'], { parameter: 'matchURLPattern' });
        await publishOk(hub.url, { topic: BOOK, data: 'matched' }, await publisher());
        expect((await subscription.next()).data).to.equal('matched');
        subscription.close();
      });

      it('delivers everything to `*`', async () => {
        const subscription = await subscribe(hub.url, ['*'], { parameter: 'match' });
        await publishOk(hub.url, { topic: 'anything', data: 'x' }, await publisher());
        expect((await subscription.next()).data).to.equal('x');
        subscription.close();
      });

      const refusals: [string, string][] = [
        ['the 0.x topic parameter', `topic=${encodeURIComponent(BOOK)}`],
        ['no matcher', ''],
        ['an unknown match parameter', `match=${encodeURIComponent(BOOK)}&match_regexp=x`],
        ['a case typo of a match parameter', `MATCH=${encodeURIComponent(BOOK)}`],
        ['a control character', `match=${encodeURIComponent('a\u0085b')}`],
        ['a URL pattern group', `match_urlpattern=${encodeURIComponent('https://example.com/(\\d+)')}`],
        ['a modifier after a name', `match_urlpattern=${encodeURIComponent('https://example.com/:id?')}`],
        ['101 matchers', Array.from({ length: 101 }, (_, i) => `match=t${i}`).join('&')],
      ];
      for (const [what, query] of refusals) {
        it(`refuses ${what} with 400`, async () => {
          expect(await status(query)).to.equal(400);
        });
      }
    });

    describe('the response\'s Last-Event-ID', () => {
      const last = async (headers: Record<string, string>) => {
        const subscription = await subscribe(hub.url, [BOOK], { parameter: 'match', headers });
        subscription.close();
        return subscription.response.headers.get('last-event-id');
      };

      it('is the requested id while it is kept (no loss), "earliest" for an unknown or "earliest" one', async () => {
        const first = await publishOk(hub.url, { topic: BOOK, data: '1' }, await publisher());
        await publishOk(hub.url, { topic: BOOK, data: '2' }, await publisher());
        expect(await last({ 'Last-Event-ID': first })).to.equal(first);
        expect(await last({ 'Last-Event-ID': 'urn:uuid:never-seen' })).to.equal('earliest');
        expect(await last({ 'Last-Event-ID': 'earliest' })).to.equal('earliest');
      });

      it('looks back past a requested private update the subscriber may not read, never naming it', async () => {
        const open = await publishOk(hub.url, { topic: BOOK, data: 'public' }, await publisher());
        const secret = await publishOk(hub.url, { topic: BOOK, data: 'private', private: 'on' }, await publisher());
        expect(await last({ 'Last-Event-ID': secret })).to.equal(open);
      });
    });

    describe('access tokens', () => {
      it('publishes with a token granting publish on the topic', async () => {
        const headers = { Authorization: `Bearer ${await accessToken(hub.url, { publish: [{ match: BOOK }] })}` };
        expect((await publish(hub.url, { topic: BOOK }, headers)).status).to.equal(200);
        expect((await publish(hub.url, { topic: 'https://example.com/books/2' }, headers)).status).to.equal(403);
      });

      it('grants by URL pattern (match_type urlpattern, or draft-08\'s matchType URLPattern)', async () => {
        for (const matcher of [{ match: 'https://example.com/books/:id', match_type: 'urlpattern' }, { match: 'https://example.com/books/:id', matchType: 'URLPattern' }]) {
          const headers = { Authorization: `Bearer ${await accessToken(hub.url, { publish: [matcher] })}` };
          expect((await publish(hub.url, { topic: BOOK }, headers)).status).to.equal(200);
          expect((await publish(hub.url, { topic: 'https://example.com/authors/1' }, headers)).status).to.equal(403);
        }
      });

      it('reads draft-08\'s detail type "mercure" too, and ignores details of other types', async () => {
        const claims = (type: string) => ({ claims: { authorization_details: [{ type, actions: ['publish'], topics: [{ match: '*' }] }] } });
        const draft = await accessToken(hub.url, {}, claims('mercure'));
        const foreign = await accessToken(hub.url, {}, claims('https://example.com/payments'));
        expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${draft}` })).status).to.equal(200);
        expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${foreign}` })).status).to.equal(403);
      });

      const rejected: [string, () => Promise<string>][] = [
        ['without typ at+jwt', () => accessToken(hub.url, { publish: [{ match: '*' }] }, { typ: null })],
        ['of typ JWT', () => accessToken(hub.url, { publish: [{ match: '*' }] }, { typ: 'JWT' })],
        ['for another audience', () => accessToken('https://other-hub.example/.well-known/mercure', { publish: [{ match: '*' }] })],
        ['without exp', () => accessToken(hub.url, { publish: [{ match: '*' }] }, { claims: { exp: undefined } })],
        ['expired', () => accessToken(hub.url, { publish: [{ match: '*' }] }, { claims: { exp: Math.floor(Date.now() / 1000) - 60 } })],
        ['with a malformed Mercure detail, even beside a good one', () =>
          accessToken(hub.url, {}, { claims: { authorization_details: [{ type: MERCURE_DETAIL, actions: ['publish'], topics: [{ match: '*' }] }, { type: MERCURE_DETAIL, actions: ['read'], topics: [{ match: '*' }] }] } })],
        ['with an unknown match_type', () => accessToken(hub.url, { publish: [{ match: '*x', match_type: 'regexp' }] })],
      ];
      for (const [what, sign] of rejected) {
        it(`refuses a token ${what}`, async () => {
          const response = await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${await sign()}` });
          expect(response.status).to.equal(401);
        });
      }

      it('accepts an aud array naming the hub, and application/at+jwt', async () => {
        const jwt = await accessToken(['https://elsewhere.example', hub.url], { publish: [{ match: '*' }] }, { typ: 'application/at+jwt' });
        expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${jwt}` })).status).to.equal(200);
      });

      it('checks iss when the hub is given an issuer, and aud against the configured audience', async () => {
        const strict = await startTestHub({ protocol: '1.0', issuer: 'https://app.example', audience: ['urn:hub'] });
        try {
          const good = await accessToken('urn:hub', { publish: [{ match: '*' }] }, { claims: { iss: 'https://app.example' } });
          const wrongIssuer = await accessToken('urn:hub', { publish: [{ match: '*' }] });
          const wrongAudience = await accessToken(strict.url, { publish: [{ match: '*' }] }, { claims: { iss: 'https://app.example' } });
          expect((await publish(strict.url, { topic: BOOK }, { Authorization: `Bearer ${good}` })).status).to.equal(200);
          expect((await publish(strict.url, { topic: BOOK }, { Authorization: `Bearer ${wrongIssuer}` })).status).to.equal(401);
          expect((await publish(strict.url, { topic: BOOK }, { Authorization: `Bearer ${wrongAudience}` })).status).to.equal(401);
        } finally {
          await strict.close();
        }
      });

      it('refuses an update with two topics with 400: a 1.0 update has exactly one', async () => {
        expect((await publish(hub.url, { topic: [BOOK, 'ux-datatables/books'] }, await publisher())).status).to.equal(400);
      });

      it('refuses the topic "*" with 400, and a topic in the hub\'s reserved namespace with 403', async () => {
        expect((await publish(hub.url, { topic: '*' }, await publisher())).status).to.equal(400);
        expect((await publish(hub.url, { topic: '/.well-known/mercure/subscriptions/x' }, await publisher())).status).to.equal(403);
        expect((await publish(hub.url, { topic: 'https://elsewhere.example/.well-known/mercure' }, await publisher())).status).to.equal(403);
        expect((await publish(hub.url, { topic: '/.well-known/mercure-not' }, await publisher())).status).to.equal(200);
      });

      it('refuses a 0.x token (no typ), and grants nothing by the mercure claim in an access token', async () => {
        const legacy = await token({ publish: ['*'] });
        expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${legacy}` })).status).to.equal(401);
        const mixed = await accessToken(hub.url, {}, { claims: { authorization_details: undefined, mercure: { publish: ['*'] } } });
        expect((await publish(hub.url, { topic: BOOK }, { Authorization: `Bearer ${mixed}` })).status).to.equal(403);
      });

      it('reads the subscriber token from the mercureAccessToken cookie', async () => {
        const jwt = await accessToken(hub.url, { subscribe: [{ match: BOOK }] });
        const subscription = await subscribe(hub.url, [BOOK], { parameter: 'match', headers: { Cookie: `mercureAccessToken=${jwt}` } });
        await publishOk(hub.url, { topic: BOOK, data: 'secret', private: 'on' }, await publisher());
        expect((await subscription.next()).data).to.equal('secret');
        subscription.close();
      });

      it('delivers a private update to a subscriber granted by URL pattern, not to one granted another topic', async () => {
        const granted = await accessToken(hub.url, { subscribe: [{ match: 'https://example.com/books/:id', match_type: 'urlpattern' }] });
        const other = await accessToken(hub.url, { subscribe: [{ match: 'https://example.com/authors/1' }] });
        const reader = await subscribe(hub.url, ['*'], { parameter: 'match', headers: { Authorization: `Bearer ${granted}` } });
        const outsider = await subscribe(hub.url, ['*'], { parameter: 'match', headers: { Authorization: `Bearer ${other}` } });
        await publishOk(hub.url, { topic: BOOK, data: 'secret', private: 'on' }, await publisher());
        await publishOk(hub.url, { topic: BOOK, data: 'public' }, await publisher());
        expect((await reader.next()).data).to.equal('secret');
        expect((await outsider.next()).data).to.equal('public');
        reader.close();
        outsider.close();
      });
    });
  });
});
