import type { Response } from 'express';
import { ConfigurationError } from '../../errors/ConfigurationError.js';

/** The default framing policy: pages showing a table may be framed by their own origin only. */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = ["'self'"];

/** A CSP source (`'self'`, `https://portal.example`, `*.example.com`): no spaces, quotes only as in `'self'`, no `;` or `,`. */
const SOURCE = /^('self'|'none'|[a-z][a-z0-9+.-]*:(\/\/[^\s;,']+)?|(\*\.)?[a-z0-9.-]+(:\d+|:\*)?(\/[^\s;,']*)?|\*)$/i;

/** The router's `frameAncestors` option, checked when it is built. */
export function checkFrameAncestors(value: readonly string[] | false | undefined): readonly string[] | false {
  if (value === undefined) return DEFAULT_FRAME_ANCESTORS;
  if (value === false) return false;
  if (!Array.isArray(value) || value.some((source) => typeof source !== 'string' || !SOURCE.test(source))) {
    throw new ConfigurationError(`The "frameAncestors" option must be a list of CSP sources ("'self'", "https://portal.example") or false, got ${JSON.stringify(value)}`);
  }
  return Object.freeze([...value]);
}

/**
 * The headers of a page the router renders tokens into: no shared cache may keep it
 * (`private, no-store`: its table and CSRF tokens are this session's), `Vary: Accept-Language` when
 * its language came from that header, and the framing policy (`frame-ancestors`, added to the
 * application's own Content-Security-Policy unless that already says who may frame; `X-Frame-Options`
 * where it can say the same: `SAMEORIGIN` for `'self'`, `DENY` for nobody).
 */
export function protectPage(res: Response, options: { negotiatedLanguage: boolean; frameAncestors: readonly string[] | false }): void {
  if (res.headersSent) return;
  res.set('Cache-Control', 'private, no-store');
  if (options.negotiatedLanguage) res.vary('Accept-Language');
  if (options.frameAncestors === false) return;
  const policy = res.get('Content-Security-Policy');
  if (policy !== undefined && /(^|;)\s*frame-ancestors\b/i.test(policy)) return;
  const sources = options.frameAncestors.length === 0 ? "'none'" : options.frameAncestors.join(' ');
  res.set('Content-Security-Policy', policy ? `${policy}; frame-ancestors ${sources}` : `frame-ancestors ${sources}`);
  if (sources === "'self'") res.set('X-Frame-Options', 'SAMEORIGIN');
  else if (sources === "'none'") res.set('X-Frame-Options', 'DENY');
}
