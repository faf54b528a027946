import { AbstractModalAdapter } from './AbstractModalAdapter.js';
import { modalParts } from './load-modal-parts.js';
import type { ConfirmationRequest } from './ModalAdapter.js';

/** The part of Bootstrap's `Modal` class this adapter uses. */
interface BootstrapModal {
  show(): void;
  hide(): void;
  dispose(): void;
}

type BootstrapModalConstructor = new (element: HTMLElement, options: object) => BootstrapModal;

/**
 * The Bootstrap adapter (`bs`, `bs4`, `bs5`): the modal root is `<div class="modal" data-ux-datatables-modal>`.
 * With Bootstrap's JavaScript on the page (`window.bootstrap.Modal`) that class drives it, and any
 * hide it starts by itself (Esc, backdrop click, `data-bs-dismiss`) becomes a cancel; without it a
 * minimal built-in show/hide is used.
 */
export class BootstrapModalAdapter extends AbstractModalAdapter {
  private modal: BootstrapModal | null = null;
  private shown: Promise<void> = Promise.resolve();

  protected async open(root: HTMLElement): Promise<void> {
    const Modal = bootstrapModalClass(root);
    const stacked = root.ownerDocument.querySelector('.modal.show');
    if (!Modal) modalParts().showFallbackModal(root);
    else {
      this.shown = nextEvent(root, 'shown.bs.modal');
      this.modal = new Modal(root, { backdrop: true, keyboard: true, focus: true });
      this.modal.show();
    }
    // Over another modal (a confirmation over the edit modal), above it and its backdrop: Bootstrap
    // gives every modal and backdrop the same z-index.
    if (stacked) {
      root.style.zIndex = '1065';
      [...root.ownerDocument.querySelectorAll<HTMLElement>('.modal-backdrop')].pop()?.style.setProperty('z-index', '1060');
    }
    await this.shown;
  }

  protected override confirmationHtml(request: ConfirmationRequest): string {
    return modalParts().bootstrapConfirmationHtml(request);
  }

  protected async close(root: HTMLElement): Promise<void> {
    const modal = this.modal;
    this.modal = null;
    if (!modal) return modalParts().hideFallbackModal(root);
    // Bootstrap ignores hide() while the show transition runs.
    await this.shown;
    const hidden = nextEvent(root, 'hidden.bs.modal');
    modal.hide();
    await hidden;
    modal.dispose();
  }

  /**
   * Bootstrap handles Esc itself and reports it as a hide; handling it here too would race with
   * its keyboard handler (with `keyboard: false` it starts a transition on an element we dispose).
   */
  protected override handlesEscape(): boolean {
    return this.modal === null;
  }

  /** Without Bootstrap's JS, the `.modal` element covers the viewport around `.modal-dialog`. */
  protected override isOnBackdrop(event: MouseEvent, root: HTMLElement): boolean {
    return this.modal === null && event.target === root;
  }

  protected override listenMore(root: HTMLElement): () => void {
    const onHide = (event: Event) => {
      event.preventDefault();
      void this.cancel();
    };
    root.addEventListener('hide.bs.modal', onHide);
    return () => root.removeEventListener('hide.bs.modal', onHide);
  }
}

function bootstrapModalClass(root: HTMLElement): BootstrapModalConstructor | undefined {
  const view = root.ownerDocument.defaultView as (Window & { bootstrap?: { Modal?: BootstrapModalConstructor } }) | null;
  return view?.bootstrap?.Modal;
}

function nextEvent(target: EventTarget, type: string): Promise<void> {
  return new Promise((resolve) => target.addEventListener(type, () => resolve(), { once: true }));
}
