import type { Request, RequestHandler } from 'express';

/** Request headers a cross-origin subscriber or publisher may send. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Last-Event-ID, Cache-Control';

/**
 * Which other origins may call the hub from a browser. A listed origin is echoed with credentials
 * allowed (the subscriber cookie); `*` lets any other origin read public streams, without
 * credentials: echoing any origin with credentials would let every site read a user's private updates.
 * None by default.
 */
export class CorsPolicy {
  constructor(private readonly origins: readonly string[]) {}

  /** Whether `origin` is listed by name: it may send credentials. */
  allowsCredentials(origin: string): boolean {
    return origin !== '*' && this.origins.includes(origin);
  }

  /** Whether the request comes from the hub's own origin or a listed one (never through `*`), by `Origin` or else `Referer`. */
  allowsRequestOrigin(req: Request): boolean {
    const origin = req.headers.origin ?? originOf(req.headers.referer);
    if (origin === undefined) return false;
    return origin === `${req.protocol}://${req.get('host') ?? ''}` || this.allowsCredentials(origin);
  }

  /** Adds the CORS headers for an allowed `Origin`, and answers preflight requests (204). */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const origin = req.headers.origin;
      res.vary('Origin');
      const credentials = origin !== undefined && this.allowsCredentials(origin);
      const allowed = credentials || (origin !== undefined && this.origins.includes('*'));
      if (allowed) {
        res.setHeader('Access-Control-Allow-Origin', credentials ? origin : '*');
        if (credentials) res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Access-Control-Expose-Headers', 'Last-Event-ID');
      }
      if (req.method !== 'OPTIONS') return next();
      if (allowed) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
    };
  }
}

function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
