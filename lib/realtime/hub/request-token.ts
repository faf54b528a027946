import type { Request } from 'express';

/** The cookie a browser presents its subscriber JWT in (the Go hub's default name). */
export const AUTHORIZATION_COOKIE = 'mercureAuthorization';

/** A JWT found on a request, and where. */
export interface RequestToken {
  token: string;
  source: 'header' | 'query' | 'cookie';
}

/**
 * The JWT of a request, as the Go hub looks for it: the `Authorization: Bearer` header, else (for
 * subscribers, whose EventSource cannot set headers) the `authorization` query parameter, else the
 * `mercureAuthorization` cookie. `null` when there is none; a header that is not `Bearer` is `''`.
 */
export function requestToken(req: Request, query: URLSearchParams | null): RequestToken | null {
  const header = req.headers.authorization;
  if (header !== undefined) return { token: /^Bearer +(\S+)\s*$/i.exec(header)?.[1] ?? '', source: 'header' };
  const fromQuery = query?.get('authorization');
  if (fromQuery !== null && fromQuery !== undefined) return { token: fromQuery, source: 'query' };
  const fromCookie = cookie(req.headers.cookie ?? '', AUTHORIZATION_COOKIE);
  return fromCookie === null ? null : { token: fromCookie, source: 'cookie' };
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
