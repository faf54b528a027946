// Modal adapter keys: the page names one per table (`editModalAdapter`, or the detected framework's),
// the browser's registry holds the adapters under them, and the edit requests send the page's key
// back (`adapter`, `_adapter`) so the server renders the markup that adapter expects. Both sides read
// the rules below: a key one side accepts and the other refuses breaks every edit.

/** The built-in adapter of the native `<dialog>`: a page without Bootstrap, and the markup of custom keys. */
export const DIALOG_ADAPTER_KEY = 'dt';

/** The built-in Bootstrap adapter a Bootstrap page gets when its table names none. */
export const BOOTSTRAP_ADAPTER_KEY = 'bs5';

/** The adapter keys whose modal is Bootstrap's markup (`<div class="modal">`). */
export const BOOTSTRAP_ADAPTER_KEYS: readonly string[] = ['bs', 'bs4', BOOTSTRAP_ADAPTER_KEY];

/** What a valid key is, in words, for the messages of both sides. */
export const ADAPTER_KEY_RULE = '1 to 64 letters, digits, "_" or "-"';

/** Whether a value is a modal adapter key: {@link ADAPTER_KEY_RULE}, so it travels in a form field and a URL as is. */
export function isAdapterKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** Whether the adapter this key names shows Bootstrap's markup (anything else gets the `<dialog>`). */
export function isBootstrapAdapterKey(key: unknown): boolean {
  return BOOTSTRAP_ADAPTER_KEYS.includes(key as string);
}
