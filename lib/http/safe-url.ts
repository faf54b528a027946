/** A URL the browser may follow: http(s), mailto, or relative. Anything else (`javascript:`, `data:`) is null. */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  // Browsers ignore tabs and newlines inside a scheme (`java\tscript:`), so test without them.
  const compact = url.replace(/[\u0000-\u0020]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme === null || ['http', 'https', 'mailto'].includes(scheme[1].toLowerCase()) ? url : null;
}
