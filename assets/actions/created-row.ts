import type { Translate } from '../../lib/wire/translate.js';
import { highlightRows } from '../realtime/highlight-rows.js';
import { ID_ATTRIBUTE } from './action-button.js';

/**
 * After a create and the reload that follows it: highlights the new row when the page shows it, and
 * returns what to tell the user: "Row created", or that it is not on this page (the ordering or the
 * search put it elsewhere). A table that shows no row ids (no edit or delete buttons) cannot tell
 * where the row is, and says only "Row created".
 */
export function createdRowNotice(table: HTMLElement, id: unknown, t: Translate): string {
  const shown = highlightRows(table, new Set([JSON.stringify(id)])).length > 0 || !table.querySelector(`[${ID_ATTRIBUTE}]`);
  return t(shown ? 'notice.created' : 'notice.created_elsewhere_page', { id });
}
