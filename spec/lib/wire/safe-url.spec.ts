import { expect } from 'chai';
import { safeUrl } from '../../../lib/wire/safe-url.js';

describe('safeUrl(value)', () => {
  for (const url of ['https://example.com/a?b=c', 'http://example.com', 'mailto:someone@example.com', '/books/1', 'books/1?x=a:b', '#top', '?page=2', '//cdn.example.com/x', 'HTTPS://EXAMPLE.COM']) {
    it(`keeps ${url}`, () => expect(safeUrl(url)).to.equal(url));
  }

  for (const url of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,AAAA',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    // The server's copy once kept these: it stripped only U+0000-U+0020 before reading the scheme.
    'java\u0080script:alert(1)',
    '\u009fjavascript:alert(1)',
    'java\u007fscript:alert(1)',
  ]) {
    it(`refuses ${JSON.stringify(url)}`, () => expect(safeUrl(url)).to.equal(null));
  }

  it('refuses what is not a non-empty string', () => {
    expect(safeUrl(null)).to.equal(null);
    expect(safeUrl(42)).to.equal(null);
    expect(safeUrl('   ')).to.equal(null);
  });
});
