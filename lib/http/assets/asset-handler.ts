import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { negotiateEncoding } from './accept-encoding.js';
import { AssetCatalog, type BuiltAsset } from './asset-catalog.js';

const PACKAGE_NAME = '@vendor/ux-datatables';

/** A hashed name never names other bytes: caches keep it for a year and never ask again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A plain name names whatever was built last: kept five minutes, then revalidated by ETag. */
export const REVALIDATED = 'public, max-age=300, must-revalidate';

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
  // DOMPurify, which the bundle imports by its hashed name (relative to its own URL) once a table shows an `html` column.
  'ux-datatables-dompurify.js': 'text/javascript; charset=utf-8',
  'ux-datatables.css': 'text/css; charset=utf-8',
  // The relation picker's styles, which the bundle links by their hashed name (relative to its own URL) with the picker's chunk.
  'ux-datatables-relations.css': 'text/css; charset=utf-8',
  // The styles of cells edited in place, which the bundle links so with the cells' chunk.
  'ux-datatables-cells.css': 'text/css; charset=utf-8',
  // The row order's styles (its handles, the row dragged), which the bundle links so with the row order's chunk.
  'ux-datatables-order.css': 'text/css; charset=utf-8',
  // The row details' styles (the expand buttons, the detail rows), which the bundle links so with the details' chunk.
  'ux-datatables-details.css': 'text/css; charset=utf-8',
  // The columns' arrangement's styles (sticky header, pinned columns, moves, widths), which the bundle links so with its chunks.
  'ux-datatables-columns.css': 'text/css; charset=utf-8',
  // DataTables.net's own stylesheets, copied from datatables.net-dt and datatables.net-bs5 at build.
  'datatables.net-dt.css': 'text/css; charset=utf-8',
  'datatables.net-bs5.css': 'text/css; charset=utf-8',
};

let packageAssets: AssetCatalog | undefined;

/** The catalogue of this package's `dist/browser/`, shared by every router and page helper of the process. */
export function browserAssets(): AssetCatalog {
  return (packageAssets ??= new AssetCatalog(dirname(browserBundlePath()), BROWSER_ASSETS));
}

/**
 * `GET /datatables/assets/:file`: a file of the catalogue, by its plain name (`ux-datatables.js`,
 * cached five minutes then revalidated) or its content-hashed name (`ux-datatables.<hash>.js`,
 * immutable for a year; a chunk of the bundle, `ux-datatables-chunk-<hash>.js`, is immutable by its plain
 * name, which its content chose). The coding is negotiated (`Accept-Encoding`: brotli, gzip or none, from the
 * files the build wrote beside it), with `Vary: Accept-Encoding` and a strong ETag per coding; Range
 * and conditional requests apply to the bytes sent. A hash of another build redirects (307, not
 * cached) to this build's name, so pages of the previous version keep working during a rolling
 * deploy and no hashed name is ever answered with other bytes. 404 JSON when the file was not built.
 */
export function assetHandler(catalog: AssetCatalog): RequestHandler {
  return async (req, res, next) => {
    const requested = catalog.parse(String(req.params.file));
    if (!requested) return next();
    const asset = catalog.built(requested.name);
    if (!asset) throw notBuilt();
    if (requested.hash !== undefined && requested.hash !== asset.hash) {
      res.set('Cache-Control', 'no-store').redirect(307, asset.hashedName);
      return;
    }
    const coding = negotiateEncoding(req.get('Accept-Encoding'), asset.variants.map((variant) => variant.coding));
    const variant = asset.variants.find((candidate) => candidate.coding === coding)!;
    const headers: Record<string, string> = {
      'Content-Type': asset.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': requested.hash === undefined && !requested.chunk ? REVALIDATED : IMMUTABLE,
      ETag: variant.etag,
    };
    if (coding !== 'identity') headers['Content-Encoding'] = coding;
    res.vary('Accept-Encoding');
    await sendFile(res, variant.path, headers, asset);
  };
}

/** `res.sendFile` as a promise; send's refusals become the HTTP answers they stand for. */
function sendFile(res: Response, path: string, headers: Record<string, string>, asset: BuiltAsset): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // Set by `headers` before send computes its own: send keeps our ETag (the content's hash, the same on
    // every instance) and Cache-Control, and judges If-Match, If-None-Match and If-Range by them.
    res.sendFile(path, { lastModified: true, cacheControl: false, headers }, (error) => {
      if (!error || (error as NodeJS.ErrnoException).code === 'ECONNABORTED') resolve();
      else reject(refusal(error, res, asset));
    });
  });
}

/**
 * `send` refuses a Range it cannot satisfy (past the end, reversed, a suffix of zero bytes), a failed
 * `If-Match` or `If-Unmodified-Since`, and a file gone since it was found, with an error carrying the
 * status: unmapped, each was a 500. The file's headers set so far describe a body that is not sent; the
 * Content-Range of a 416 (which names the length of the bytes that would be sent) stays, as HTTP asks.
 */
function refusal(error: Error, res: Response, asset: BuiltAsset): Error {
  const status = (error as { status?: unknown }).status;
  if (status !== 404 && status !== 412 && status !== 416) return error;
  for (const header of ['Content-Type', 'Content-Length', 'Content-Encoding', 'Cache-Control']) res.removeHeader(header);
  if (status === 404) return notBuilt();
  return status === 416
    ? new HttpError(416, 'range_not_satisfiable', `The requested range is outside "${asset.name}"`)
    : new HttpError(412, 'precondition_failed', `"${asset.name}" does not match the request's precondition`);
}

function notBuilt(): HttpError {
  return HttpError.notFound('asset_not_built', 'The browser bundle was not built (npm run build:assets)');
}
