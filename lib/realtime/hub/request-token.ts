import type { Request } from 'express';
import type { MercureProtocol } from '../../wire/mercure-protocol.js';

/** The cookie a browser presents its JWT in: the Go hub's 0.x name. */
export const AUTHORIZATION_COOKIE = 'mercureAuthorization';
/** The cookie 1.0 recommends; the 0.x name is read too. */
export const ACCESS_TOKEN_COOKIE = 'mercureAccessToken';

/** Where each generation looks for a JWT after the header, in order: query parameters, then cookies. */
const PLACES: Record<MercureProtocol, { query: string[]; cookies: string[] }> = {
  '0.x': { query: ['authorization'], cookies: [AUTHORIZATION_COOKIE] },
  '1.0': { query: ['access_token', 'authorization'], cookies: [ACCESS_TOKEN_COOKIE, AUTHORIZATION_COOKIE] },
};

/** A JWT found on a request, and where. */
export interface RequestToken {
  token: string;
  source: 'header' | 'query' | 'cookie';
}

/**
 * The JWT of a request, in the precedence both generations give: the `Authorization: Bearer` header,
 * else the query parameter (`authorization`; 1.0's `access_token` first), else the cookie
 * (`mercureAuthorization`; 1.0's `mercureAccessToken` first). `null` when there is none; a header that
 * is not `Bearer` is `''`. Read from the URL and headers only: a publisher's JWT is checked before
 * its body is read.
 */
export function requestToken(req: Request, query: URLSearchParams, protocol: MercureProtocol): RequestToken | null {
  const header = req.headers.authorization;
  if (header !== undefined) return { token: /^Bearer +(\S+)\s*$/i.exec(header)?.[1] ?? '', source: 'header' };
  const places = PLACES[protocol];
  for (const name of places.query) {
    const value = query.get(name);
    if (value !== null) return { token: value, source: 'query' };
  }
  for (const name of places.cookies) {
    const value = cookie(req.headers.cookie ?? '', name);
    if (value !== null) return { token: value, source: 'cookie' };
  }
  return null;
}

/** The query of a request, read from its raw URL whatever the application's query parser. */
export function rawQuery(req: Request): URLSearchParams {
  return new URL(req.originalUrl, 'http://hub.invalid').searchParams;
}

function cookie(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
