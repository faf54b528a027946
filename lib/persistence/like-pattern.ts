/** A case-insensitive "contains" pattern for LIKE/ILIKE, with `%`, `_` and `\` matching literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The same "contains" test in memory, as the SQL one: case-insensitive, on the value as text. */
export function containsText(value: unknown, search: string): boolean {
  if (value === null || value === undefined) return false;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.toLowerCase().includes(search.toLowerCase());
}
