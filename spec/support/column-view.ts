import type { ColumnView } from '../../lib/wire/page-view.js';

/** A column as the page view gives it: a text column shown, searched and ordered, with `more` over it. */
export function column(name: string, more: Partial<ColumnView> = {}): ColumnView {
  return { name, label: name, kind: 'text', type: 'string', orderable: true, searchable: true, visible: true, className: null, options: {}, ...more };
}
