import { expect } from 'chai';
import { EventSource } from 'eventsource';
import { publish, publishOk, startTestHub, subscribe, type TestHub } from '../../../support/hub-test-client.js';
import { waitFor } from '../../../support/wait-for.js';

const BOOKS = 'https://example.com/books/1';
const AUTHORS = 'https://example.com/authors/7';

describe('mercureHub(options)', () => {
  let hub: TestHub;

  beforeEach(async () => {
    hub = await startTestHub({ historySize: 5 });
  });

  afterEach(async () => {
    await hub.close();
  });

  describe('publish and subscribe', () => {
    it('delivers an update to a subscriber of its topic, with the id the hub answered', async () => {
      const subscription = await subscribe(hub.url, [BOOKS]);
      const id = await publishOk(hub.url, { topic: BOOKS, data: '{"type":"edit","id":1}' });
      const event = await subscription.next();
      expect(id).to.match(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(event).to.include({ id, data: '{"type":"edit","id":1}' });
      subscription.close();
    });

    it('answers the publish with 200 text/plain', async () => {
      const response = await publish(hub.url, { topic: BOOKS, data: 'x' });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^text\/plain/);
      expect(await response.text()).to.match(/^urn:uuid:/);
    });

    it('keeps the id the publisher chose', async () => {
      const subscription = await subscribe(hub.url, [BOOKS]);
      expect(await publishOk(hub.url, { topic: BOOKS, data: 'x', id: 'urn:example:42' })).to.equal('urn:example:42');
      expect((await subscription.next()).id).to.equal('urn:example:42');
      subscription.close();
    });

    it('opens the stream with the headers of an event stream that no proxy buffers', async () => {
      const subscription = await subscribe(hub.url, [BOOKS]);
      expect(subscription.response.headers.get('content-type')).to.equal('text/event-stream');
      expect(subscription.response.headers.get('cache-control')).to.equal('no-cache');
      expect(subscription.response.headers.get('x-accel-buffering')).to.equal('no');
      expect(subscription.response.headers.get('last-event-id')).to.equal('earliest');
      subscription.close();
    });

    it('writes the type as event:, the retry as retry:, and each line of the data as its own data: line', async () => {
      const subscription = await subscribe(hub.url, [BOOKS]);
      await publishOk(hub.url, { topic: BOOKS, data: 'first\nsecond\r\nthird', type: 'row-change', retry: '2500', id: 'e1' });
      const event = await subscription.next();
      expect(event).to.deep.include({ id: 'e1', event: 'row-change', data: 'first\nsecond\nthird' });
      expect(subscription.raw).to.equal('id: e1\nevent: row-change\nretry: 2500\ndata: first\ndata: second\ndata: third\n\n');
      subscription.close();
    });

    it('delivers an update without data as an event with empty data', async () => {
      const subscription = await subscribe(hub.url, [BOOKS]);
      await publishOk(hub.url, { topic: BOOKS });
      expect((await subscription.next()).data).to.equal('');
      subscription.close();
    });

    it('does not deliver an update of another topic', async () => {
      const subscription = await subscribe(hub.url, [BOOKS]);
      await publishOk(hub.url, { topic: AUTHORS, data: 'other' });
      await publishOk(hub.url, { topic: BOOKS, data: 'mine' });
      expect((await subscription.next()).data).to.equal('mine');
      subscription.close();
    });

    it('works with a real EventSource client, typed events included', async () => {
      const source = new EventSource(`${hub.url}?topic=${encodeURIComponent(BOOKS)}`);
      try {
        await new Promise((resolve, reject) => {
          source.onopen = resolve;
          source.onerror = reject;
        });
        const received = new Promise<MessageEvent>((resolve) => source.addEventListener('row-change', resolve));
        await publishOk(hub.url, { topic: BOOKS, data: 'hello', type: 'row-change' });
        const event = await received;
        expect(event.data).to.equal('hello');
      } finally {
        source.close();
      }
    });
  });

  describe('topic selectors', () => {
    it('delivers everything to "*"', async () => {
      const subscription = await subscribe(hub.url, ['*']);
      await publishOk(hub.url, { topic: AUTHORS, data: 'a' });
      await publishOk(hub.url, { topic: 'ux-datatables/books', data: 'b' });
      expect((await subscription.next()).data).to.equal('a');
      expect((await subscription.next()).data).to.equal('b');
      subscription.close();
    });

    it('delivers what a URI template matches, and not the rest', async () => {
      const subscription = await subscribe(hub.url, ['https://example.com/books/{id}']);
      await publishOk(hub.url, { topic: 'https://example.com/books/1/reviews', data: 'not matched' });
      await publishOk(hub.url, { topic: AUTHORS, data: 'not matched either' });
      await publishOk(hub.url, { topic: 'https://example.com/books/99', data: 'matched' });
      expect((await subscription.next()).data).to.equal('matched');
      subscription.close();
    });

    it('delivers an update when any selector matches, once', async () => {
      const subscription = await subscribe(hub.url, [AUTHORS, 'https://example.com/books/{id}', BOOKS]);
      await publishOk(hub.url, { topic: BOOKS, data: 'once' });
      await publishOk(hub.url, { topic: AUTHORS, data: 'twice' });
      expect((await subscription.next()).data).to.equal('once');
      expect((await subscription.next()).data).to.equal('twice');
      subscription.close();
    });

    it('delivers an update to a subscriber of one of its alternate topics', async () => {
      const subscription = await subscribe(hub.url, ['ux-datatables/books']);
      await publishOk(hub.url, { topic: [BOOKS, 'ux-datatables/books'], data: 'via the alternate topic' });
      expect((await subscription.next()).data).to.equal('via the alternate topic');
      subscription.close();
    });
  });

  describe('history and replay', () => {
    it('replays what came after the Last-Event-ID header, then goes live', async () => {
      const first = await publishOk(hub.url, { topic: BOOKS, data: '1' });
      await publishOk(hub.url, { topic: BOOKS, data: '2' });
      await publishOk(hub.url, { topic: AUTHORS, data: 'other topic' });
      const third = await publishOk(hub.url, { topic: BOOKS, data: '3' });
      const subscription = await subscribe(hub.url, [BOOKS], { headers: { 'Last-Event-ID': first } });
      expect(subscription.response.headers.get('last-event-id')).to.equal(third);
      await publishOk(hub.url, { topic: BOOKS, data: '4' });
      expect([(await subscription.next()).data, (await subscription.next()).data, (await subscription.next()).data]).to.deep.equal(['2', '3', '4']);
      subscription.close();
    });

    it('replays after the lastEventID query parameter too', async () => {
      const first = await publishOk(hub.url, { topic: BOOKS, data: '1' });
      await publishOk(hub.url, { topic: BOOKS, data: '2' });
      const subscription = await subscribe(hub.url, [BOOKS], { query: { lastEventID: first } });
      expect((await subscription.next()).data).to.equal('2');
      subscription.close();
    });

    it('replays the whole history for "earliest"', async () => {
      await publishOk(hub.url, { topic: BOOKS, data: '1' });
      await publishOk(hub.url, { topic: BOOKS, data: '2' });
      const subscription = await subscribe(hub.url, [BOOKS], { query: { lastEventID: 'earliest' } });
      expect([(await subscription.next()).data, (await subscription.next()).data]).to.deep.equal(['1', '2']);
      subscription.close();
    });

    it('replays nothing and answers the latest id when the given id left the history', async () => {
      const lost = await publishOk(hub.url, { topic: BOOKS, data: 'lost' });
      let latest = '';
      for (let i = 0; i < 5; i += 1) latest = await publishOk(hub.url, { topic: BOOKS, data: `kept ${i}` });
      const subscription = await subscribe(hub.url, [BOOKS], { headers: { 'Last-Event-ID': lost } });
      expect(subscription.response.headers.get('last-event-id')).to.equal(latest);
      await publishOk(hub.url, { topic: BOOKS, data: 'live' });
      expect((await subscription.next()).data).to.equal('live');
      subscription.close();
    });

    it('replays nothing for an id it never saw', async () => {
      await publishOk(hub.url, { topic: BOOKS, data: 'old' });
      const subscription = await subscribe(hub.url, [BOOKS], { headers: { 'Last-Event-ID': 'urn:uuid:unknown' } });
      await publishOk(hub.url, { topic: BOOKS, data: 'live' });
      expect((await subscription.next()).data).to.equal('live');
      subscription.close();
    });
  });

  describe('connections', () => {
    it('sends heartbeat comments', async () => {
      const beating = await startTestHub({ heartbeatMs: 10 });
      try {
        const subscription = await subscribe(beating.url, [BOOKS]);
        await subscription.nextComment();
        expect(subscription.raw).to.match(/^:\n/m);
        subscription.close();
      } finally {
        await beating.close();
      }
    });

    it('forgets a subscriber when its client disconnects', async () => {
      const subscription = await subscribe(hub.url, [BOOKS]);
      await waitFor(() => hub.hub.subscriberCount === 1, { what: 'the hub to count 1 subscriber' });
      subscription.close();
      await waitFor(() => hub.hub.subscriberCount === 0, { what: 'the hub to count 0 subscribers' });
      await publishOk(hub.url, { topic: BOOKS, data: 'nobody listens' });
    });

    it('forgets every subscriber of many that come and go', async () => {
      const subscriptions = await Promise.all(Array.from({ length: 20 }, () => subscribe(hub.url, ['*'])));
      await waitFor(() => hub.hub.subscriberCount === 20, { what: 'the hub to count 20 subscribers' });
      for (const subscription of subscriptions) subscription.close();
      await waitFor(() => hub.hub.subscriberCount === 0, { what: 'the hub to count 0 subscribers' });
    });

    it('ends every stream on close() and refuses later subscribers with 503', async () => {
      const subscription = await subscribe(hub.url, [BOOKS]);
      hub.hub.close();
      await subscription.ended();
      expect(hub.hub.subscriberCount).to.equal(0);
      const response = await fetch(`${hub.url}?topic=x`);
      expect(response.status).to.equal(503);
    });
  });
});
