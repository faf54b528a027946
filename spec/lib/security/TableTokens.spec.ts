import { expect } from 'chai';
import { HttpError } from '../../../lib/index.js';
import { TableTokens } from '../../../lib/security/TableTokens.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';

describe('TableTokens', () => {
  const tokens = new TableTokens(SECRET);

  describe('new TableTokens(secret)', () => {
    it('refuses a secret shorter than 32 characters', () => {
      expect(() => new TableTokens('x'.repeat(31))).to.throw(/at least 32 characters \(got 31\)/);
    });

    it('refuses a secret that is not a string', () => {
      expect(() => new TableTokens(undefined as never)).to.throw(/got undefined/);
    });
  });

  describe('.sign(table, purpose)', () => {
    it('gives <table>.<purpose>.<base64url HMAC-SHA256 of "ux-datatables\\0<purpose>\\0<table>">', async () => {
      const { createHmac } = await import('node:crypto');
      const sig = createHmac('sha256', SECRET).update('ux-datatables\0delete\0books').digest('base64url');
      expect(tokens.sign('books', 'delete')).to.equal(`books.delete.${sig}`);
    });
  });

  describe('.verify(token, purpose)', () => {
    const refusal = (fn: () => unknown): HttpError => {
      try {
        fn();
      } catch (error) {
        return error as HttpError;
      }
      throw new Error('expected a refusal');
    };

    it('returns the table name of a valid token', () => {
      expect(tokens.verify(tokens.sign('books', 'read'), 'read')).to.equal('books');
    });

    it('refuses a token of another purpose (403 invalid_token)', () => {
      const error = refusal(() => tokens.verify(tokens.sign('books', 'read'), 'delete'));
      expect(error).to.be.instanceOf(HttpError);
      expect([error.status, error.code]).to.deep.equal([403, 'invalid_token']);
    });

    it('refuses a token whose purpose was rewritten', () => {
      const [name, , sig] = tokens.sign('books', 'read').split('.');
      expect(refusal(() => tokens.verify(`${name}.delete.${sig}`, 'delete')).code).to.equal('invalid_token');
    });

    it('refuses a token for another table with the same signature', () => {
      const sig = tokens.sign('books', 'read').split('.')[2];
      expect(refusal(() => tokens.verify(`users.read.${sig}`, 'read')).code).to.equal('invalid_token');
    });

    it('refuses a token signed with another secret', () => {
      const other = new TableTokens('another-secret-of-at-least-thirty-two-chars');
      expect(refusal(() => tokens.verify(other.sign('books', 'read'), 'read')).code).to.equal('invalid_token');
    });

    for (const token of ['', 'books', 'books.read', '.read.x', 'books.read.', 42, null, { a: 1 }, 'x'.repeat(2000)]) {
      it(`refuses the malformed token ${JSON.stringify(token)?.slice(0, 30)}`, () => {
        expect(refusal(() => tokens.verify(token, 'read')).code).to.equal('invalid_token');
      });
    }
  });
});
