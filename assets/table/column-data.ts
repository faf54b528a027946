// DataTables.net reads a column's `data` string as a path into the row (`author.country.name` would be
// row.author.country.name); a row of this library is flat, keyed by column name, and a column on a
// relation path has dots in its name. So the dots are escaped in `data`, and read back wherever the
// browser finds a column by its `data` (DataTables.net's dataSrc(), its request's columns).

/** The `data` option of the column named `name`: its dots escaped, so DataTables.net reads the row's own key. */
export function columnData(name: string): string {
  return name.replace(/\./g, '\\.');
}

/** The column name a `data` option (or a request's `columns[i].data`) stands for; null when it names none. */
export function columnNameOf(data: unknown): string | null {
  return typeof data === 'string' ? data.replace(/\\\./g, '.') : null;
}
