import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import { mercureHub } from '../../../../lib/realtime/hub/mercureHub.js';
import { publish, publishOk, publisherToken, SECRET, startTestHub, subscribe, type TestHub } from '../../../support/hub-test-client.js';
import { waitFor } from '../../../support/wait-for.js';

const BOOK = 'https://example.com/books/1';

describe('mercureHub(options) with hostile or malformed input', () => {
  let hub: TestHub;

  before(async () => {
    hub = await startTestHub();
  });

  after(async () => {
    await hub.close();
  });

  const subscribeStatus = async (query: string) => {
    const response = await fetch(`${hub.url}?${query}`);
    await response.body?.cancel();
    return response.status;
  };

  describe('publish', () => {
    const cases: [string, Record<string, string | string[]>][] = [
      ['no topic', { data: 'x' }],
      ['an empty topic', { topic: '' }],
      ['101 topics', { topic: Array.from({ length: 101 }, (_, i) => `t/${i}`) }],
      ['a topic of 2049 characters', { topic: 'x'.repeat(2049) }],
      ['two data fields', { topic: BOOK, data: ['a', 'b'] }],
      ['an id with a line break', { topic: BOOK, id: 'a\nid: forged' }],
      ['the id "earliest"', { topic: BOOK, id: 'earliest' }],
      ['a type with a line break', { topic: BOOK, type: 'x\r\ndata: forged' }],
      ['a retry that is no number', { topic: BOOK, retry: '10s' }],
    ];
    for (const [what, fields] of cases) {
      it(`refuses ${what} with 400`, async () => {
        const response = await publish(hub.url, fields);
        expect(response.status, await response.text()).to.equal(400);
      });
    }

    it('refuses a body over maxPublishBytes with 413', async () => {
      const small = await startTestHub({ maxPublishBytes: 1024 });
      try {
        expect((await publish(small.url, { topic: BOOK, data: 'x'.repeat(1000) })).status).to.equal(413);
        expect((await publish(small.url, { topic: BOOK, data: 'x'.repeat(900) })).status).to.equal(200);
      } finally {
        await small.close();
      }
    });

    it('accepts a body of 2 MiB by default (Symfony\'s 607 KB of JSON is over 1 MiB once form-encoded)', async () => {
      expect((await publish(hub.url, { topic: BOOK, data: '"'.repeat(700 * 1024) })).status).to.equal(200);
    });

    it('refuses a body that is not form-encoded with 415', async () => {
      const response = await fetch(hub.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await publisherToken()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ topic: BOOK }),
      });
      expect(response.status).to.equal(415);
    });

    it('refuses other methods with 405', async () => {
      const response = await fetch(hub.url, { method: 'PUT' });
      expect(response.status).to.equal(405);
      expect(response.headers.get('allow')).to.equal('GET, POST, OPTIONS');
    });
  });

  describe('subscribe', () => {
    it('refuses a subscription without topic with 400', async () => {
      expect(await subscribeStatus('')).to.equal(400);
    });

    it('refuses 101 selectors with 400', async () => {
      expect(await subscribeStatus(Array.from({ length: 101 }, (_, i) => `topic=t${i}`).join('&'))).to.equal(400);
    });


    it('refuses selectors too costly to match together with 400, though each alone is accepted', async () => {
      const costly = (i: number) => `topic=${encodeURIComponent(`https://example.com/${i}/${'{?a,b,c,d,e}'.repeat(6)}`)}`;
      expect(await subscribeStatus(costly(0))).to.equal(200);
      expect(await subscribeStatus(Array.from({ length: 20 }, (_, i) => costly(i)).join('&'))).to.equal(400);
      expect(await subscribeStatus(Array.from({ length: 100 }, (_, i) => `topic=t${i}`).join('&'))).to.equal(200);
    });

    it('refuses with 429 a subscription that would take one address past its budget of selector states', async () => {
      const own = await startTestHub();
      const status = async (selector: string) => {
        const response = await fetch(`${own.url}?topic=${encodeURIComponent(selector)}`);
        await response.body?.cancel();
        return response.status;
      };
      const costly = (i: number) => `https://example.com/${i}/${'{?a,b,c,d,e}'.repeat(6)}`;
      try {
        const held = [];
        for (let i = 0; i < 3; i += 1) held.push(await subscribe(own.url, [costly(i)]));
        expect(await status(costly(3))).to.equal(429);
        expect(await status('cheap')).to.equal(200);
        for (const subscription of held) subscription.close();
        await waitFor(() => own.hub.subscriberCount === 0, { what: 'the hub to forget the streams' });
        expect(await status(costly(3))).to.equal(200);
      } finally {
        await own.close();
      }
    });

    it('refuses a template too costly to match with 400', async () => {
      expect(await subscribeStatus(`topic=${encodeURIComponent('{a:9999}')}`)).to.equal(400);
    });

    it('reads topic as a flat list whatever the application\'s query parser', async () => {
      const app = express().set('query parser', 'extended').use('/.well-known/mercure', mercureHub({ publisherKey: SECRET }));
      const server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/mercure`;
      try {
        // qs turns more than 20 repeated values into an object; the hub reads the raw query.
        const subscription = await subscribe(url, Array.from({ length: 25 }, (_, i) => `t/${i}`));
        subscription.close();
        const response = await fetch(`${url}?topic[a]=x`);
        expect(response.status).to.equal(400);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe('afterwards', () => {
    it('still delivers: no request above broke the hub', async () => {
      const subscription = await subscribe(hub.url, [BOOK]);
      await publishOk(hub.url, { topic: BOOK, data: 'alive' });
      expect((await subscription.next()).data).to.equal('alive');
      subscription.close();
    });
  });
});
