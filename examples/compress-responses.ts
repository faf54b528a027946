import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

/** Below this, compressing saves less than it costs. */
const MIN_BYTES = 1024;

/**
 * The demo's pages and JSON answers compressed as they are sent (brotli, else gzip, when the browser
 * takes it), which in production a reverse proxy does (nginx `gzip`/`brotli`, Caddy `encode`) or the
 * `compression` middleware. Only bodies sent whole by `res.send` (pages, `res.json`, the router's
 * answers): the router's browser files are compressed at build time and sent as files, and the
 * Mercure hub's event stream is written piece by piece, so neither passes here.
 */
export function compressResponses(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body !== 'string' || Buffer.byteLength(body) < MIN_BYTES || res.get('Content-Encoding')) return send(body);
      res.vary('Accept-Encoding');
      // The server's order: brotli is smaller; the browser's q-values only say what it can decode.
      const coding = (['br', 'gzip'] as const).find((candidate) => req.acceptsEncodings(candidate) === candidate);
      if (!coding) return send(body);
      if (!res.get('Content-Type')) res.type('html');
      res.set('Content-Encoding', coding);
      // Brotli's quality 5 takes about as long as gzip and still wins; 11 is for files compressed once.
      return send(coding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body));
    };
    next();
  };
}
