import { expect } from 'chai';
import { SelectorError } from '../../../../../lib/realtime/hub/selector/SelectorError.js';
import { selectsAny, TopicSelector } from '../../../../../lib/realtime/hub/selector/TopicSelector.js';

const matches = (selector: string, topic: string) => TopicSelector.compile(selector).matches(topic);

describe('TopicSelector', () => {
  describe('.compile(selector)', () => {
    it('matches a topic exactly, and nothing else', () => {
      expect(matches('https://example.com/books/1', 'https://example.com/books/1')).to.equal(true);
      expect(matches('https://example.com/books/1', 'https://example.com/books/10')).to.equal(false);
      expect(matches('https://example.com/books/1', 'https://example.com/books')).to.equal(false);
    });

    it('matches every topic with "*"', () => {
      expect(matches('*', 'https://example.com/books/1')).to.equal(true);
      expect(matches('*', 'ux-datatables/books')).to.equal(true);
    });

    it('matches {var} against one segment, not across "/"', () => {
      expect(matches('https://example.com/books/{id}', 'https://example.com/books/42')).to.equal(true);
      expect(matches('https://example.com/books/{id}', 'https://example.com/books/a%20b')).to.equal(true);
      expect(matches('https://example.com/books/{id}', 'https://example.com/books/42/reviews')).to.equal(false);
      expect(matches('https://example.com/books/{id}', 'https://example.com/authors/42')).to.equal(false);
    });

    it('matches {+var} across reserved characters', () => {
      expect(matches('https://example.com/{+path}', 'https://example.com/books/42/reviews')).to.equal(true);
      expect(matches('{scheme}://{+host}/books/{id}.jsonld', 'https://example.com:8443/books/1.jsonld')).to.equal(true);
      expect(matches('{scheme}://{+host}/books/{id}.jsonld', 'https://example.com/books/1.json')).to.equal(false);
    });

    it('matches {/var} as one optional segment and {/var*} as several', () => {
      expect(matches('https://example.com/books{/id}', 'https://example.com/books/1')).to.equal(true);
      expect(matches('https://example.com/books{/id}', 'https://example.com/books')).to.equal(true);
      expect(matches('https://example.com/books{/id}', 'https://example.com/books/1/2')).to.equal(false);
      expect(matches('https://example.com/books{/path*}', 'https://example.com/books/1/2')).to.equal(true);
    });

    it('matches {?var} query forms, any defined subset of the variables', () => {
      expect(matches('https://example.com/search{?q,page}', 'https://example.com/search?q=dune&page=2')).to.equal(true);
      expect(matches('https://example.com/search{?q,page}', 'https://example.com/search?page=2')).to.equal(true);
      expect(matches('https://example.com/search{?q,page}', 'https://example.com/search')).to.equal(true);
      expect(matches('https://example.com/search{?q}', 'https://example.com/search?other=1')).to.equal(false);
      expect(matches('https://example.com/search{?q}{&page}', 'https://example.com/search?q=a&page=1')).to.equal(true);
    });

    it('matches a prefix {var:n} of at most n characters', () => {
      expect(matches('ux-datatables/{table:5}', 'ux-datatables/books')).to.equal(true);
      expect(matches('ux-datatables/{table:4}', 'ux-datatables/books')).to.equal(false);
    });

    it('matches its own text, as a topic may contain braces', () => {
      expect(matches('https://example.com/{id}', 'https://example.com/{id}')).to.equal(true);
    });

    it('refuses a malformed template with a SelectorError quoting it', () => {
      for (const bad of ['https://example.com/{id', 'https://example.com/{}', 'a/{=x}', 'a/{id:0}', 'a/{a b}', 'a/{a{b}}', 'a/}{b}']) {
        expect(() => TopicSelector.compile(bad), bad).to.throw(SelectorError, `"${bad}"`);
      }
    });

    it('refuses a template too costly to match rather than overflowing the stack', () => {
      expect(() => TopicSelector.compile('a/{id:9999}')).to.throw(SelectorError, /too complex/);
    });

    it('answers in linear time for a template that makes a backtracking RegExp explode', () => {
      const selector = TopicSelector.compile(`x/${'{v}'.repeat(24)}`);
      expect(selector.matches(`x/${'a'.repeat(5000)}/`)).to.equal(false);
      expect(selector.matches(`x/${'a'.repeat(30)}`)).to.equal(true);
    });

    it('counts an evaluation past its step budget as no match, as Mercure 1.0 asks of a costly pattern', () => {
      const selector = TopicSelector.compile(`x/${'{v}'.repeat(24)}`);
      expect(selector.matches(`x/${'a'.repeat(2000)}`)).to.equal(false);
      expect(TopicSelector.compile('x/{v}').matches(`x/${'a'.repeat(2000)}`)).to.equal(true);
    });
  });

  describe('.lenient(selector)', () => {
    it('falls back to exact matching for a malformed template', () => {
      const selector = TopicSelector.lenient('https://example.com/{id');
      expect(selector.matches('https://example.com/{id')).to.equal(true);
      expect(selector.matches('https://example.com/1')).to.equal(false);
    });
  });

  describe('selectsAny(selectors, topics)', () => {
    it('is true when any topic is selected by any selector', () => {
      const selectors = ['https://example.com/authors/{id}', 'ux-datatables/books'].map((s) => TopicSelector.compile(s));
      expect(selectsAny(selectors, ['https://example.com/books/1', 'https://example.com/authors/7'])).to.equal(true);
      expect(selectsAny(selectors, ['https://example.com/books/1'])).to.equal(false);
    });
  });
});
