/** Marks the library's alert elements. */
export const ALERT_ATTRIBUTE = 'data-ux-datatables-alert';

/**
 * An accessible message: `role="alert"` so screen readers announce it, a dismiss button, classes
 * for Bootstrap (`alert alert-danger`, a notice `alert alert-warning`) and for your own CSS
 * (`ux-datatables-alert`).
 */
export function createAlertElement(doc: Document, message: string, notice = false, dismissLabel = 'Dismiss'): HTMLElement {
  const alert = doc.createElement('div');
  alert.className = `ux-datatables-alert alert alert-${notice ? 'warning' : 'danger'}`;
  alert.setAttribute('role', 'alert');
  alert.setAttribute(ALERT_ATTRIBUTE, '');
  const text = doc.createElement('span');
  text.textContent = message;
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'ux-datatables-alert-dismiss';
  dismiss.setAttribute('aria-label', dismissLabel);
  dismiss.textContent = '×';
  dismiss.addEventListener('click', () => alert.remove());
  alert.append(text, ' ', dismiss);
  return alert;
}
