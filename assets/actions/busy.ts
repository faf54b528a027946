/** Marks a button as working (`aria-busy`), and disables it when asked; undone with `busy = false`. */
export function setBusy(button: HTMLElement | null, busy: boolean, disable = true): void {
  if (!button) return;
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
  if (disable) button.toggleAttribute('disabled', busy);
}

/** Whether the button is marked as working. */
export function isBusy(button: HTMLElement): boolean {
  return button.getAttribute('aria-busy') === 'true';
}
