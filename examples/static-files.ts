import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';

/**
 * The demo's own stylesheets and scripts (`/static`), read once at start and sent by `res.send`, so
 * that `compressResponses` compresses them as it does the pages: `express.static` streams a file,
 * which it never sees, and sent whole the demo's CSS was 1.6 KB instead of 0.6. In production the
 * build (as this library does for its own files) or a reverse proxy compresses them.
 */
export function staticFiles(directory: string): RequestHandler {
  const files = new Map(readdirSync(directory).map((name) => [`/${name}`, readFileSync(join(directory, name), 'utf8')]));
  return (req, res, next) => {
    const body = files.get(req.path);
    if (body === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // As express.static: cached, but asked again each time (express answers 304 by the ETag res.send sets).
    res.type(extname(req.path)).set('Cache-Control', 'public, max-age=0').send(body);
  };
}
