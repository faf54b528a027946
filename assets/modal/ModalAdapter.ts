/**
 * What the edit flow asks of the modal it shows. The adapter wires the modal's DOM hooks
 * (`data-ux-datatables-submit`, `data-ux-datatables-cancel`, Esc, backdrop) to these handlers.
 */
export interface ModalHandlers {
  /** The submit button (or Enter in a field) was activated; the adapter has prevented the native submit. */
  onSubmit(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> | void;
  /** The user closed the modal (cancel button, Esc or backdrop); called after it is hidden. */
  onCancel(): void;
  /**
   * Optional: asked before the user closes the modal (cancel button, Esc, backdrop), with its form;
   * false keeps it open. The edit flow asks "Discard your unsaved changes?" here when the form was
   * changed. A custom adapter calls it before it closes: `if (await handlers.canCancel?.(form) === false) return;`
   */
  canCancel?(form: HTMLFormElement | null): boolean | Promise<boolean>;
}

/** A question to the user before something that cannot be undone: a delete, discarding changes. */
export interface ConfirmationRequest {
  /** The question, in the page's language (row values already in it). */
  message: string;
  /** The button that goes ahead ("Delete", "Discard"). */
  confirmLabel: string;
  /** The safe choice, which has focus first ("Cancel", "Keep editing"). */
  cancelLabel: string;
  /** Whether going ahead destroys something: the button is styled as dangerous. */
  destructive: boolean;
}

/**
 * Shows the edit modal's HTML (from `POST /datatables/ajax/edit-form/view`) and swaps its body
 * after validation errors. Register your own with `modalAdapters.register(key, factory)`.
 */
export interface ModalAdapter {
  /** Puts the modal HTML in the document, opens it and focuses its first editable field. */
  show(html: string, handlers: ModalHandlers): Promise<void>;
  /** Replaces the `[data-ux-datatables-modal-body]` container with this body HTML; the modal stays open. */
  replaceBody(html: string): void;
  /** Closes the modal and removes it from the document; no handler is called. */
  hide(): Promise<void>;
  /** Whether the modal is open. */
  isOpen(): boolean;
  /**
   * Optional: shows an error message in the open modal (a failed save with no form errors to show:
   * 403, 500, no answer). Without it the message appears above the table.
   */
  showError?(message: string): void;
  /**
   * Optional: shows a notice in the open modal, not an error: someone else changed or deleted the
   * row being edited. Without it the notice goes to `showError`, else above the table.
   */
  showNotice?(message: string): void;
  /**
   * Optional: asks a question in a dialog of this adapter's look (`role="alertdialog"`, focus on the
   * safe choice) and resolves whether the user went ahead. Called on an adapter of its own, never on
   * the one showing the edit modal, which may be open below it. Without it the browser's `confirm()` asks.
   */
  confirm?(request: ConfirmationRequest): Promise<boolean>;
}

/** Creates a fresh adapter; called once per table. */
export type ModalAdapterFactory = () => ModalAdapter;
