import { expect } from 'chai';
import { RowChangeStream } from '../../../assets/realtime/RowChangeStream.js';
import type { RowChangeMessage } from '../../../lib/wire/live-view.js';
import { useDom } from '../support/dom.js';
import { change, fakeEventSources, mercureView } from '../support/fake-event-source.js';

describe('RowChangeStream', () => {
  useDom();

  function subscribe(mercure = mercureView()) {
    const { sources, create } = fakeEventSources();
    const received: RowChangeMessage[] = [];
    let reconnections = 0;
    const firsts: boolean[] = [];
    let losses = 0;
    const stream = new RowChangeStream(mercure, 'tab-1', {
      changed: (m) => received.push(m),
      reconnected: (first) => void (reconnections++, firsts.push(first)),
      lost: () => void losses++,
    }, create);
    return { stream, source: sources[0], sources, received, reconnections: () => reconnections, firsts, losses: () => losses };
  }

  describe('the subscription', () => {
    it('opens one EventSource on the hub with one topic parameter per topic', () => {
      const { sources } = subscribe(mercureView({ topics: ['ux-datatables/books', 'https://app.test/books/{id}'] }));
      expect(sources).to.have.length(1);
      const url = new URL(sources[0].url);
      expect(url.origin + url.pathname).to.equal('https://hub.test/.well-known/mercure');
      expect(url.searchParams.getAll('topic')).to.deep.equal(['ux-datatables/books', 'https://app.test/books/{id}']);
      expect(url.searchParams.has('authorization')).to.equal(false);
    });

    it('sends a private table\'s subscriber JWT as the authorization parameter', () => {
      const { source } = subscribe(mercureView({ authorization: 'jwt.for.books' }));
      expect(new URL(source.url).searchParams.get('authorization')).to.equal('jwt.for.books');
    });

    it('in Mercure 1.0, subscribes with one match parameter per topic and sends the JWT as access_token', () => {
      const { source } = subscribe(mercureView({ protocol: '1.0', topics: ['https://app.test/datatables/books', 'ux-datatables/x'], authorization: 'at.jwt.books' }));
      const url = new URL(source.url);
      expect(url.searchParams.getAll('match')).to.deep.equal(['https://app.test/datatables/books', 'ux-datatables/x']);
      expect(url.searchParams.get('access_token')).to.equal('at.jwt.books');
      expect([...url.searchParams.keys()].sort()).to.deep.equal(['access_token', 'match', 'match']);
    });

    it('speaks 0.x for a page view of a server before protocol was sent', () => {
      const { protocol: _, ...older } = mercureView();
      const { source } = subscribe(older as ReturnType<typeof mercureView>);
      expect(new URL(source.url).searchParams.getAll('topic')).to.deep.equal(['ux-datatables/books']);
    });

    it('resolves a hub path against the page and keeps its own query', () => {
      const { source } = subscribe(mercureView({ hub: '/.well-known/mercure?x=1' }));
      expect(source.url).to.equal('https://app.test/.well-known/mercure?x=1&topic=ux-datatables%2Fbooks');
    });

    it('closes the EventSource on close()', () => {
      const { stream, source } = subscribe();
      stream.close();
      expect(source.closed).to.equal(true);
    });
  });

  describe('messages', () => {
    it('hands on a change made elsewhere', () => {
      const { source, received } = subscribe();
      source.message(change('edit', 12, { origin: 'tab-2' }));
      source.message(change('delete', 'a-1'));
      expect(received).to.deep.equal([change('edit', 12, { origin: 'tab-2' }), change('delete', 'a-1')]);
    });

    it('hands on a row created elsewhere, and skips the echo of its own create', () => {
      const { source, received } = subscribe();
      source.message(change('create', 58, { origin: 'tab-1' }));
      source.message(change('create', 59, { origin: 'tab-2' }));
      expect(received).to.deep.equal([change('create', 59, { origin: 'tab-2' })]);
    });

    it('skips the echo of its own changes (their origin is the digest its page view gave)', () => {
      const { source, received } = subscribe();
      source.message(change('edit', 12, { origin: 'tab-1' }));
      expect(received).to.deep.equal([]);
    });

    it('ignores updates that are not row changes (other publishers may share a topic)', () => {
      const { source, received } = subscribe();
      source.message('not json');
      source.message({ type: 'created', id: 1 });
      source.message(null);
      expect(received).to.deep.equal([]);
    });
  });

  describe('reconnection', () => {
    it('reports the first open (nothing listened since the page was rendered) and each open after an error, once each, and says which is the first', () => {
      const { source, reconnections, firsts, losses } = subscribe();
      expect(reconnections()).to.equal(0);
      source.open();
      expect(reconnections()).to.equal(1);
      source.error();
      source.error();
      source.open();
      source.open();
      expect(reconnections()).to.equal(2);
      source.error();
      source.open();
      expect(reconnections()).to.equal(3);
      expect(firsts).to.deep.equal([true, false, false]);
      expect(losses()).to.equal(3);
    });
  });
});
