/**
 * A random id (letters and digits, 28 at most): a bulk's request id, and the origin header of a table
 * that is not live (a live table sends the one its page view gives, whose digest its echo carries).
 * `crypto.getRandomValues`, unlike `randomUUID`, works on plain-http pages too.
 */
export function createOrigin(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('');
}
