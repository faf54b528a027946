import type { StyleFramework } from '../modal/detectStyleFramework.js';

/** How a page's notices look and how long they stay. */
export interface NoticesOptions {
  /** `bs5`: Bootstrap's toast classes too; `dt`: the library's own only (`ux-datatables-notice`, in ux-datatables.css). */
  framework: StyleFramework;
  /** The dismiss button's label, in the page's language. */
  dismissLabel: string;
  /** How long a notice stays; 5 s. */
  timeoutMs?: number;
}

/** A notice's button (Undo): its label, and what it does. */
export interface NoticeAction {
  label: string;
  run(): void;
}

const stacks = new WeakMap<Document, HTMLElement>();

/**
 * Short messages that say a change went through ("Changes saved", "Row deleted"): one stack per page
 * at the bottom centre of the viewport, that is a polite live region (`role="status"`),
 * created with the first `Notices` so that what is added later is announced. A notice goes after
 * `timeoutMs`, or with its dismiss button. Create, bulk and undo flows show theirs here too.
 * @example
 * new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' }).show('Changes saved');
 */
export class Notices {
  constructor(
    private readonly doc: Document,
    private readonly options: NoticesOptions,
  ) {
    this.stack();
  }

  /**
   * Shows a notice, with a button that runs `action` and dismisses it (Undo), for `timeoutMs` (the
   * options' by default); returns its element.
   */
  show(message: string, action?: NoticeAction, timeoutMs = this.options.timeoutMs ?? 5000): HTMLElement {
    const notice = this.element('div', 'ux-datatables-notice', 'toast show d-flex align-items-center text-bg-dark border-0');
    const text = this.element('div', 'ux-datatables-notice__text', 'toast-body');
    text.textContent = message;
    const dismiss = this.element('button', 'ux-datatables-alert-dismiss', 'btn-close btn-close-white me-2');
    dismiss.setAttribute('type', 'button');
    dismiss.setAttribute('aria-label', this.options.dismissLabel);
    // Bootstrap's `.btn-close` draws its own ×.
    if (this.options.framework === 'dt') dismiss.textContent = '×';
    dismiss.addEventListener('click', () => notice.remove());
    notice.append(text);
    if (action) {
      const button = this.element('button', 'ux-datatables-notice__action', 'btn btn-sm btn-light');
      button.setAttribute('type', 'button');
      button.setAttribute('data-ux-datatables-undo', '');
      button.textContent = action.label;
      button.addEventListener('click', () => {
        notice.remove();
        action.run();
      });
      notice.append(button);
    }
    notice.append(dismiss);
    this.stack().append(notice);
    setTimeout(() => notice.remove(), timeoutMs);
    return notice;
  }

  /** The page's stack, put (back) in the document. */
  private stack(): HTMLElement {
    let stack = stacks.get(this.doc);
    if (!stack) {
      stack = this.element('div', 'ux-datatables-notices', 'toast-container p-3');
      stack.setAttribute('role', 'status');
      stack.setAttribute('aria-live', 'polite');
      // Placed through the CSSOM (which a CSP allows), so that it works without the stylesheet. At the
      // bottom centre: a table's row actions sit at its inline end (a notice there covered the last
      // visible row's buttons), its checkboxes at the start; the middle holds values.
      stack.style.cssText = 'position:fixed;inset-block-end:0;inset-inline:0;margin-inline:auto;inline-size:fit-content;z-index:1090';
      stacks.set(this.doc, stack);
    }
    if (!stack.isConnected) this.doc.body.append(stack);
    return stack;
  }

  /** An element with the library's class, and Bootstrap's on a Bootstrap page. */
  private element(tag: string, ours: string, bootstrap: string): HTMLElement {
    const element = this.doc.createElement(tag);
    element.className = this.options.framework === 'dt' ? ours : `${ours} ${bootstrap}`;
    return element;
  }
}
