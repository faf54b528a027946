import { ALERT_ATTRIBUTE, createAlertElement } from '../alerts/alert-element.js';
import { EDIT_FORM_ID, USE_THEIRS_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import type { ConfirmationRequest, ModalAdapter, ModalHandlers } from './ModalAdapter.js';
import { loadModalParts, modalParts } from './load-modal-parts.js';

/**
 * What every built-in adapter shares: mounting the modal HTML, wiring submit, cancel, Esc and
 * backdrop clicks to the handlers (asking `canCancel` first), focusing the first field, keeping Tab
 * inside, the "use this value" buttons of a conflict, showing errors in the modal's body, and
 * confirmations in the subclass's look. Subclasses only open and close the root. The code of a modal's
 * life is a chunk (`modal-parts`) that the first `show()` or `confirm()` fetches.
 */
export abstract class AbstractModalAdapter implements ModalAdapter {
  private root: HTMLElement | null = null;
  private handlers: ModalHandlers | null = null;
  private detach: (() => void) | null = null;
  /** Whether `canCancel` is being asked (a second Esc meanwhile asks nothing more). */
  private asking = false;

  async show(html: string, handlers: ModalHandlers): Promise<void> {
    if (this.root) await this.hide();
    const { ensureLabel, focusFirstField, mountModal } = await loadModalParts();
    const root = mountModal(html);
    ensureLabel(root);
    this.root = root;
    this.handlers = handlers;
    this.detach = this.listen(root);
    // Esc pressed while the modal opens (a fade-in, during which focus is still on the page) cancels it
    // once open. The template's role (`alertdialog`) is put back: Bootstrap sets `dialog`.
    const role = root.getAttribute('role');
    let escaped = false;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      escaped = true;
      event.preventDefault();
    };
    document.addEventListener('keydown', onEscape, true);
    try {
      await this.open(root);
    } catch (error) {
      this.release();
      root.remove();
      throw error;
    } finally {
      document.removeEventListener('keydown', onEscape, true);
    }
    if (role) root.setAttribute('role', role);
    focusFirstField(root);
    if (escaped) void this.cancel();
  }

  /**
   * Asks in a dialog of this adapter's look ({@link confirmationHtml}), the safe choice focused, and
   * gives focus back where it was; the browser's `confirm()` when the subclass gives no markup.
   */
  async confirm(request: ConfirmationRequest): Promise<boolean> {
    await loadModalParts();
    const html = this.confirmationHtml(request);
    if (html === null) return window.confirm(request.message);
    const before = document.activeElement as HTMLElement | null;
    return new Promise((resolve, reject) => {
      const answer = (yes: boolean) => {
        before?.focus();
        resolve(yes);
      };
      this.show(html, { onSubmit: () => this.hide().then(() => answer(true), reject), onCancel: () => answer(false) }).catch(reject);
    });
  }

  replaceBody(html: string): void {
    if (!this.root) throw new Error('replaceBody() needs an open modal');
    modalParts().replaceModalBody(this.root, html);
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

  /** The markup of {@link confirm}'s dialog; null (the default) leaves the question to `confirm()`. */
  protected confirmationHtml(_request: ConfirmationRequest): string | null {
    return null;
  }

  /** Adapter-specific listeners; returns what removes them. */
  protected listenMore(_root: HTMLElement): () => void {
    return () => {};
  }

  /** The user dismissed the modal: unless `canCancel` says no, hide it, then call `onCancel`. */
  protected async cancel(): Promise<void> {
    const handlers = this.handlers;
    if (!handlers || this.asking) return;
    this.asking = true;
    try {
      if ((await handlers.canCancel?.(modalParts().findForm(this.root!))) === false) return;
    } finally {
      this.asking = false;
    }
    // Closed meanwhile (by a save, say): nothing left to cancel.
    if (this.handlers !== handlers) return;
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
    (this.root.querySelector(modalParts().BODY_SELECTOR) ?? this.root).prepend(createAlertElement(this.root.ownerDocument, message, notice));
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
    void this.handlers?.onSubmit(form, submitter ?? root.querySelector<HTMLElement>(modalParts().SUBMIT_SELECTOR));
  }

  private listen(root: HTMLElement): () => void {
    const { CANCEL_SELECTOR, findForm, SUBMIT_SELECTOR, trapTab, useTheirs } = modalParts();
    let pressedOnBackdrop = false;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const submitter = target.closest?.<HTMLElement>(SUBMIT_SELECTOR);
      if (submitter && root.contains(submitter)) {
        event.preventDefault();
        return this.submit(root, findForm(root), submitter);
      }
      const theirs = target.closest?.<HTMLButtonElement>(`[${USE_THEIRS_ATTRIBUTE}]`);
      if (theirs && root.contains(theirs)) return useTheirs(root, theirs);
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
