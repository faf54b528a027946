import type { Config, State } from 'datatables.net';

/** Where a table's state is kept in the tab's `sessionStorage`: per table and per page path. */
export function stateKey(table: string, path: string): string {
  return `ux-datatables:${table}:${path}`;
}

/**
 * DataTables.net's `stateSave`, kept in the tab's `sessionStorage` (README, "State across reloads"):
 * the page, page length, order and search survive a reload and Back from a detail page, and end with
 * the tab. DataTables.net matches saved columns by name, so a column added or removed since costs only
 * its own state. Storage that is unavailable or full (a sandboxed frame, a private mode) means no state,
 * never a failure. `over` changes the state read before it applies: the page's URL's view wins over it,
 * and the column menu's choices (kept per browser, `localStorage`) decide the columns shown.
 */
export function savedStateOptions(table: string, win: Window | null, over?: (state: State) => State): Config {
  const key = () => stateKey(table, win?.location.pathname ?? '');
  return {
    stateSave: true,
    stateDuration: -1,
    stateSaveCallback: (_settings, state) => {
      try {
        win?.sessionStorage.setItem(key(), JSON.stringify(state));
      } catch {
        // No storage: the table works, its state is not kept.
      }
    },
    stateLoadCallback: () => {
      try {
        // null is "no state" to DataTables.net (undefined would make it wait for a callback).
        const state = JSON.parse(win?.sessionStorage.getItem(key()) ?? 'null');
        return state && over ? over(state) : state;
      } catch {
        return null;
      }
    },
  };
}
