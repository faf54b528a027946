import { expect } from 'chai';
import { NullPublisher } from '../../../lib/index.js';
import { defaultTopics, narrowTopics } from '../../../lib/realtime/topics.js';

describe('topics', () => {
  describe('defaultTopics(table)', () => {
    it('is ux-datatables/<table>', () => {
      expect(defaultTopics('books')).to.deep.equal(['ux-datatables/books']);
    });
  });

  describe('narrowTopics(server, requested)', () => {
    const server = ['ux-datatables/books', 'shop/books'];

    it('keeps every server topic when the client names none', () => {
      expect(narrowTopics(server, undefined)).to.deep.equal(server);
      expect(narrowTopics(server, null)).to.deep.equal(server);
    });

    it('keeps only the server topics the client named', () => {
      expect(narrowTopics(server, ['shop/books', 'evil'])).to.deep.equal(['shop/books']);
      expect(narrowTopics(server, 'shop/books')).to.deep.equal(['shop/books']);
    });

    it('never adds a topic', () => {
      expect(narrowTopics(server, ['evil'])).to.deep.equal([]);
    });

    it('refuses anything but strings (400)', () => {
      expect(() => narrowTopics(server, [1])).to.throw().with.property('status', 400);
      expect(() => narrowTopics(server, { a: 'b' })).to.throw().with.property('status', 400);
    });
  });

  describe('NullPublisher', () => {
    it('publishes nothing and resolves', async () => {
      expect(await new NullPublisher().publish({ topics: ['t'], data: { type: 'delete', table: 'books', id: 1 } })).to.equal(undefined);
    });
  });
});
