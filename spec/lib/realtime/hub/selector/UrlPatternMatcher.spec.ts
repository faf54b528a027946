import { expect } from 'chai';
import { SelectorError } from '../../../../../lib/realtime/hub/selector/SelectorError.js';
import { UrlPatternMatcher } from '../../../../../lib/realtime/hub/selector/UrlPatternMatcher.js';

const HUB = 'https://hub.example/.well-known/mercure';
const matches = (pattern: string, topic: string) => UrlPatternMatcher.compile(pattern, HUB).matches(topic);

describe('UrlPatternMatcher', () => {
  it('matches :name against one non-empty segment', () => {
    expect(matches('https://example.com/books/:id', 'https://example.com/books/1')).to.equal(true);
    expect(matches('https://example.com/books/:id', 'https://example.com/books/')).to.equal(false);
    expect(matches('https://example.com/books/:id', 'https://example.com/books/1/reviews')).to.equal(false);
    expect(matches('https://example.com/books/:id', 'https://example.com/books/1?x=y')).to.equal(false);
  });

  it('matches * against anything, "/" included', () => {
    expect(matches('https://example.com/*', 'https://example.com/books/1/reviews')).to.equal(true);
    expect(matches('https://example.com/*', 'https://other.example/')).to.equal(false);
  });

  it('matches "*" alone against every topic, relative ones too', () => {
    expect(matches('*', 'anything at all')).to.equal(true);
  });

  it('compares a pattern without :name or * exactly, and takes \\x as the character x', () => {
    expect(matches('https://example.com/a', 'https://example.com/a')).to.equal(true);
    expect(matches('https://example.com/a', 'https://example.com/ab')).to.equal(false);
    expect(matches('https://example.com/\\*/:id', 'https://example.com/*/1')).to.equal(true);
    expect(matches('https://example.com/\\*/:id', 'https://example.com/x/1')).to.equal(false);
  });

  it('resolves a relative pattern and a relative topic against the hub\'s origin', () => {
    expect(matches('/books/:id', 'https://hub.example/books/1')).to.equal(true);
    expect(matches('/books/:id', '/books/1')).to.equal(true);
    expect(matches('/books', '/books')).to.equal(true);
    expect(matches('/books/:id', 'https://example.com/books/1')).to.equal(false);
  });

  it('refuses groups and modifiers, which the development hub leaves out', () => {
    for (const pattern of ['https://example.com/(\\d+)', 'https://example.com/{a}?', 'https://example.com/:id?', 'https://example.com/:id+']) {
      expect(() => UrlPatternMatcher.compile(pattern, HUB), pattern).to.throw(SelectorError, /Unsupported URL pattern/);
    }
  });

  it('answers in linear time for a pattern that makes a backtracking RegExp explode', () => {
    const matcher = UrlPatternMatcher.compile(`x/${'*a'.repeat(30)}`, HUB);
    expect(matcher.matches(`x/${'a'.repeat(5000)}b`)).to.equal(false);
  });
});
