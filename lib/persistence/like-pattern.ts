/** A LIKE/ILIKE pattern for a search mode, with `%`, `_` and `\` in the term matching literally. */
export function likePattern(term: string, mode: 'contains' | 'prefix'): string {
  const literal = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return mode === 'prefix' ? `${literal}%` : `%${literal}%`;
}
