import { expect } from 'chai';
import type { ConfirmationRequest, ModalAdapter, ModalHandlers } from '../../../assets/modal/ModalAdapter.js';
import { waitFor } from '../../support/wait-for.js';
import { formBody } from '../support/modal-html.js';

/** Records what the adapter called. */
export class RecordingHandlers implements ModalHandlers {
  submits: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
  cancels = 0;
  /** What `canCancel` answers; undefined: no such handler. */
  allowCancel?: boolean;
  asked: (HTMLFormElement | null)[] = [];

  canCancel?(form: HTMLFormElement | null): boolean;

  constructor(allowCancel?: boolean) {
    if (allowCancel === undefined) return;
    this.canCancel = (form) => {
      this.asked.push(form);
      return allowCancel;
    };
  }

  onSubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
    this.submits.push({ form, submitter });
  }

  onCancel(): void {
    this.cancels++;
  }
}

/** Dispatches a keydown on the focused element (or the given one). */
export function press(key: string, options: { shiftKey?: boolean; target?: Element } = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, shiftKey: options.shiftKey ?? false, bubbles: true, cancelable: true });
  (options.target ?? document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

/** A delete's question, with markup to escape. */
export const QUESTION: ConfirmationRequest = { message: 'Delete “<b>Dune</b>”?', confirmLabel: 'Delete', cancelLabel: 'Cancel', destructive: true };

/** Clicks an element the way a user does (cancelable, bubbling). */
export function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 10, clientY: 10 });
  element.dispatchEvent(event);
  return event;
}

/**
 * The `ModalAdapter` contract (SPEC §2.11, §2.11.1, §3) every built-in adapter keeps;
 * `modal(body)` renders that adapter's modal HTML around a body.
 */
export function behavesLikeAModalAdapter(create: () => ModalAdapter, modal: (body?: string) => string): void {
  let adapter: ModalAdapter;
  let handlers: RecordingHandlers;
  const root = () => document.querySelector<HTMLElement>('[data-ux-datatables-modal]');

  beforeEach(async () => {
    document.body.innerHTML = '<main><button id="opener">Edit</button></main>';
    adapter = create();
    handlers = new RecordingHandlers();
  });

  describe('show(html, handlers)', () => {
    it('puts the modal in the document and opens it', async () => {
      expect(adapter.isOpen()).to.equal(false);
      await adapter.show(modal(), handlers);
      expect(root()).not.to.equal(null);
      expect(adapter.isOpen()).to.equal(true);
    });

    it('focuses the first editable field (not the hidden inputs, not the disabled identifier)', async () => {
      await adapter.show(modal(), handlers);
      expect(document.activeElement?.id).to.equal('f-title');
    });

    it('keeps the template\'s aria-labelledby', async () => {
      await adapter.show(modal(), handlers);
      expect(root()!.getAttribute('aria-labelledby')).to.equal('m-title');
    });

    it('labels the modal by its heading when the template does not', async () => {
      await adapter.show(modal().replace(' aria-labelledby="m-title"', '').replace(' id="m-title"', ''), handlers);
      const id = root()!.getAttribute('aria-labelledby')!;
      expect(document.getElementById(id)!.textContent).to.equal('Edit');
    });

    it('rejects HTML without a [data-ux-datatables-modal] root and leaves nothing behind', async () => {
      const error = await adapter.show('<div>nothing</div>', handlers).catch((e: Error) => e);
      expect(error).to.be.instanceOf(Error).with.property('message').that.contains('[data-ux-datatables-modal]');
      expect(adapter.isOpen()).to.equal(false);
    });

    it('replaces a modal that is still open: one modal at a time', async () => {
      await adapter.show(modal(), handlers);
      await adapter.show(modal(formBody({ title: 'Emma' })), handlers);
      expect(document.querySelectorAll('[data-ux-datatables-modal]')).to.have.length(1);
      expect(document.querySelector<HTMLInputElement>('#f-title')!.value).to.equal('Emma');
    });
  });

  describe('submit wiring', () => {
    it('hands the form and the button to onSubmit when [data-ux-datatables-submit] is clicked, without a native submit', async () => {
      await adapter.show(modal(), handlers);
      const button = root()!.querySelector<HTMLElement>('[data-ux-datatables-submit]')!;
      const event = click(button);
      expect(event.defaultPrevented).to.equal(true);
      expect(handlers.submits).to.have.length(1);
      expect(handlers.submits[0].form.id).to.equal('ux-datatables-edit-form');
      expect(handlers.submits[0].submitter).to.equal(button);
    });

    it('hands the form and the modal\'s submit button to onSubmit on a submit event without submitter (Enter in a field)', async () => {
      await adapter.show(modal(), handlers);
      const form = document.querySelector<HTMLFormElement>('#ux-datatables-edit-form')!;
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      expect(event.defaultPrevented).to.equal(true);
      expect(handlers.submits.map((s) => s.form)).to.deep.equal([form]);
      expect(handlers.submits[0].submitter).to.equal(root()!.querySelector('[data-ux-datatables-submit]'));
    });

    it('keeps working after replaceBody', async () => {
      await adapter.show(modal(), handlers);
      adapter.replaceBody(formBody({ error: 'Required' }));
      click(root()!.querySelector('[data-ux-datatables-submit]')!);
      expect(handlers.submits[0].form.isConnected).to.equal(true);
    });
  });

  describe('cancel', () => {
    it('closes on [data-ux-datatables-cancel] and calls onCancel once', async () => {
      await adapter.show(modal(), handlers);
      click(root()!.querySelector('[data-ux-datatables-cancel]')!);
      await waitFor(() => handlers.cancels > 0);
      expect(adapter.isOpen()).to.equal(false);
      expect(root()).to.equal(null);
      expect(handlers.cancels).to.equal(1);
      expect(handlers.submits).to.have.length(0);
    });

    it('closes on Esc as a cancel', async () => {
      await adapter.show(modal(), handlers);
      press('Escape');
      await waitFor(() => handlers.cancels > 0);
      expect(adapter.isOpen()).to.equal(false);
      expect(handlers.cancels).to.equal(1);
    });
  });

  describe('canCancel(form), asked before the user closes the modal', () => {
    it('keeps the modal open when it answers false (cancel button, then Esc), handing it the form', async () => {
      handlers = new RecordingHandlers(false);
      await adapter.show(modal(), handlers);
      click(root()!.querySelector('[data-ux-datatables-cancel]')!);
      await waitFor(() => handlers.asked.length === 1);
      press('Escape');
      await waitFor(() => handlers.asked.length === 2);
      expect(adapter.isOpen()).to.equal(true);
      expect(handlers.cancels).to.equal(0);
      expect(handlers.asked[0]?.id).to.equal('ux-datatables-edit-form');
    });

    it('closes as a cancel when it answers true', async () => {
      handlers = new RecordingHandlers(true);
      await adapter.show(modal(), handlers);
      press('Escape');
      await waitFor(() => handlers.cancels === 1);
      expect(adapter.isOpen()).to.equal(false);
    });
  });

  describe('confirm(request)', () => {
    const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');

    it('asks in an alertdialog labelled by the escaped question, focus on the safe choice', async () => {
      const answer = adapter.confirm!(QUESTION);
      await waitFor(() => dialog() !== null && document.activeElement?.textContent === 'Cancel');
      const label = document.getElementById(dialog()!.getAttribute('aria-labelledby')!);
      expect(label!.textContent).to.equal('Delete “<b>Dune</b>”?');
      expect(label!.children).to.have.length(0);
      expect([...dialog()!.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['Cancel', 'Delete']);
      click(document.activeElement!);
      expect(await answer).to.equal(false);
    });

    it('resolves true when the user goes ahead, removes the dialog and gives focus back', async () => {
      const opener = document.querySelector<HTMLElement>('#opener')!;
      opener.focus();
      const answer = adapter.confirm!(QUESTION);
      await waitFor(() => dialog() !== null);
      click(dialog()!.querySelector('[data-ux-datatables-submit]')!);
      expect(await answer).to.equal(true);
      expect(dialog()).to.equal(null);
      expect(document.activeElement).to.equal(opener);
    });

    it('resolves false on Esc', async () => {
      const answer = adapter.confirm!(QUESTION);
      await waitFor(() => document.activeElement?.textContent === 'Cancel');
      press('Escape');
      expect(await answer).to.equal(false);
      expect(dialog()).to.equal(null);
    });

    it('asks over an open edit modal (from another instance), which stays open', async () => {
      await adapter.show(modal(), handlers);
      const answer = create().confirm!(QUESTION);
      await waitFor(() => document.activeElement?.textContent === 'Cancel');
      press('Escape');
      expect(await answer).to.equal(false);
      expect(adapter.isOpen()).to.equal(true);
      expect(handlers.cancels).to.equal(0);
    });
  });

  describe('"use this value" after an edit conflict', () => {
    const conflictBody = () =>
      formBody().replace('</form>', '<input id="f-featured" name="featured" type="checkbox" value="1" checked>' +
        '<button type="button" data-ux-datatables-use-theirs="f-title" value="Theirs">Use this value</button>' +
        '<button type="button" data-ux-datatables-use-theirs="f-featured" value="">Use this value</button></form>') +
      '<button type="button" id="all" data-ux-datatables-use-theirs="">Use all</button>';

    it("copies the other person's value into its field and focuses it", async () => {
      await adapter.show(modal(conflictBody()), handlers);
      click(root()!.querySelector('[data-ux-datatables-use-theirs="f-title"]')!);
      expect(document.querySelector<HTMLInputElement>('#f-title')!.value).to.equal('Theirs');
      expect(document.activeElement?.id).to.equal('f-title');
      expect(document.querySelector<HTMLInputElement>('#f-featured')!.checked).to.equal(true);
      expect(handlers.submits).to.have.length(0);
    });

    it('copies every one with the button naming no field (a checkbox unchecked by an empty value)', async () => {
      await adapter.show(modal(conflictBody()), handlers);
      click(document.querySelector('#all')!);
      expect(document.querySelector<HTMLInputElement>('#f-title')!.value).to.equal('Theirs');
      expect(document.querySelector<HTMLInputElement>('#f-featured')!.checked).to.equal(false);
    });
  });

  describe('replaceBody(html)', () => {
    it('swaps the body container in place and keeps the modal open', async () => {
      await adapter.show(modal(), handlers);
      const header = root()!.querySelector('#m-title');
      adapter.replaceBody(formBody({ title: '', error: 'This value should not be blank.' }));
      expect(adapter.isOpen()).to.equal(true);
      expect(root()!.querySelectorAll('[data-ux-datatables-modal-body]')).to.have.length(1);
      expect(root()!.textContent).to.contain('This value should not be blank.');
      expect(root()!.querySelector('#m-title')).to.equal(header);
    });

    it('moves focus to the first invalid field so the error is announced', async () => {
      await adapter.show(modal(), handlers);
      adapter.replaceBody(formBody({ error: 'Too short' }));
      expect(document.activeElement?.id).to.equal('f-title');
      expect(document.activeElement?.getAttribute('aria-invalid')).to.equal('true');
    });

    it('accepts the body\'s content without its container', async () => {
      await adapter.show(modal(), handlers);
      adapter.replaceBody('<p class="only">Someone else changed this row.</p>');
      expect(root()!.querySelector('[data-ux-datatables-modal-body] > p.only')).not.to.equal(null);
    });

    it('throws when no modal is open', () => {
      expect(() => adapter.replaceBody('<p></p>')).to.throw(/needs an open modal/);
    });
  });

  describe('showError(message)', () => {
    const alerts = () => [...root()!.querySelectorAll('[role="alert"]')];

    it('shows the message as an alert at the top of the body container', async () => {
      await adapter.show(modal(), handlers);
      adapter.showError!('Invalid CSRF token.');
      const body = root()!.querySelector('[data-ux-datatables-modal-body]')!;
      expect(body.firstElementChild!.getAttribute('role')).to.equal('alert');
      expect(body.firstElementChild!.textContent).to.contain('Invalid CSRF token.');
    });

    it('replaces an earlier message', async () => {
      await adapter.show(modal(), handlers);
      adapter.showError!('first');
      adapter.showError!('second');
      expect(alerts().map((alert) => alert.firstChild!.textContent)).to.deep.equal(['second']);
    });

    it('is removed by the next submit', async () => {
      await adapter.show(modal(), handlers);
      adapter.showError!('Invalid CSRF token.');
      click(root()!.querySelector('[data-ux-datatables-submit]')!);
      expect(alerts()).to.have.length(0);
      expect(handlers.submits).to.have.length(1);
    });

    it('is removed by replaceBody, with the body', async () => {
      await adapter.show(modal(), handlers);
      adapter.showError!('Invalid CSRF token.');
      adapter.replaceBody('<p>Someone else changed this row.</p>');
      expect(alerts()).to.have.length(0);
    });

    it('throws when no modal is open', () => {
      expect(() => adapter.showError!('x')).to.throw(/needs an open modal/);
    });
  });

  describe('showNotice(message)', () => {
    const alerts = () => [...root()!.querySelectorAll('[role="alert"]')];

    it('shows the message as a warning at the top of the body container', async () => {
      await adapter.show(modal(), handlers);
      adapter.showNotice!('Someone else deleted this row.');
      const notice = root()!.querySelector('[data-ux-datatables-modal-body]')!.firstElementChild!;
      expect(notice.getAttribute('role')).to.equal('alert');
      expect(notice.classList.contains('alert-warning')).to.equal(true);
      expect(notice.textContent).to.contain('Someone else deleted this row.');
    });

    it('replaces an earlier error or notice', async () => {
      await adapter.show(modal(), handlers);
      adapter.showError!('Invalid CSRF token.');
      adapter.showNotice!('Someone else deleted this row.');
      expect(alerts().map((alert) => alert.firstChild!.textContent)).to.deep.equal(['Someone else deleted this row.']);
    });

    it('throws when no modal is open', () => {
      expect(() => adapter.showNotice!('x')).to.throw(/showNotice\(\) needs an open modal/);
    });
  });

  describe('hide()', () => {
    it('closes and removes the modal without calling onCancel', async () => {
      await adapter.show(modal(), handlers);
      await adapter.hide();
      expect(adapter.isOpen()).to.equal(false);
      expect(root()).to.equal(null);
      expect(handlers.cancels).to.equal(0);
    });

    it('does nothing when no modal is open', async () => {
      await adapter.hide();
      expect(adapter.isOpen()).to.equal(false);
    });
  });

  describe('focus', () => {
    it('wraps Tab from the last element to the first and Shift+Tab back', async () => {
      await adapter.show(modal(), handlers);
      const tabbables = [...root()!.querySelectorAll<HTMLElement>('button, input:not([type=hidden]):not([disabled])')];
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      last.focus();
      expect(press('Tab').defaultPrevented).to.equal(true);
      expect(document.activeElement).to.equal(first);
      expect(press('Tab', { shiftKey: true }).defaultPrevented).to.equal(true);
      expect(document.activeElement).to.equal(last);
    });

    it('leaves Tab alone between the ends', async () => {
      await adapter.show(modal(), handlers);
      expect(press('Tab').defaultPrevented).to.equal(false);
    });

    it('pulls focus back in when it escaped', async () => {
      await adapter.show(modal(), handlers);
      document.querySelector<HTMLElement>('#opener')!.focus();
      press('Tab', { target: root()! });
      expect(root()!.contains(document.activeElement)).to.equal(true);
    });
  });
}
