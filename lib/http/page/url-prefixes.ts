import type { Request } from 'express';
import { ConfigurationError } from '../../errors/ConfigurationError.js';

/** The `viewInUrl` prefixes of the tables a page (a request) rendered so far → their table. */
const claimed = new WeakMap<Request, Map<string, string>>();

/**
 * Refuses a second table rendered into one page (`res.locals.dataTable`) that keeps its view in the URL
 * under a prefix another table of the page already uses: both would read and write the same parameters.
 * Only rendering claims a prefix: `buildTableView` also serves JSON (an API, a session), where two views
 * of one request need not share a URL.
 */
export function claimUrlPrefix(req: Request, table: string, prefix: string): void {
  const tables = claimed.get(req) ?? new Map<string, string>();
  claimed.set(req, tables);
  const holder = tables.get(prefix);
  if (holder !== undefined) {
    throw new ConfigurationError(`Tables "${holder}" and "${table}" on one page both keep their view in the URL under the prefix "${prefix}": give one another prefix (viewInUrl('…'))`);
  }
  tables.set(prefix, table);
}
