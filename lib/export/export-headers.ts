import { create as contentDisposition } from 'content-disposition';

/**
 * The headers of an export's download, whichever way it is written: its name as an attachment
 * (`content-disposition`, Express's own: `filename`, plus `filename*` (RFC 5987) where the name needs
 * more than ISO-8859-1), never cached, never sniffed.
 */
export function exportHeaders(fileName: string): Record<string, string> {
  return { 'Content-Disposition': contentDisposition(fileName), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
}
