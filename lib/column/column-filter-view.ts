import type { ColumnFilterView, ColumnKind } from '../wire/page-view.js';

/** The browser's part of a column's filter by the column's kind; `time`: its stored value holds a time of day. Null: the kind has none. */
export function columnFilterView(kind: ColumnKind, searchMode: NonNullable<ColumnFilterView['mode']>, time: boolean): ColumnFilterView | null {
  switch (kind) {
    case 'number':
    case 'boolean':
      return { kind };
    case 'date':
      return { kind: 'date', time };
    case 'text':
    case 'url':
      return { kind: 'text', mode: searchMode };
    default:
      return null;
  }
}
