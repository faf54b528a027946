import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WireRequest } from './wire-request.js';

/** A browser session of the hostile app: its CSRF cookie and token. */
export interface WireSession {
  cookie: string;
  csrf: string;
}

/** An answer as received: status, headers, the body as text, and parsed when it says it is JSON. */
export interface WireResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json?: unknown;
}

/** Longest a request may take before it counts as hung. */
const TIMEOUT_MS = 15_000;

/**
 * Sends a request byte for byte with `node:http` (no client library rewriting headers or bodies),
 * one connection per request, with the CSRF header and cookie the request's `csrf` choice asks for.
 */
export function sendWire(address: AddressInfo, request: WireRequest, own: WireSession, other: WireSession): Promise<WireResponse> {
  const body = request.body === undefined ? undefined : 'text' in request.body ? Buffer.from(request.body.text, 'utf8') : Buffer.from(request.body.base64, 'base64');
  const headers: Record<string, string | string[]> = { ...request.headers, ...csrfHeaders(request, own, other) };
  // Node sends GET and DELETE bodies chunked only when told to.
  if (body) headers[request.chunked ? 'Transfer-Encoding' : 'Content-Length'] = request.chunked ? 'chunked' : String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: address.address, port: address.port, method: request.method, path: request.path, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = /application\/json/.test(res.headers['content-type'] ?? '') ? parse(text) : undefined;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    // A server that answers early (413) may close before the body is written: that answer stands.
    req.on('error', (error) => { if (!answered) reject(error); });
    if (body && request.chunked) {
      req.write(body.subarray(0, body.length >> 1));
      req.end(body.subarray(body.length >> 1));
    } else req.end(body);
  });
}

function csrfHeaders(request: WireRequest, own: WireSession, other: WireSession): Record<string, string> {
  const junk: Record<string, string> = request.cookies ? { Cookie: request.cookies } : {};
  const cookie = { Cookie: [own.cookie, request.cookies].filter(Boolean).join('; ') };
  switch (request.csrf) {
    case 'valid': return { ...cookie, 'X-CSRF-Token': own.csrf };
    case 'missing': return cookie;
    case 'empty': return { ...cookie, 'X-CSRF-Token': '' };
    case 'forged': return { ...cookie, 'X-CSRF-Token': `${own.csrf.slice(0, -1)}${own.csrf.endsWith('A') ? 'B' : 'A'}` };
    case 'no-cookie': return { ...junk, 'X-CSRF-Token': own.csrf };
    case 'other-session': return { ...cookie, 'X-CSRF-Token': other.csrf };
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
