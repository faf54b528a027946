import { displayIfHolds } from '../../lib/wire/display-if.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import { safeUrl } from '../../lib/wire/safe-url.js';
import type { ActionView, RowData } from '../../lib/wire/page-view.js';
import { ACTION_ATTRIBUTE, CONFIRM_ATTRIBUTE, ID_ATTRIBUTE } from './action-button.js';

/**
 * The action cell of one row: a button per action (a link for `DETAIL`) in the declared order.
 * Everything is escaped; an action is left out when its `displayIf` does not hold strictly
 * (`1` is not `"1"`), when the row carries no reference for it, or when its URL is not safe. A
 * confirmation naming row values (`Delete “{title}”?`) gets them here, so the button carries its own
 * question wherever it is drawn (a Responsive detail row too).
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
  const question = action.confirmation && withRowValues(action.confirmation, row);
  const confirmation = question && question !== action.confirmation ? ` ${CONFIRM_ATTRIBUTE}="${escapeHtml(question)}"` : '';
  const attributes = `class="${escapeHtml(action.className)}" ${ACTION_ATTRIBUTE}="${escapeHtml(action.type)}"${confirmation}`;
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

/** `{name}` replaced by the row's value of `name` (as text); other braces, and names the row lacks, stay as written. */
function withRowValues(message: string, row: RowData): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(row, name) ? String(row[name] ?? '') : placeholder));
}
