/**
 * The JSON text of what the server sends (responses, published changes, messages): a BigInt (a
 * MikroORM `bigint` property) travels as its decimal digits, which no JSON number holds exactly.
 * `JSON.stringify` throws on a BigInt (a row holding one once made the data endpoint answer 500);
 * the replacer that mends it slows every call, so it is used only once a BigInt was met.
 */
export function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item));
  }
}
