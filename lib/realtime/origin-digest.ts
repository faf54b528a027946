import { createHash, randomBytes } from 'node:crypto';

/**
 * The echo-skip origin a change is published with: the SHA-256 of the `X-UX-DataTables-Origin` header,
 * its first 128 bits in base64url (22 characters: every page view carries one), never the header itself. A reader of the public stream sees only
 * digests; sending one back as the header publishes the digest of the digest, which no tab takes
 * for its own, so a forged change cannot make a victim's tab skip its reload.
 */
export function originDigest(origin: string): string {
  return createHash('sha256').update(origin, 'utf8').digest('base64url').slice(0, 22);
}

/**
 * A new origin for one table of one page view, with the digest its own changes will carry: the
 * value stays in that page (rendered `private, no-store`), so only that tab can send it.
 */
export function newOrigin(): { origin: string; originDigest: string } {
  const origin = randomBytes(12).toString('base64url');
  return { origin, originDigest: originDigest(origin) };
}
