/** The key of a related entity, of its `Reference`, or a bare key; null for none. */
export function relatedKey(stored: unknown, keyName: string): unknown {
  if (stored === null || stored === undefined) return null;
  if (typeof stored !== 'object') return stored;
  const entity = typeof (stored as { unwrap?: unknown }).unwrap === 'function' ? (stored as { unwrap(): object }).unwrap() : stored;
  return (entity as Record<string, unknown>)[keyName] ?? null;
}
