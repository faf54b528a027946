import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import { doubleCsrf } from 'csrf-csrf';
import type { CsrfProtection } from './CsrfProtection.js';

/** Options of the default CSRF protection. */
export interface DoubleSubmitCsrfOptions {
  /**
   * Binds tokens to the user's session. Default: `req.session.id` when a session middleware set one,
   * else `''`: the token is then bound only to its own signed cookie (see the security model).
   */
  getSessionIdentifier?: (req: Request) => string;
}

/**
 * The cookie's name, distinct per key: two routers with different secrets on one site (at `/` and
 * `/admin`, say) once shared one cookie, so opening the second's page broke the first's mutations
 * (403 `csrf_invalid`). Routers sharing a secret share the cookie and accept each other's token.
 */
function cookieName(secret: string, secure: boolean): string {
  const key = createHash('sha256').update(`ux-datatables-csrf-cookie\0${secret}`).digest('hex').slice(0, 8);
  return `${secure ? '__Host-' : ''}uxdt-${key}.x-csrf-token`;
}

/**
 * csrf-csrf's signed double-submit cookie: the page view carries a token, the same value sits in
 * an httpOnly `SameSite=Strict` cookie (`__Host-uxdt-<key>.x-csrf-token` on https,
 * `uxdt-<key>.x-csrf-token` otherwise, `<key>` derived from the secret), and a mutation must send it back in the `X-CSRF-Token` header. Cookies are parsed
 * for this check only: `req.cookies` of the application is left as it was.
 */
export class DoubleSubmitCsrf implements CsrfProtection {
  private readonly secure: ReturnType<typeof doubleCsrf>;
  private readonly plain: ReturnType<typeof doubleCsrf>;
  private readonly issued = new WeakMap<Response, string>();

  constructor(secret: string, options: DoubleSubmitCsrfOptions = {}) {
    const getSessionIdentifier = options.getSessionIdentifier ?? defaultSessionIdentifier;
    const make = (secure: boolean) =>
      doubleCsrf({
        getSecret: () => secret,
        getSessionIdentifier,
        cookieName: cookieName(secret, secure),
        cookieOptions: { secure, sameSite: 'strict', path: '/', httpOnly: true },
        getCsrfTokenFromRequest: (req) => req.headers['x-csrf-token'],
      });
    this.secure = make(true);
    this.plain = make(false);
  }

  verify(req: Request): boolean {
    return this.for(req).validateRequest(withCookies(req));
  }

  /** One token per response, so that two tables on a page share the cookie they set. */
  token(req: Request, res: Response): string {
    let token = this.issued.get(res);
    if (token === undefined) {
      token = this.for(req).generateCsrfToken(withCookies(req), res);
      this.issued.set(res, token);
    }
    return token;
  }

  private for(req: Request): ReturnType<typeof doubleCsrf> {
    return req.secure ? this.secure : this.plain;
  }
}

function defaultSessionIdentifier(req: Request): string {
  const session = (req as { session?: { id?: unknown } }).session;
  return typeof session?.id === 'string' ? session.id : '';
}

/** cookie-parser without a secret, made once (it was made again for every check). */
const parseCookies = cookieParser();

/** A view of the request with `cookies` parsed, leaving the request itself untouched. */
function withCookies(req: Request): Request {
  if (req.cookies) return req;
  const view = Object.create(req) as Request;
  parseCookies(view, {} as Response, () => undefined);
  return view;
}
