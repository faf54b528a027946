import type { FilterState } from '../filters/FilterState.js';
import type { RowData } from '../../lib/wire/page-view.js';

/**
 * What the row action flows need of a table: its element (where action buttons live) and a
 * reload that keeps the current page. The controller implements it with DataTables.net.
 */
export interface TableHandle {
  readonly element: HTMLElement;
  /** Fetches the current page again and redraws; resolves once the rows are in the DOM. */
  reload(): Promise<void>;
  /** The name of the row holding this element (`Deleted “Dune”`); null or absent: the row's id is said instead. */
  nameOf?(element: Element): string | null;
  /**
   * Brings a row into view by searching the table for its key, from the first page; resolves once drawn.
   * Absent or null: the table's search does not reach its key (`keySearch`).
   */
  readonly findRow?: ((id: unknown) => Promise<void>) | null;
  /** Puts `row` (an action's answer) in place of the table row holding `td`, drawn again in the same place. Absent: the flow reloads the page instead. */
  replaceRow?(td: Element, row: RowData): void;
  /** The table's column filters (what the export and "select all matching" read); absent: none. */
  readonly filters?: FilterState;
}
