import { RELATION_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';

/**
 * Whether the user changed a field of the form from the value it was rendered with (the DOM keeps
 * it: `defaultValue`, `defaultChecked`, the `selected` option); hidden, disabled and buttons aside.
 */
export function formChanged(form: HTMLFormElement): boolean {
  // A relation field's value is hidden inputs, which keep no default: its picker marks it `data-changed`.
  if (form.querySelector(`[${RELATION_ATTRIBUTE}][data-changed]`)) return true;
  return [...form.elements].some((element) => {
    const field = element as HTMLInputElement;
    if (field.disabled || field.type === 'hidden' || field.getAttribute('role') === 'combobox') return false;
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked;
    if (field.tagName === 'SELECT') {
      const options = [...(element as HTMLSelectElement).options];
      return field.value !== ((options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '');
    }
    return 'defaultValue' in field && field.value !== field.defaultValue;
  });
}
