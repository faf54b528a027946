import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import { negotiateEncoding, type ContentCoding } from '../lib/http/assets/accept-encoding.js';

const CODINGS: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * A package's files the demo's pages load (Bootstrap's stylesheets and script), sent compressed as
 * `Accept-Encoding` asks: sent by `express.static` they travelled whole, 313 KB for the Bootstrap
 * page (now about 50 KB). Each coding is made on its first request and kept. Brotli at quality 9, not
 * 11: 11 saves 4 KB more on the stylesheet but takes half a second of each demo start's first page,
 * and every Chromium spec starts a demo. Only the files named: the rest of the package is not the
 * demo's to serve. In production a build step or a reverse proxy does this, as the library's own
 * asset build does for its files.
 */
export function vendorFiles(directory: string, files: readonly string[]): RequestHandler {
  const names = new Set(files.map((file) => `/${file}`));
  const bodies = new Map<string, Buffer>();
  const body = (path: string, coding: ContentCoding): Buffer => {
    const key = `${coding} ${path}`;
    let found = bodies.get(key);
    if (!found) {
      const identity = readFileSync(join(directory, path));
      found = coding === 'br' ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : coding === 'gzip' ? gzipSync(identity, { level: 9 }) : identity;
      bodies.set(key, found);
    }
    return found;
  };
  return (req, res, next) => {
    if (!names.has(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const coding = negotiateEncoding(req.get('Accept-Encoding'), CODINGS);
    res.type(req.path.endsWith('.css') ? 'css' : 'js').vary('Accept-Encoding').set('Cache-Control', 'public, max-age=0');
    if (coding !== 'identity') res.set('Content-Encoding', coding);
    // res.send sets the ETag (one per coding: their bytes differ) and answers a matching If-None-Match with 304.
    res.send(body(req.path, coding));
  };
}
