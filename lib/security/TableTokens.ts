import { createHmac, timingSafeEqual } from 'node:crypto';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { HttpError } from '../errors/HttpError.js';

import type { TokenPurpose } from '../wire/page-view.js';

/** What a table token lets its bearer do: read rows, delete a row, or show and submit the edit form. */
export type { TokenPurpose } from '../wire/page-view.js';

/** The purposes, in the order the page view lists them. */
export const TOKEN_PURPOSES: readonly TokenPurpose[] = ['read', 'delete', 'edit', 'create', 'bulk', 'export', 'import', 'options', 'action', 'views', 'move', 'details'];

/** Shortest secret accepted: 32 characters. */
export const MIN_SECRET_LENGTH = 32;

/** Signatures kept at most (a router signs a few per table); past it they are computed each time. */
const KEPT_SIGNATURES = 1024;

/**
 * Signs and checks table tokens `<tableName>.<purpose>.<sig>`, where `sig` is base64url
 * HMAC-SHA256(secret, `ux-datatables\0<purpose>\0<tableName>`). A token names its table and what it
 * may be used for; it cannot be forged without the secret nor reused for another purpose.
 */
export class TableTokens {
  readonly #secret: string;
  /**
   * The signatures this key made or accepted, by purpose and table: a page's tokens come back on every
   * request, and the HMAC was the most of a token check. Only a signature made here or one that
   * verified is kept, so a stream of forged tokens never fills it; the comparison stays constant-time.
   */
  readonly #kept = new Map<string, { text: string; bytes: Buffer }>();

  constructor(secret: string) {
    if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigurationError(
        `The "secret" of dataTablesRouter must be a string of at least ${MIN_SECRET_LENGTH} characters (got ${typeof secret === 'string' ? `${secret.length}` : typeof secret}); use e.g. crypto.randomBytes(32).toString('hex')`,
      );
    }
    this.#secret = secret;
  }

  /** The token of `table` for `purpose`. */
  sign(table: string, purpose: TokenPurpose): string {
    const key = `${purpose}\0${table}`;
    let kept = this.#kept.get(key);
    if (!kept) this.#keep(key, (kept = signed(this.signature(table, purpose))));
    return `${table}.${purpose}.${kept.text}`;
  }

  /**
   * The table name a token carries, when its signature is valid and its purpose is `purpose`.
   * Anything else (malformed, forged, other purpose) is 403 `invalid_token`.
   */
  verify(token: unknown, purpose: TokenPurpose): string {
    if (typeof token !== 'string' || token.length > 1024) throw invalidToken('malformed');
    const sigAt = token.lastIndexOf('.');
    const purposeAt = sigAt > 0 ? token.lastIndexOf('.', sigAt - 1) : -1;
    if (purposeAt <= 0) throw invalidToken('malformed');
    const table = token.slice(0, purposeAt);
    const given = token.slice(purposeAt + 1, sigAt);
    const signature = token.slice(sigAt + 1);
    const key = `${given}\0${table}`;
    const kept = this.#kept.get(key);
    const expected = kept ?? signed(this.signature(table, given));
    const a = Buffer.from(signature);
    if (a.length !== expected.bytes.length || !timingSafeEqual(a, expected.bytes)) throw invalidToken('bad signature');
    if (!kept) this.#keep(key, expected);
    if (given !== purpose) throw invalidToken(`it was issued for "${given}", not "${purpose}"`);
    return table;
  }

  /** A secret for another use (the CSRF tokens), derived so that it never equals the token key. */
  derive(label: string): string {
    return createHmac('sha256', this.#secret).update(`ux-datatables\0derive\0${label}`).digest('base64url');
  }

  #keep(key: string, signature: { text: string; bytes: Buffer }): void {
    if (this.#kept.size < KEPT_SIGNATURES) this.#kept.set(key, signature);
  }

  private signature(table: string, purpose: string): string {
    return createHmac('sha256', this.#secret).update(`ux-datatables\0${purpose}\0${table}`).digest('base64url');
  }
}

function signed(text: string): { text: string; bytes: Buffer } {
  return { text, bytes: Buffer.from(text) };
}

function invalidToken(why: string): HttpError {
  return HttpError.forbidden('invalid_token', `The table token is not valid (${why})`);
}
