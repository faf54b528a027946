/**
 * A random id for one table on one page (letters and digits, 28 at most), sent as the origin header
 * of its changes so that it can skip their echo. The tab keeps it: the stream carries only its digest
 * (lib/wire/origin-digest), so no reader of the stream can send it on another change.
 * `crypto.getRandomValues`, unlike `randomUUID`, works on plain-http pages too.
 */
export function createOrigin(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('');
}
