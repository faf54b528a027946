import Negotiator from 'negotiator';

/** A content coding the asset build writes beside a file (`.br`, `.gz`), or the file as it is. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The server's order among equal q-values: the smallest first. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send, among those `available`, for an `Accept-Encoding` header (RFC 9110 §12.5.3), as
 * `negotiator` (Express's own) weighs it: the highest q-value wins, ties go to the smaller coding, `*`
 * stands for every coding not named; `x-gzip` is `gzip` (RFC 9110 §8.4.1.3, which negotiator does not
 * know). No header means no preference: the file as it is (some clients send none yet cannot decode).
 * When the header refuses everything available (`identity;q=0, *;q=0`), the file is sent as it is rather
 * than a 406: a page without its script is worse than bytes the client may skip.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding {
  if (header === undefined) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header.replace(/\bx-gzip\b/gi, 'gzip') } });
  return (negotiator.encodings([...available], { preferred: PREFERENCE })[0] as ContentCoding | undefined) ?? 'identity';
}
