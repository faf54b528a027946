import type { ActionView } from '../../lib/wire/page-view.js';
import { actionButton } from './render-actions.js';

/** The class of the toolbar slot (ux-datatables.css lays its buttons out in a row that may wrap). */
export const TOOLBAR_CLASS = 'ux-datatables-toolbar';

/**
 * The table's toolbar: one element holding a button per table-level action (New), drawn like the row
 * actions' buttons, for DataTables.net's `layout` to place beside the search. Null without actions,
 * so a table without them keeps DataTables.net's layout untouched.
 */
export function createToolbar(doc: Document, actions: readonly ActionView[]): HTMLElement | null {
  if (!actions.length) return null;
  const toolbar = doc.createElement('div');
  toolbar.className = TOOLBAR_CLASS;
  toolbar.innerHTML = actions.map((action) => actionButton(action)).join('');
  return toolbar;
}
