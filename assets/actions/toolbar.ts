import type { ActionView } from '../../lib/wire/page-view.js';
import { actionButton } from './render-actions.js';

/** The class of the toolbar slot (ux-datatables.css lays its buttons out in a row that may wrap). */
export const TOOLBAR_CLASS = 'ux-datatables-toolbar';

/**
 * The table's toolbar: one element holding the selection's bar (its count and bulk buttons), if any,
 * then a button per table-level action (New), drawn like the row actions' buttons, for DataTables.net's
 * `layout` to place beside the search, then the export button (`ExportControl`), then the table's own
 * controls (the column menu). Null without any, so such a table keeps DataTables.net's layout untouched.
 */
export function createToolbar(doc: Document, actions: readonly ActionView[], bar: HTMLElement | null = null, controls: readonly HTMLElement[] = []): HTMLElement | null {
  if (!actions.length && !bar && !controls.length) return null;
  const toolbar = doc.createElement('div');
  toolbar.className = TOOLBAR_CLASS;
  toolbar.innerHTML = actions.map((action) => actionButton(action)).join('');
  if (bar) toolbar.prepend(bar);
  toolbar.append(...controls);
  return toolbar;
}
