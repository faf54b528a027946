import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Below this, compressing saves less than it costs. 512 rather than the usual 1 KB: the demo's source
 * panel stylesheet (830 bytes) crossed the wire whole, 1,070 bytes with its headers, about 600 brotli.
 */
const MIN_BYTES = 512;

/**
 * The demo's pages and JSON answers compressed as they are sent (brotli, else gzip, when the browser
 * takes it), which in production a reverse proxy does (nginx `gzip`/`brotli`, Caddy `encode`) or the
 * `compression` middleware. Only bodies sent whole: by `res.send` (pages, `res.json`) or by one
 * `res.end(text)` of a JSON answer (the router's data, sent without Express's ETag). The router's
 * browser files are compressed at build time and sent as files, and the Mercure hub's event stream is
 * written piece by piece, so neither passes here.
 */
export function compressResponses(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body !== 'string') return send(body);
      if (!res.get('Content-Type')) res.type('html');
      return send(compress(req, res, body) ?? body);
    };
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'string' || res.headersSent || !/json/.test(String(res.get('Content-Type')))) return end(chunk, ...rest);
      const body = compress(req, res, chunk);
      if (body) res.setHeader('Content-Length', body.length);
      return end(body ?? chunk, ...rest);
    }) as typeof res.end;
    next();
  };
}

/** The body compressed for this browser, the headers saying so; null when it is left as it is. */
function compress(req: Request, res: Response, body: string): Buffer | null {
  if (Buffer.byteLength(body) < MIN_BYTES || res.get('Content-Encoding')) return null;
  res.vary('Accept-Encoding');
  // The server's order: brotli is smaller; the browser's q-values only say what it can decode.
  const coding = (['br', 'gzip'] as const).find((candidate) => req.acceptsEncodings(candidate) === candidate);
  if (!coding) return null;
  res.set('Content-Encoding', coding);
  // Brotli's quality 5 takes about as long as gzip and still wins; 11 is for files compressed once.
  return coding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body);
}
