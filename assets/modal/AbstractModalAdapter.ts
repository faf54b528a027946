import { ALERT_ATTRIBUTE, createAlertElement } from '../alerts/alert-element.js';
import { EDIT_FORM_ID } from '../../lib/wire/modal-hooks.js';
import type { ModalAdapter, ModalHandlers } from './ModalAdapter.js';
import {
  BODY_SELECTOR,
  CANCEL_SELECTOR,
  ensureLabel,
  findForm,
  focusFirstField,
  mountModal,
  replaceModalBody,
  SUBMIT_SELECTOR,
  trapTab,
} from './modal-dom.js';

/**
 * What every built-in adapter shares: mounting the modal HTML, wiring submit, cancel, Esc and
 * backdrop clicks to the handlers, focusing the first field, keeping Tab inside, and showing errors
 * in the modal's body. Subclasses only open and close the root.
 */
export abstract class AbstractModalAdapter implements ModalAdapter {
  private root: HTMLElement | null = null;
  private handlers: ModalHandlers | null = null;
  private detach: (() => void) | null = null;

  async show(html: string, handlers: ModalHandlers): Promise<void> {
    if (this.root) await this.hide();
    const root = mountModal(html);
    ensureLabel(root);
    this.root = root;
    this.handlers = handlers;
    this.detach = this.listen(root);
    try {
      await this.open(root);
    } catch (error) {
      this.release();
      root.remove();
      throw error;
    }
    focusFirstField(root);
  }

  replaceBody(html: string): void {
    if (!this.root) throw new Error('replaceBody() needs an open modal');
    replaceModalBody(this.root, html);
  }

  /**
   * Shows an accessible alert at the top of the `[data-ux-datatables-modal-body]` container; it goes
   * with the next submit, or with the body when `replaceBody` swaps it.
   */
  showError(message: string): void {
    this.prependAlert(message, false);
  }

  /** Like {@link showError}, styled as a warning (`alert-warning`). */
  showNotice(message: string): void {
    this.prependAlert(message, true);
  }

  async hide(): Promise<void> {
    const root = this.release();
    if (!root) return;
    try {
      await this.close(root);
    } finally {
      root.remove();
    }
  }

  isOpen(): boolean {
    return this.root !== null;
  }

  /** Opens the mounted root; reject to refuse it (the root is then removed). */
  protected abstract open(root: HTMLElement): Promise<void>;

  /** Closes the root; it is removed from the document afterwards. */
  protected abstract close(root: HTMLElement): Promise<void>;

  /** Whether a pointer event hit the backdrop rather than the modal's box. */
  protected isOnBackdrop(_event: MouseEvent, _root: HTMLElement): boolean {
    return false;
  }

  /** Whether Esc is handled here; false when a library closes on Esc itself (and reports it). */
  protected handlesEscape(): boolean {
    return true;
  }

  /** Adapter-specific listeners; returns what removes them. */
  protected listenMore(_root: HTMLElement): () => void {
    return () => {};
  }

  /** The user dismissed the modal: hide it, then call `onCancel`. */
  protected async cancel(): Promise<void> {
    const handlers = this.handlers;
    if (!handlers) return;
    await this.hide();
    handlers.onCancel();
  }

  /** The modal was closed from outside (by the browser or a CSS framework): forget it, call `onCancel`. */
  protected dismissed(): void {
    const handlers = this.handlers;
    const root = this.release();
    root?.remove();
    handlers?.onCancel();
  }

  private prependAlert(message: string, notice: boolean): void {
    if (!this.root) throw new Error(`${notice ? 'showNotice' : 'showError'}() needs an open modal`);
    removeErrors(this.root);
    (this.root.querySelector(BODY_SELECTOR) ?? this.root).prepend(createAlertElement(this.root.ownerDocument, message, notice));
  }

  private release(): HTMLElement | null {
    const root = this.root;
    this.detach?.();
    this.root = null;
    this.handlers = null;
    this.detach = null;
    return root;
  }

  /** Hands the form to `onSubmit`, with the modal's submit button when the event named none (Enter in a field). */
  private submit(root: HTMLElement, form: HTMLFormElement | null, submitter: HTMLElement | null): void {
    if (!form) throw new Error(`The edit modal has no <form id="${EDIT_FORM_ID}">`);
    removeErrors(root);
    void this.handlers?.onSubmit(form, submitter ?? root.querySelector<HTMLElement>(SUBMIT_SELECTOR));
  }

  private listen(root: HTMLElement): () => void {
    let pressedOnBackdrop = false;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const submitter = target.closest?.<HTMLElement>(SUBMIT_SELECTOR);
      if (submitter && root.contains(submitter)) {
        event.preventDefault();
        return this.submit(root, findForm(root), submitter);
      }
      const cancel = target.closest?.(CANCEL_SELECTOR);
      if (cancel && root.contains(cancel)) {
        event.preventDefault();
        return void this.cancel();
      }
      if (pressedOnBackdrop && this.isOnBackdrop(event, root)) void this.cancel();
      pressedOnBackdrop = false;
    };
    const onMouseDown = (event: MouseEvent) => {
      pressedOnBackdrop = this.isOnBackdrop(event, root);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      this.submit(root, event.target as HTMLFormElement, (event.submitter as HTMLElement | null) ?? null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') trapTab(event, root);
      else if (event.key === 'Escape' && !event.defaultPrevented && this.handlesEscape()) {
        event.preventDefault();
        void this.cancel();
      }
    };
    root.addEventListener('click', onClick);
    root.addEventListener('mousedown', onMouseDown);
    root.addEventListener('submit', onSubmit);
    root.addEventListener('keydown', onKeyDown);
    const detachMore = this.listenMore(root);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('mousedown', onMouseDown);
      root.removeEventListener('submit', onSubmit);
      root.removeEventListener('keydown', onKeyDown);
      detachMore();
    };
  }
}

function removeErrors(root: HTMLElement): void {
  root.querySelectorAll(`[${ALERT_ATTRIBUTE}]`).forEach((alert) => alert.remove());
}
