/**
 * A random id for one table on one page (letters and digits, 28 at most), sent as the origin header
 * of its changes so that it can skip their echo. Not a secret: every subscriber sees it.
 * `crypto.getRandomValues`, unlike `randomUUID`, works on plain-http pages too.
 */
export function createOrigin(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('');
}
