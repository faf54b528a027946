import type { FilterValue, Filters } from '../../lib/wire/filters.js';

/** Why the filters changed: the user (the filter UI, a chip), the page's URL (Back, a shared link), or the state kept for the tab (a reload, a plain link). */
export type FilterChangeSource = 'user' | 'url' | 'state';

/**
 * A table's current column filters, the one place the browser keeps them: the filter UI and its chips
 * write them, the data request, the export and "select all matching" read them, the page's URL
 * mirrors them. Listeners hear every change (the table reloads on one).
 */
export class FilterState {
  private current: Filters = {};
  private readonly listeners = new Set<(filters: Filters, source: FilterChangeSource) => void>();

  /** The filters now, a copy. */
  get(): Filters {
    return structuredClone(this.current);
  }

  /** One column's filter, or null. */
  of(column: string): FilterValue | null {
    return Object.hasOwn(this.current, column) ? structuredClone(this.current[column]) : null;
  }

  /** Sets (or, with null, removes) one column's filter. */
  set(column: string, value: FilterValue | null, source: FilterChangeSource = 'user'): void {
    const next = { ...this.current };
    if (value === null) delete next[column];
    else next[column] = structuredClone(value);
    this.replace(next, source);
  }

  /** Replaces every filter at once (a restored view). */
  replace(filters: Filters, source: FilterChangeSource = 'user'): void {
    if (JSON.stringify(filters) === JSON.stringify(this.current)) return;
    this.current = structuredClone(filters);
    for (const listener of this.listeners) listener(this.get(), source);
  }

  /** Calls `listener` on every change; returns the function that stops it. */
  onChange(listener: (filters: Filters, source: FilterChangeSource) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
