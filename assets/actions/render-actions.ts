import { displayIfHolds } from '../../lib/wire/display-if.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import { safeUrl } from '../../lib/wire/safe-url.js';
import type { ActionView, RowData } from '../../lib/wire/page-view.js';
import { ACTION_ATTRIBUTE, CONFIRM_ATTRIBUTE, ID_ATTRIBUTE, NAME_ATTRIBUTE, VERSION_ATTRIBUTE } from './action-button.js';

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
  // A built-in action's reference is keyed by its type, an application's by its name.
  const reference = row._actions?.[action.name ?? action.type];
  if (!reference || !displayIfHolds(action.displayIf, row)) return '';
  const question = action.confirmation && withRowValues(action.confirmation, row);
  const confirmation = question && question !== action.confirmation ? ` ${CONFIRM_ATTRIBUTE}="${escapeHtml(question)}"` : '';
  switch (action.type) {
    case 'DETAIL': {
      const url = safeUrl(reference.url);
      return url === null ? '' : actionButton(action, ` href="${escapeHtml(url)}"${confirmation}`, 'a');
    }
    case 'EDIT':
    case 'DELETE':
    case 'REPLICATE':
    case 'ACTION': {
      // An application's action sends back its name and the version the user sees, so it never runs on a row changed since.
      const own = action.name ? ` ${NAME_ATTRIBUTE}="${escapeHtml(action.name)}" ${VERSION_ATTRIBUTE}="${escapeHtml(JSON.stringify(row._version ?? null))}"` : '';
      return reference.id === undefined ? '' : actionButton(action, ` ${ID_ATTRIBUTE}="${escapeHtml(JSON.stringify(reference.id))}"${own}${confirmation}`);
    }
    default:
      return '';
  }
}

/**
 * An action's button (a link with `tag` `a`): its class, icon and label escaped, and `attributes`
 * (each after a space, already escaped) as written. The toolbar draws its buttons with it too, so they look alike.
 */
export function actionButton(action: ActionView, attributes = '', tag: 'a' | 'button' = 'button'): string {
  const type = tag === 'a' ? '' : ' type="button"';
  return `<${tag}${type} class="${escapeHtml(action.className)}" ${ACTION_ATTRIBUTE}="${escapeHtml(action.type)}"${attributes}>${buttonFace(action)}</${tag}>`;
}

/** What any action's button shows, row, toolbar, bulk or export alike: its icon, if any, and its label, escaped. */
export function buttonFace(view: { icon?: string; label: string }): string {
  return `${view.icon ? `<i class="${escapeHtml(view.icon)}" aria-hidden="true"></i> ` : ''}${escapeHtml(view.label)}`;
}

/** `{name}` replaced by the row's value of `name` (as text); other braces, and names the row lacks, stay as written. */
function withRowValues(message: string, row: RowData): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(row, name) ? String(row[name] ?? '') : placeholder));
}
