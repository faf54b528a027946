import { USE_THEIRS_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';

/**
 * After an edit conflict, a "use this value" button was clicked: its value (the other person's) goes
 * into the field its attribute names, which gets focus; a button naming no field copies every one.
 */
export function useTheirs(root: HTMLElement, button: HTMLButtonElement): void {
  const id = button.getAttribute(USE_THEIRS_ATTRIBUTE);
  const sources = id ? [button] : root.querySelectorAll<HTMLButtonElement>(`[${USE_THEIRS_ATTRIBUTE}]:not([${USE_THEIRS_ATTRIBUTE}=""])`);
  for (const source of sources) {
    const field = root.ownerDocument.getElementById(source.getAttribute(USE_THEIRS_ATTRIBUTE)!) as HTMLInputElement | null;
    if (field?.type === 'checkbox') field.checked = source.value !== '';
    else if (field) field.value = source.value;
    if (id) field?.focus();
  }
}
