/**
 * What the row action flows need of a table: its element (where action buttons live) and a
 * reload that keeps the current page. The controller implements it with DataTables.net.
 */
export interface TableHandle {
  readonly element: HTMLElement;
  /** Fetches the current page again and redraws; resolves once the rows are in the DOM. */
  reload(): Promise<void>;
}
