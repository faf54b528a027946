import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
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
 * for this check only: `req.cookies` of the application is left as it was, and `getSessionIdentifier` is given the request itself.
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
        // csrf-csrf is given a view of the request (see CsrfView); the application's hook gets the request itself.
        getSessionIdentifier: (view) => getSessionIdentifier((view as unknown as CsrfView).request),
        cookieName: cookieName(secret, secure),
        cookieOptions: { secure, sameSite: 'strict', path: '/', httpOnly: true },
        getCsrfTokenFromRequest: (view) => view.headers['x-csrf-token'],
      });
    this.secure = make(true);
    this.plain = make(false);
  }

  verify(req: Request): boolean {
    return this.for(req).validateRequest(viewOf(req));
  }

  /** One token per response, so that two tables on a page share the cookie they set. */
  token(req: Request, res: Response): string {
    let token = this.issued.get(res);
    if (token === undefined) {
      token = this.for(req).generateCsrfToken(viewOf(req), res);
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

/** What csrf-csrf reads of a request (its headers and cookies), and the request for `getSessionIdentifier`. */
interface CsrfView {
  headers: IncomingHttpHeaders;
  cookies: Record<string, string>;
  request: Request;
}

/**
 * The request's view for csrf-csrf, with `cookies` parsed (unless the application parsed them), the
 * request itself untouched. A plain object rather than one inheriting from the request: making every
 * request the prototype of another object turned it into a slow prototype object in V8, and the
 * check cost 15-25% of a delete's CPU (against a few µs for the check itself).
 */
function viewOf(req: Request): Request {
  let cookies = req.cookies as Record<string, string> | undefined;
  if (!cookies) {
    const parsed = { headers: req.headers } as { headers: IncomingHttpHeaders; cookies?: Record<string, string> };
    parseCookies(parsed as unknown as Request, {} as Response, () => undefined);
    cookies = parsed.cookies ?? {};
  }
  const view: CsrfView = { headers: req.headers, cookies, request: req };
  return view as unknown as Request;
}
