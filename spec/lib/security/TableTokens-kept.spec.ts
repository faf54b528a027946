import { expect } from 'chai';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { HttpError } from '../../../lib/errors/HttpError.js';
import { TableTokens } from '../../../lib/security/TableTokens.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
const crypto = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');

/** How many HMACs `work` computes (node:crypto's createHmac counted, for ES modules too). */
function hmacsOf(work: () => void): number {
  const original = crypto.createHmac;
  let count = 0;
  crypto.createHmac = ((...args: Parameters<typeof original>) => (count++, original(...args))) as typeof original;
  syncBuiltinESMExports();
  try {
    work();
  } finally {
    crypto.createHmac = original;
    syncBuiltinESMExports();
  }
  return count;
}

const refused = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(HttpError);
    return (error as HttpError).message;
  }
  throw new Error('expected a refusal');
};

/** A page's tokens come back on every request: their signatures are kept, never those of forged tokens. */
describe('TableTokens: the signatures kept', () => {
  it('computes the HMAC of a table and purpose once, whether signed or verified first', () => {
    const tokens = new TableTokens(SECRET);
    const other = new TableTokens(SECRET);
    expect(hmacsOf(() => {
      const token = tokens.sign('books', 'read');
      for (let i = 0; i < 5; i++) tokens.verify(token, 'read');
      for (let i = 0; i < 5; i++) other.verify(token, 'read');
    })).to.equal(2);
  });

  it('still refuses a token differing in one character, or of another purpose, once its signature is kept', () => {
    const tokens = new TableTokens(SECRET);
    const token = tokens.sign('books', 'read');
    expect(tokens.verify(token, 'read')).to.equal('books');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(refused(() => tokens.verify(`${token.slice(0, -1)}${last}`, 'read'))).to.match(/bad signature/);
    expect(refused(() => tokens.verify(token, 'delete'))).to.match(/issued for "read", not "delete"/);
    expect(refused(() => tokens.verify(`${token}x`, 'read'))).to.match(/bad signature/);
  });

  it('keeps no signature of a forged token: each is computed again, and the real ones are still kept after thousands', () => {
    const tokens = new TableTokens(SECRET);
    const forged = (i: number) => `table-${i}.read.${'A'.repeat(43)}`;
    expect(hmacsOf(() => {
      for (let i = 0; i < 2000; i++) refused(() => tokens.verify(forged(i), 'read'));
      refused(() => tokens.verify(forged(1), 'read'));
    })).to.equal(2001);
    const token = tokens.sign('books', 'edit');
    expect(hmacsOf(() => tokens.verify(token, 'edit'))).to.equal(0);
  });
});
