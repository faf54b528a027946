import type { SelectedRow } from '../../lib/wire/page-view.js';
import type { BulkMatching } from '../../lib/wire/endpoint-bodies.js';
import type { FilteredAjaxData } from '../table/data-query.js';
import { columnNameOf } from '../table/column-data.js';

/** What a bulk request names: the rows one by one (with their versions as shown), or every row a search matches. */
export type SelectionTarget = { rows: SelectedRow[] } | { matching: BulkMatching };

/** The search of a data request as "select all matching" sends it: the global search, each column's non-empty one, the filters. */
export function matchingOf(request: FilteredAjaxData): BulkMatching {
  const columns: Record<string, string> = {};
  for (const column of request.columns ?? []) if (column.search?.value) columns[columnNameOf(column.data) ?? String(column.data)] = column.search.value;
  const { filters } = request;
  return { search: request.search?.value ?? '', columns, ...(filters && Object.keys(filters).length ? { filters } : {}) };
}

/**
 * The rows a user selected, kept across pages by identifier (as JSON, so `1` and `"1"` stay apart)
 * with the version each had when it was shown; or "all matching": the search and how many rows it
 * matched, never their ids (the server runs the search again).
 */
export class Selection {
  private readonly rows = new Map<string, SelectedRow>();
  /** "Select all matching": the search, and its count as the page showed it (`about`: an estimate). */
  matching: { search: BulkMatching; count: number; about: boolean } | null = null;

  /** How many rows are selected (all matching: the count the page showed). */
  get size(): number {
    return this.matching?.count ?? this.rows.size;
  }

  has(row: SelectedRow): boolean {
    return !!this.matching || this.rows.has(JSON.stringify(row.id));
  }

  /** Selects or unselects rows, one by one: "all matching" ends, keeping the rows of `page` selected but these. */
  set(rows: readonly SelectedRow[], on: boolean, page: readonly SelectedRow[] = []): void {
    if (this.matching) {
      this.matching = null;
      this.set(page, true);
    }
    for (const row of rows) {
      if (on) this.rows.set(JSON.stringify(row.id), row);
      else this.rows.delete(JSON.stringify(row.id));
    }
  }

  clear(): void {
    this.rows.clear();
    this.matching = null;
  }

  /** What a bulk request sends for this selection. */
  target(): SelectionTarget {
    return this.matching ? { matching: this.matching.search } : { rows: [...this.rows.values()] };
  }
}
