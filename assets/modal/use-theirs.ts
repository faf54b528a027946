import { RELATION_ATTRIBUTE, RELATION_SET_EVENT, USE_THEIRS_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import { readRelationValue } from '../../lib/wire/relation-options.js';

/**
 * After an edit conflict, a "use this value" button was clicked: its value (the other person's) goes
 * into the field its attribute names, which gets focus; a button naming no field copies every one.
 */
export function useTheirs(root: HTMLElement, button: HTMLButtonElement): void {
  const id = button.getAttribute(USE_THEIRS_ATTRIBUTE);
  const sources = id ? [button] : root.querySelectorAll<HTMLButtonElement>(`[${USE_THEIRS_ATTRIBUTE}]:not([${USE_THEIRS_ATTRIBUTE}=""])`);
  for (const source of sources) {
    const field = root.ownerDocument.getElementById(source.getAttribute(USE_THEIRS_ATTRIBUTE)!) as HTMLInputElement | null;
    const relation = field?.closest<HTMLElement>(`[${RELATION_ATTRIBUTE}]`);
    const view = root.ownerDocument.defaultView;
    // A relation's saved rows (its picker shows them chosen; a small relation's plain select takes the key, as any select).
    if (relation && view) relation.dispatchEvent(new view.CustomEvent(RELATION_SET_EVENT, { detail: readRelationValue(source.value) }));
    else if (field?.type === 'checkbox') field.checked = source.value !== '';
    else if (field) field.value = source.value;
    if (id) field?.focus();
  }
}
