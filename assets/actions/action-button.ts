import type { ActionTypeName } from '../../lib/wire/page-view.js';

/** Attribute naming the action of a rendered button or link (`EDIT`, `DELETE`, `DETAIL`). */
export const ACTION_ATTRIBUTE = 'data-ux-datatables-action';

/** Attribute holding the row identifier of a button, as JSON so `1` and `"1"` stay apart. */
export const ID_ATTRIBUTE = 'data-ux-datatables-id';

/** Attribute naming an application's action (`ACTION`) of a rendered button: its name. */
export const NAME_ATTRIBUTE = 'data-ux-datatables-action-name';

/** Attribute holding the row's `_version` as shown (JSON), on an application's action's button: its request sends it back. */
export const VERSION_ATTRIBUTE = 'data-ux-datatables-version';

/** Attribute holding an action's confirmation with the row's values in it, when its message names some. */
export const CONFIRM_ATTRIBUTE = 'data-ux-datatables-confirm';

/** The action button of this type (and name, for an application's action) for this row (identifier as JSON), if the table shows one. */
export function findActionButton(root: ParentNode, type: ActionTypeName, idJson: string, name: string | null = null): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ACTION_ATTRIBUTE}]`)) {
    if (element.getAttribute(ACTION_ATTRIBUTE) === type && element.getAttribute(ID_ATTRIBUTE) === idJson && element.getAttribute(NAME_ATTRIBUTE) === name) return element;
  }
  return null;
}

/** The row identifier carried by an action button, as sent back to the server. */
export function readActionId(button: Element): unknown {
  const json = button.getAttribute(ID_ATTRIBUTE);
  if (json === null) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}
