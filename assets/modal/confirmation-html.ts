import { escapeHtml } from '../../lib/wire/escape-html.js';
import { CANCEL_ATTRIBUTE, MODAL_ATTRIBUTE, SUBMIT_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import type { ConfirmationRequest } from './ModalAdapter.js';

let count = 0;

/** What every look shares: the root's attributes (`role="alertdialog"` labelled by the question), the question, the buttons. */
function parts(request: ConfirmationRequest, cancelClass: string, goClass: string) {
  const id = `ux-datatables-confirm-${++count}`;
  return {
    root: `role="alertdialog" aria-labelledby="${id}" ${MODAL_ATTRIBUTE}`,
    message: `id="${id}">${escapeHtml(request.message)}`,
    // The safe choice first, and focused first.
    buttons:
      `<button type="button" class="${cancelClass}" ${CANCEL_ATTRIBUTE} autofocus>${escapeHtml(request.cancelLabel)}</button>` +
      `<button type="submit" class="${goClass}" ${SUBMIT_ATTRIBUTE}>${escapeHtml(request.confirmLabel)}</button>`,
  };
}

/** The confirmation of the `dt` adapter: a `<dialog>` styled like its edit modal. */
export function dialogConfirmationHtml(request: ConfirmationRequest): string {
  const { root, message, buttons } = parts(request, 'uxdt-button', `uxdt-button uxdt-button--${request.destructive ? 'danger' : 'primary'}`);
  return `<dialog class="uxdt-modal ux-datatables-confirm" ${root}><form class="uxdt-modal__content"><div class="uxdt-modal__body" ${message}</div><footer class="uxdt-modal__footer">${buttons}</footer></form></dialog>`;
}

/** The confirmation of the Bootstrap adapters: a centred `.modal`. Both roots have the class `ux-datatables-confirm`. */
export function bootstrapConfirmationHtml(request: ConfirmationRequest): string {
  const { root, message, buttons } = parts(request, 'btn btn-secondary', `btn btn-${request.destructive ? 'danger' : 'primary'}`);
  return `<div class="modal fade ux-datatables-confirm" tabindex="-1" ${root}><div class="modal-dialog modal-dialog-centered"><form class="modal-content"><div class="modal-body" ${message}</div><div class="modal-footer">${buttons}</div></form></div></div>`;
}
