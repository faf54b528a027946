import { expect } from 'chai';
import { NullPublisher } from '../../../lib/index.js';
import { defaultTopics, narrowTopics, rowTopic } from '../../../lib/realtime/topics.js';

describe('topics', () => {
  describe('defaultTopics(table, base)', () => {
    it('is <base>/datatables/<table>, the base ux-datatables when none is given', () => {
      expect(defaultTopics('books')).to.deep.equal(['ux-datatables/datatables/books']);
      expect(defaultTopics('books', 'https://shop.example/')).to.deep.equal(['https://shop.example/datatables/books']);
    });
  });

  describe('rowTopic(tableTopic, id)', () => {
    it('is the table topic, "/" and the identifier URI-encoded', () => {
      expect(rowTopic('https://shop.example/datatables/books', 12)).to.equal('https://shop.example/datatables/books/12');
      expect(rowTopic('t', 'a/b c')).to.equal('t/a%2Fb%20c');
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
      expect(await new NullPublisher().publish({ topics: ['t'], data: { type: 'delete', table: 'books', id: 1, origin: null } })).to.equal(undefined);
    });
  });
});
