import type { Translate } from '../../lib/wire/translate.js';
import type { NoticeAction } from '../notices/Notices.js';
import { highlightRows } from '../realtime/highlight-rows.js';
import { ID_ATTRIBUTE } from './action-button.js';
import type { TableHandle } from './TableHandle.js';

/** What to tell the user after a create: the message, and the button that shows the row when there is one. */
export interface CreatedRowNotice {
  message: string;
  action?: NoticeAction;
}

/**
 * After a create and the reload that follows it: highlights the new row when the page shows it, and
 * says "Row created". A row the ordering, search or filters put elsewhere is "not on this page", with
 * a Show button when the table's search reaches its key (`findRow`: the table searched for it); a
 * table whose key no search reaches says how the row is reached instead (an offer that could not
 * keep its word is not made). A table that shows no row ids (no edit or delete buttons) cannot tell
 * where the row is, and says only "Row created".
 */
export function createdRowNotice(table: TableHandle, id: unknown, t: Translate, found: (shown: boolean) => void): CreatedRowNotice {
  if (shows(table.element, id)) return { message: t('notice.created') };
  const findRow = table.findRow;
  if (!findRow) return { message: t('notice.created_elsewhere_unsearchable', { id }) };
  return {
    message: t('notice.created_elsewhere_page', { id }),
    // After the search the table has ids to look at (it had some before): none shown means not found.
    action: { label: t('notice.show_created', { id }), run: () => void findRow(id).then(() => found(highlighted(table.element, id))) },
  };
}

/** Whether the table's page shows the row (highlighted if so), or cannot tell (no row ids). */
function shows(table: HTMLElement, id: unknown): boolean {
  return highlighted(table, id) || !table.querySelector(`[${ID_ATTRIBUTE}]`);
}

function highlighted(table: HTMLElement, id: unknown): boolean {
  return highlightRows(table, new Set([JSON.stringify(id)])).length > 0;
}
