/**
 * `Content-Disposition: attachment` for a file name: `filename` in plain ASCII (every other character,
 * quotes, slashes and controls included, becomes `_`) for old clients, and `filename*` (RFC 5987,
 * UTF-8 percent-encoded) for the name as written.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^[.\s]+/, '_') || 'export';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The headers of an export's download, whichever way it is written: its name, never cached, never sniffed. */
export function exportHeaders(fileName: string): Record<string, string> {
  return { 'Content-Disposition': attachmentDisposition(fileName), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
}
