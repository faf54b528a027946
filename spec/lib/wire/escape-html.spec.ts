import { expect } from 'chai';
import { escapeHtml } from '../../../lib/wire/escape-html.js';

describe('escapeHtml(value)', () => {
  it('escapes &, <, >, " and \'', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).to.equal('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('turns null and undefined into an empty string and other values into text', () => {
    expect(escapeHtml(null)).to.equal('');
    expect(escapeHtml(undefined)).to.equal('');
    expect(escapeHtml(0)).to.equal('0');
    expect(escapeHtml(false)).to.equal('false');
  });
});
