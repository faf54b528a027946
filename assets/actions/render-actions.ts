import { displayIfHolds } from '../../lib/wire/display-if.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import { safeUrl } from '../../lib/wire/safe-url.js';
import type { ActionView, RowData } from '../../lib/wire/page-view.js';
import { ACTION_ATTRIBUTE, ID_ATTRIBUTE } from './action-button.js';

/**
 * The action cell of one row: a button per action (a link for `DETAIL`) in the declared order.
 * Everything is escaped; an action is left out when its `displayIf` does not hold strictly
 * (`1` is not `"1"`), when the row carries no reference for it, or when its URL is not safe.
 */
export function renderActions(actions: readonly ActionView[], row: RowData): string {
  return actions
    .map((action) => renderAction(action, row))
    .filter((html) => html !== '')
    .join(' ');
}

function renderAction(action: ActionView, row: RowData): string {
  const reference = row._actions?.[action.type];
  if (!reference || !displayIfHolds(action.displayIf, row)) return '';
  const icon = action.icon ? `<i class="${escapeHtml(action.icon)}" aria-hidden="true"></i> ` : '';
  const content = icon + escapeHtml(action.label);
  const attributes = `class="${escapeHtml(action.className)}" ${ACTION_ATTRIBUTE}="${escapeHtml(action.type)}"`;
  switch (action.type) {
    case 'DETAIL': {
      const url = safeUrl(reference.url);
      return url === null ? '' : `<a href="${escapeHtml(url)}" ${attributes}>${content}</a>`;
    }
    case 'EDIT':
    case 'DELETE': {
      if (reference.id === undefined) return '';
      const id = escapeHtml(JSON.stringify(reference.id));
      return `<button type="button" ${attributes} ${ID_ATTRIBUTE}="${id}">${content}</button>`;
    }
    default:
      return '';
  }
}
