import { MODAL_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import { AbstractModalAdapter } from './AbstractModalAdapter.js';
import { modalParts } from './load-modal-parts.js';
import type { ConfirmationRequest } from './ModalAdapter.js';

/**
 * The default adapter (`dt`): the modal root is a native `<dialog>` opened with `showModal()`, so
 * the page behind it is inert. Esc, the dialog's own cancel and clicks on `::backdrop` cancel.
 * Confirmations are a `<dialog role="alertdialog">` too, over the edit modal when it is open.
 */
export class DialogModalAdapter extends AbstractModalAdapter {
  protected async open(root: HTMLElement): Promise<void> {
    if (root.tagName !== 'DIALOG') {
      throw new Error(`The "dt" modal adapter needs a <dialog ${MODAL_ATTRIBUTE}> root, got <${root.tagName.toLowerCase()}>`);
    }
    (root as HTMLDialogElement).showModal();
  }

  protected async close(root: HTMLElement): Promise<void> {
    const dialog = root as HTMLDialogElement;
    if (dialog.open) dialog.close();
  }

  protected override confirmationHtml(request: ConfirmationRequest): string {
    return modalParts().dialogConfirmationHtml(request);
  }

  /** Clicks on `::backdrop` target the dialog itself, outside its box. */
  protected override isOnBackdrop(event: MouseEvent, root: HTMLElement): boolean {
    if (event.target !== root) return false;
    const box = root.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  }

  protected override listenMore(root: HTMLElement): () => void {
    const onCancel = (event: Event) => {
      event.preventDefault();
      void this.cancel();
    };
    // Browsers may close a dialog in spite of a prevented cancel (repeated Esc); treat it as a cancel.
    const onClose = () => this.dismissed();
    root.addEventListener('cancel', onCancel);
    root.addEventListener('close', onClose);
    return () => {
      root.removeEventListener('cancel', onCancel);
      root.removeEventListener('close', onClose);
    };
  }
}
