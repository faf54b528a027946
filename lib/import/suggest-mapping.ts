/** A field an imported column may fill: its name, and its label in the user's language. */
export interface ImportableField {
  name: string;
  label: string;
}

/**
 * The field each of a file's headers fills, as first offered to the user: the field whose name, else
 * whose label (in the user's language, as the export writes it), equals the header, compared without
 * case, accents or repeated spaces; null for none. A field is given to its first header only; a header
 * the export guarded as text (`'=Total`) is read without its apostrophe.
 */
export function suggestMapping(headers: readonly string[], fields: readonly ImportableField[]): Array<string | null> {
  const taken = new Set<string>();
  const byName = new Map(fields.map((field) => [comparable(field.name), field.name]));
  const byLabel = new Map(fields.map((field) => [comparable(field.label), field.name]));
  return headers.map((header) => {
    const key = comparable(header.startsWith("'") ? header.slice(1) : header);
    const field = byName.get(key) ?? byLabel.get(key) ?? null;
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** A header or label as compared: trimmed, spaces and underscores as one space, no case, no accents. */
function comparable(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[\s_]+/g, ' ').trim().toLowerCase();
}
