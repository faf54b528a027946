/** Where a browser keeps the query of the user's default view of a table (both stores: the server's as last seen), which the first load reads. */
export const defaultViewKey = (table: string) => `ux-datatables:${table}:default-view`;

/** Where a browser keeps a table's saved views when they are kept in the browser. */
export const browserViewsKey = (table: string) => `ux-datatables:${table}:views`;
