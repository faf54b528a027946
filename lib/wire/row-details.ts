// A row's details (`setDetails(...)`, docs/row-details.md) as the server and the browser agree on them: the
// request the browser sends when a row is expanded and the answer it shows. The table's `details` (page-view.ts)
// says the table has them; each row carries `_details`, the identifier to ask them by; the page's `tokens.details`
// and `urls.details` name the endpoint. A live change of a row (live-view.ts, `RowChangeMessage`) asks again for
// its details while they are open; a row deleted meanwhile answers 404 `row_not_found`.

/** The query parameters of `GET urls.details`, the only ones it takes (each once): another is 400. */
export const ROW_DETAILS_PARAMS = ['table', 'id'] as const;

/**
 * `GET urls.details?table=<tokens.details>&id=<row._details.id>`: `table` the table's `details` token, `id` the
 * row's identifier as its `_details.id` gives it, written as text (a number in its digits).
 */
export interface RowDetailsRequest {
  table: string;
  id: string;
}

/** A row's reference to its details: `_details` of each row of a table with details (page-view.ts, `RowData`). */
export interface RowDetailsReference {
  id: unknown;
}

/**
 * The 200 answer: the row's details as HTML, rendered on the server in the page's language (every value escaped,
 * a template's own markup as it writes it), and the row's identifier as its `_details.id` gives it, so that an
 * answer arriving after another row was expanded is shown under its own row. Never cached.
 */
export interface RowDetailsResult {
  id: unknown;
  html: string;
}

/**
 * The query string of a row's details: `table=…&id=…`, each encoded. The browser asks with it; the server's
 * specs and links use the same one.
 */
export function rowDetailsQuery(token: string, id: unknown): string {
  return `table=${encodeURIComponent(token)}&id=${encodeURIComponent(String(id))}`;
}
