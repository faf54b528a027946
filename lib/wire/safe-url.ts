const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * The URL when it may be rendered as a link: `http:`, `https:`, `mailto:` or relative. Any other
 * scheme (`javascript:`, `data:`, `vbscript:`, ...) and anything not a string gives `null`.
 *
 * Browsers drop tabs and newlines anywhere in a URL and trim control characters around it, so the
 * scheme is read with every C0 and C1 control character and space removed (`java\tscript:` is refused).
 */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '') return null;
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
  if (scheme && !ALLOWED_SCHEMES.has(scheme[1].toLowerCase())) return null;
  return url;
}
