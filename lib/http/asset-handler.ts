import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler, Response } from 'express';
import { HttpError } from '../errors/HttpError.js';

const PACKAGE_NAME = '@vendor/ux-datatables';

/** The prebuilt browser bundle of this package (`dist/browser/ux-datatables.js`), wherever it is installed. */
export function browserBundlePath(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === PACKAGE_NAME) {
      return join(dir, 'dist', 'browser', 'ux-datatables.js');
    }
    const parent = dirname(dir);
    if (parent === dir) return join(dirname(from), 'dist', 'browser', 'ux-datatables.js');
    dir = parent;
  }
}

/** The files of `dist/browser/` the router serves under `/datatables/assets/`, with their content types. */
export const BROWSER_ASSETS: Readonly<Record<string, string>> = {
  'ux-datatables.js': 'text/javascript; charset=utf-8',
  'ux-datatables.js.map': 'application/json; charset=utf-8',
  'ux-datatables.css': 'text/css; charset=utf-8',
  // DataTables.net's own stylesheets, copied from datatables.net-dt and datatables.net-bs5 at build.
  'datatables.net-dt.css': 'text/css; charset=utf-8',
  'datatables.net-bs5.css': 'text/css; charset=utf-8',
};

/**
 * `GET /datatables/assets/<file>`: the browser bundle, its source map and stylesheet, revalidated by
 * ETag and cached for an hour (`Cache-Control: public, max-age=3600`); the names have no content
 * hash, so they are not `immutable`. 404 JSON when the bundle was not built.
 */
export function assetHandler(file: string, contentType = BROWSER_ASSETS['ux-datatables.js']): RequestHandler {
  return async (_req, res) => {
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw notBuilt();
    await new Promise<void>((resolve, reject) => {
      res.sendFile(
        file,
        {
          maxAge: 3600 * 1000,
          etag: true,
          lastModified: true,
          headers: { 'Content-Type': contentType, 'X-Content-Type-Options': 'nosniff' },
        },
        (error) => (error && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED' ? reject(refusal(error, res)) : resolve()),
      );
    });
  };
}

/**
 * `send` refuses a Range it cannot satisfy (past the end, reversed, a suffix of zero bytes), a failed
 * `If-Match` or `If-Unmodified-Since`, and a file gone since it was found, with an error carrying the
 * status: unmapped, each was a 500. The file's headers set so far describe a body that is not sent; the
 * Content-Range of a 416 (which names the file's length) stays, as HTTP asks.
 */
function refusal(error: Error, res: Response): Error {
  const status = (error as { status?: unknown }).status;
  if (status !== 404 && status !== 412 && status !== 416) return error;
  for (const header of ['Content-Type', 'Content-Length', 'Content-Encoding', 'Cache-Control']) res.removeHeader(header);
  if (status === 404) return notBuilt();
  return status === 416
    ? new HttpError(416, 'range_not_satisfiable', 'The requested range is outside the file')
    : new HttpError(412, 'precondition_failed', 'The file does not match the request\'s precondition');
}

function notBuilt(): HttpError {
  return HttpError.notFound('asset_not_built', 'The browser bundle was not built (npm run build:assets)');
}
