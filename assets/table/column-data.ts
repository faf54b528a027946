// DataTables.net reads a column's `data` as a path into the row object: `author.name` would be
// `row.author.name`. A column on a relation is named by its path, and its value travels under that
// name as one flat key of the row (`row['author.name']`), so its `data` escapes the dots (`author\.name`),
// and everything that reads a column's name back from DataTables.net unescapes them.

/** The `data` option of a column named `name`: its dots escaped, so DataTables.net reads one flat key. */
export function columnData(name: string): string {
  return name.replace(/\./g, '\\.');
}

/** The column name a `data` option (or `dataSrc()`) stands for; null for a `data` that is not a name. */
export function columnNameOf(data: unknown): string | null {
  return typeof data === 'string' ? data.replace(/\\\./g, '.') : null;
}
