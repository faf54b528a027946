import type { Config, State } from 'datatables.net';
import type { FilterState } from '../filters/FilterState.js';
import type { ColumnView } from '../../lib/wire/page-view.js';
import { keptFilters } from '../filters/kept-filters.js';

/** Where a table's state is kept in the tab's `sessionStorage`: per table and per page path. */
export function stateKey(table: string, path: string): string {
  return `ux-datatables:${table}:${path}`;
}

/** What the kept state is read with, and what is kept with it. */
export interface SavedStateOptions {
  /** Changes the state read before it applies (the page's URL's view wins over it, the column menu decides the columns). */
  over?: (state: State) => State;
  /** The table's column filters, kept and restored with the search and order: a view comes back whole or not at all. */
  filters?: { state: FilterState; columns: readonly ColumnView[] };
}

/**
 * DataTables.net's `stateSave`, kept in the tab's `sessionStorage` (docs/filters-and-views.md, "State across reloads"):
 * the page, page length, order, search and column filters survive a reload, Back from a detail page and
 * a plain link back to the page, and end with the tab. DataTables.net matches saved columns by name, so
 * a column added or removed since costs only its own state; a filter is read back as strictly as the
 * URL's. Storage that is unavailable or full (a sandboxed frame, a private mode) means no state, never a
 * failure.
 */
export function savedStateOptions(table: string, win: Window | null, { over, filters }: SavedStateOptions = {}): Config {
  const key = () => stateKey(table, win?.location.pathname ?? '');
  return {
    stateSave: true,
    stateDuration: -1,
    stateSaveCallback: (_settings, state) => {
      // ColReorder's order of the columns, by index, is not kept: the browser keeps it with the widths, by name (assets/arrange/).
      const { colReorder, ...kept } = state as State & { colReorder?: unknown };
      try {
        win?.sessionStorage.setItem(key(), JSON.stringify(filters ? { ...kept, filters: filters.state.get() } : kept));
      } catch {
        // No storage: the table works, its state is not kept.
      }
    },
    stateLoadCallback: () => {
      try {
        // null is "no state" to DataTables.net (undefined would make it wait for a callback).
        const saved = JSON.parse(win?.sessionStorage.getItem(key()) ?? 'null');
        const state = saved && over ? over(saved) : saved;
        // Before the first request, which carries them; 'state': nothing reloads or writes the URL for it.
        if (state && filters) filters.state.replace(keptFilters((state as { filters?: unknown }).filters, filters.columns), 'state');
        return state;
      } catch {
        return null;
      }
    },
  };
}
