/** A content coding the asset build writes beside a file (`.br`, `.gz`), or the file as it is. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The server's order among equal q-values: the smallest first. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send, among those `available`, for an `Accept-Encoding` header (RFC 9110 §12.5.3):
 * the highest q-value wins, ties go to the smaller coding; `*` stands for every coding not named;
 * `x-gzip` is `gzip`. No header means no preference: the file as it is (some clients send none yet
 * cannot decode). When the header refuses everything available (`identity;q=0, *;q=0`), the file is
 * sent as it is rather than a 406: a page without its script is worse than bytes the client may skip.
 * A member with a malformed q-value is ignored.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding {
  if (header === undefined) return 'identity';
  const weights = parseAcceptEncoding(header);
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? (coding === 'identity' ? 1 : 0);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** The q-value of each coding named in an `Accept-Encoding` header, lower-cased (`x-gzip` as `gzip`). */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const member of header.split(',')) {
    const [name, ...parameters] = member.split(';').map((part) => part.trim());
    if (!name) continue;
    const weight = qValue(parameters);
    if (weight === undefined) continue;
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    // Named twice: the first wins, as it would for most parsers; neither is more right.
    if (!weights.has(coding)) weights.set(coding, weight);
  }
  return weights;
}

/** The `q` parameter (1 when absent); undefined when it is not a q-value (0 to 1, three decimals at most). */
function qValue(parameters: string[]): number | undefined {
  const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
  if (q === undefined) return 1;
  const value = q.slice(q.indexOf('=') + 1).trim();
  return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : undefined;
}
