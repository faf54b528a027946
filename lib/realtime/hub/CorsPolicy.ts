import type { Request, RequestHandler } from 'express';

/** Request headers a cross-origin subscriber or publisher may send. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Last-Event-ID, Cache-Control';

/** Which other origins may call the hub from a browser, with credentials (the subscriber cookie). None by default. */
export class CorsPolicy {
  constructor(private readonly origins: readonly string[]) {}

  /** Whether `origin` is one of the allowed origins (any, with `*`). */
  allows(origin: string): boolean {
    return this.origins.includes('*') || this.origins.includes(origin);
  }

  /** Whether the request comes from the hub's own origin or an allowed one, by `Origin` or else `Referer`. */
  allowsRequestOrigin(req: Request): boolean {
    const origin = req.headers.origin ?? originOf(req.headers.referer);
    if (origin === undefined) return false;
    return origin === `${req.protocol}://${req.get('host') ?? ''}` || this.allows(origin);
  }

  /** Adds the CORS headers for an allowed `Origin`, and answers preflight requests (204). */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const origin = req.headers.origin;
      res.vary('Origin');
      const allowed = origin !== undefined && this.allows(origin);
      if (allowed) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Credentials', 'true');
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
