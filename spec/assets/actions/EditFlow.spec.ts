import { expect } from 'chai';
import type { ModalAdapter, ModalHandlers } from '../../../assets/modal/ModalAdapter.js';
import { BootstrapModalAdapter } from '../../../assets/modal/BootstrapModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import { resolveModalAdapter } from '../../../assets/modal/resolveModalAdapter.js';
import { useConsoleErrors } from '../support/console.js';
import { settle, useDom } from '../support/dom.js';
import { deferred, errorJson, FakeFetch, html, json } from '../support/fake-fetch.js';
import { action } from '../support/fixtures.js';
import { bootstrapModal, dialogModal, formBody } from '../support/modal-html.js';
import { clickOn, harness, type Harness } from '../support/row-actions.js';

const adapters: [string, string, () => ModalAdapter, (body?: string) => string][] = [
  ['dt (<dialog>)', 'dt', () => new DialogModalAdapter(), dialogModal],
  ['bs5 (Bootstrap)', 'bs5', () => new BootstrapModalAdapter(), bootstrapModal],
];

const modal = () => document.querySelector<HTMLElement>('[data-ux-datatables-modal]');
const field = (name: string) => document.querySelector<HTMLInputElement>(`#ux-datatables-edit-form [name="${name}"]`)!;
const submitButton = () => modal()!.querySelector<HTMLButtonElement>('[data-ux-datatables-submit]')!;

for (const [name, key, createAdapter, modalHtml] of adapters) {
  describe(`edit, with the ${name} adapter`, () => {
    useDom();
    let h: Harness;

    /** Opens the modal of row 1; the server answers the submit with `submitAnswers`. */
    async function open(...submitAnswers: (() => Response | Promise<Response>)[]): Promise<void> {
      h = harness([action('EDIT'), action('DELETE')], new FakeFetch(() => html(modalHtml()), ...submitAnswers), {
        modalAdapter: createAdapter,
        modalAdapterKey: key,
      });
      clickOn(h.table.button('EDIT', 1));
      await settle(5);
    }

    describe('closed -> click on an edit button -> open', () => {
      it(`POSTs { table: edit token, id, adapter: '${key}' } to urls.editView and shows the returned modal`, async () => {
        await open();
        const [call] = h.server.calls;
        expect(call.method).to.equal('POST');
        expect(call.url).to.equal('/datatables/ajax/edit-form/view');
        expect(JSON.parse(call.body as string)).to.deep.equal({ table: 'books.edit.sig', id: 1, adapter: key });
        expect(call.headers['Content-Type']).to.equal('application/json');
        expect(call.credentials).to.equal('same-origin');
        expect(modal()).not.to.equal(null);
        expect(h.eventNames()).to.deep.equal(['modal-opened']);
        expect(h.events[0].detail).to.deep.equal({ id: 1 });
      });

      it('focuses the first editable field', async () => {
        await open();
        expect(document.activeElement).to.equal(field('title'));
      });

      it('marks the edit button aria-busy while the modal loads', async () => {
        const answer = deferred<Response>();
        h = harness([action('EDIT')], new FakeFetch(() => answer.promise), { modalAdapter: createAdapter });
        const button = h.table.button('EDIT', 1);
        clickOn(button);
        expect(button.getAttribute('aria-busy')).to.equal('true');
        answer.resolve(html(modalHtml()));
        await settle(5);
        expect(button.hasAttribute('aria-busy')).to.equal(false);
      });

      it('opens one modal only: clicks while loading or while open do nothing', async () => {
        const answer = deferred<Response>();
        h = harness([action('EDIT')], new FakeFetch(() => answer.promise), { modalAdapter: createAdapter });
        clickOn(h.table.button('EDIT', 1));
        clickOn(h.table.button('EDIT', 2));
        answer.resolve(html(modalHtml()));
        await settle(5);
        clickOn(h.table.button('EDIT', 2));
        await settle(5);
        expect(h.server.calls).to.have.length(1);
        expect(document.querySelectorAll('[data-ux-datatables-modal]')).to.have.length(1);
      });

      it('shows the server\'s message near the table when the modal cannot be loaded', async () => {
        h = harness([action('EDIT')], new FakeFetch(() => errorJson(404, 'unknown_table', 'Row "1" of table "books" was not found.')), { modalAdapter: createAdapter });
        clickOn(h.table.button('EDIT', 1));
        await settle(5);
        expect(modal()).to.equal(null);
        expect(document.querySelector('[role="alert"]')!.textContent).to.contain('Row "1" of table "books" was not found.');
        expect(h.eventNames()).to.deep.equal(['error']);
        clickOn(h.table.button('EDIT', 1));
        await settle(5);
        expect(h.server.calls).to.have.length(2, 'a failed load leaves the flow ready for the next click');
      });
    });

    describe('open -> submit, form valid -> closed', () => {
      it('checks the form with reportValidity() first: an invalid form sends nothing', async () => {
        await open(() => json({ success: true, id: 1 }));
        field('title').value = '';
        clickOn(submitButton());
        await settle(5);
        expect(h.server.calls).to.have.length(1);
        expect(modal()).not.to.equal(null);
      });

      it('POSTs the form as FormData with the CSRF header to urls.editSubmit', async () => {
        await open(() => json({ success: true, id: 1 }));
        field('title').value = 'Dune Messiah';
        clickOn(submitButton());
        await settle(5);
        const call = h.server.calls[1];
        expect(call.method).to.equal('POST');
        expect(call.url).to.equal('/datatables/ajax/edit-form');
        expect(call.headers['X-CSRF-Token']).to.equal('csrf-123');
        expect(call.headers).not.to.have.property('Content-Type', 'application/json');
        expect(call.body).to.be.instanceOf(FormData);
        const sent = Object.fromEntries([...(call.body as FormData).entries()]);
        expect(sent).to.deep.equal({ _table: 'books.edit.sig', _id: '1', title: 'Dune Messiah', pages: '412' });
      });

      it('marks the submit button aria-busy and disabled while saving', async () => {
        const answer = deferred<Response>();
        await open(() => answer.promise);
        const button = submitButton();
        clickOn(button);
        clickOn(button);
        await settle();
        expect(button.getAttribute('aria-busy')).to.equal('true');
        expect(button.disabled).to.equal(true);
        expect(h.server.calls).to.have.length(2, 'a second submit while saving sends nothing');
        answer.resolve(json({ success: true, id: 1 }));
        await settle(5);
      });

      it('on 200 hides the modal, reloads the table keeping the page, and dispatches saved', async () => {
        await open(() => json({ success: true, id: 1 }));
        clickOn(submitButton());
        await settle(5);
        expect(modal()).to.equal(null);
        expect(h.table.reloads).to.equal(1);
        expect(h.eventNames()).to.deep.equal(['modal-opened', 'saved', 'modal-closed']);
        expect(h.events[1].detail).to.deep.equal({ id: 1, response: { success: true, id: 1 } });
        expect(h.events[2].detail).to.deep.equal({ id: 1, reason: 'saved' });
      });

      it('returns focus to the row\'s edit button, found again after the reload replaced it', async () => {
        await open(() => json({ success: true, id: 1 }));
        const original = h.table.button('EDIT', 1);
        clickOn(submitButton());
        await settle(5);
        expect(original.isConnected).to.equal(false);
        expect(document.activeElement).to.equal(h.table.button('EDIT', 1));
      });
    });

    describe('open -> submit, form invalid -> open', () => {
      it('on 422 replaces only the body with the server\'s and keeps the modal open', async () => {
        await open(() => html(formBody({ title: 'D', error: 'Title is too short.' }), 422));
        const heading = modal()!.querySelector('#m-title');
        clickOn(submitButton());
        await settle(5);
        expect(modal()).not.to.equal(null);
        expect(modal()!.querySelector('#m-title')).to.equal(heading);
        expect(modal()!.textContent).to.contain('Title is too short.');
        expect(field('title').value).to.equal('D');
        expect(document.activeElement).to.equal(field('title'));
        expect(h.table.reloads).to.equal(0);
        expect(h.eventNames()).to.deep.equal(['modal-opened', 'invalid']);
        expect(submitButton().disabled).to.equal(false);
        expect(submitButton().hasAttribute('aria-busy')).to.equal(false);
      });

      it('submits the corrected form again', async () => {
        await open(() => html(formBody({ error: 'Bad' }), 422), () => json({ success: true, id: 1 }));
        clickOn(submitButton());
        await settle(5);
        clickOn(submitButton());
        await settle(5);
        expect(h.server.calls).to.have.length(3);
        expect(modal()).to.equal(null);
        expect(h.table.reloads).to.equal(1);
      });

      it('on 409 replaces the body with the server\'s conflict message and keeps the modal open', async () => {
        await open(() => html(formBody({ message: 'Someone else changed this row. Review and save again.' }), 409));
        clickOn(submitButton());
        await settle(5);
        expect(modal()!.textContent).to.contain('Someone else changed this row.');
        expect(h.eventNames()).to.deep.equal(['modal-opened', 'conflict']);
        expect(h.table.reloads).to.equal(0);
      });

      it('on any other error shows the JSON message inside the modal as an alert and keeps it open', async () => {
        await open(() => errorJson(403, 'entity_mismatch', 'Invalid CSRF token.'));
        clickOn(submitButton());
        await settle(5);
        const alert = modal()!.querySelector('[role="alert"]')!;
        expect(alert.textContent).to.contain('Invalid CSRF token.');
        expect(modal()).not.to.equal(null);
        expect(submitButton().disabled).to.equal(false);
        expect(h.events[1]).to.deep.equal({ name: 'error', detail: { action: 'EDIT', id: 1, status: 403, code: 'entity_mismatch', message: 'Invalid CSRF token.' } });
      });

      it('treats a 422 answered as JSON like any other error', async () => {
        await open(() => errorJson(422, 'invalid', 'The form is invalid.'));
        clickOn(submitButton());
        await settle(5);
        expect(modal()!.querySelector('[role="alert"]')!.textContent).to.contain('The form is invalid.');
      });

      it('shows a network failure inside the modal, and clears it on the next submit', async () => {
        await open(() => Promise.reject(new TypeError('Failed to fetch')), () => html(formBody({ error: 'x' }), 422));
        clickOn(submitButton());
        await settle(5);
        expect(modal()!.querySelectorAll('[role="alert"]')).to.have.length(1);
        clickOn(submitButton());
        await settle(5);
        expect(modal()!.querySelectorAll('[role="alert"]')).to.have.length(0);
      });
    });

    describe('open -> cancel -> closed', () => {
      it('closes on the cancel button, calls onCancel (modal-closed), sends nothing, and returns focus', async () => {
        await open();
        clickOn(modal()!.querySelector('[data-ux-datatables-cancel]')!);
        await settle(5);
        expect(modal()).to.equal(null);
        expect(h.server.calls).to.have.length(1);
        expect(h.events.at(-1)).to.deep.equal({ name: 'modal-closed', detail: { id: 1, reason: 'cancel' } });
        expect(document.activeElement).to.equal(h.table.button('EDIT', 1));
      });

      it('closes on Esc the same way', async () => {
        await open();
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        await settle(5);
        expect(modal()).to.equal(null);
        expect(h.eventNames().at(-1)).to.equal('modal-closed');
      });

      it('lets the next edit click open a modal again', async () => {
        await open();
        clickOn(modal()!.querySelector('[data-ux-datatables-cancel]')!);
        await settle(5);
        h.server.then(() => html(modalHtml()));
        clickOn(h.table.button('EDIT', 2));
        await settle(5);
        expect(JSON.parse(h.server.calls.at(-1)!.body as string).id).to.equal(2);
        expect(modal()).not.to.equal(null);
      });
    });
  });
}

/** A custom adapter with the four required members only: no `showError`. */
class BareAdapter implements ModalAdapter {
  private root: HTMLElement | null = null;

  async show(modalHtml: string, handlers: ModalHandlers): Promise<void> {
    this.root = document.createElement('aside');
    this.root.innerHTML = modalHtml;
    this.root.addEventListener('click', (event) => {
      const submit = (event.target as Element).closest<HTMLElement>('[data-ux-datatables-submit]');
      if (submit) void handlers.onSubmit(this.root!.querySelector('form')!, submit);
    });
    document.body.append(this.root);
  }
  replaceBody(): void {}
  async hide(): Promise<void> {
    this.root?.remove();
    this.root = null;
  }
  isOpen(): boolean {
    return this.root !== null;
  }
}

describe('edit, a failed save and the adapter\'s showError', () => {
  useDom();

  /** Opens row 1 with the adapter and clicks Save; the server refuses, then answers `later`. */
  async function failSave(createAdapter: () => ModalAdapter, ...later: (() => Response)[]): Promise<Harness> {
    const refuse = () => errorJson(403, 'entity_mismatch', 'Invalid CSRF token.');
    const h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal()), refuse, ...later), { modalAdapter: createAdapter });
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    clickOn(modal()!.querySelector('[data-ux-datatables-submit]')!);
    await settle(5);
    return h;
  }

  it('hands the message to the adapter\'s showError', async () => {
    const shown: string[] = [];
    class RecordingAdapter extends DialogModalAdapter {
      override showError(message: string): void {
        shown.push(message);
      }
    }
    await failSave(() => new RecordingAdapter());
    expect(shown).to.deep.equal(['Invalid CSRF token.']);
    expect(document.querySelector('[role="alert"]')).to.equal(null, 'nothing but the adapter draws the message');
  });

  it('shows the message above the table when the adapter has no showError, and clears it on the next submit', async () => {
    const h = await failSave(() => new BareAdapter(), () => json({ success: true, id: 1 }));
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('Invalid CSRF token.');
    expect(alert.nextElementSibling).to.equal(h.table.element);
    expect(modal()).not.to.equal(null);
    clickOn(modal()!.querySelector('[data-ux-datatables-submit]')!);
    await settle(5);
    expect(document.querySelector('[role="alert"]')).to.equal(null);
  });
});

describe('edit, submitting with Enter', () => {
  useDom();

  it('marks the modal\'s submit button busy while saving, as a click does', async () => {
    const answer = deferred<Response>();
    const h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal()), () => answer.promise));
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    field('title').form!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(submitButton().getAttribute('aria-busy')).to.equal('true');
    answer.resolve(json({ success: true, id: 1 }));
    await settle(5);
    expect(modal()).to.equal(null);
  });
});

describe('edit, adapter selection', () => {
  useDom();
  const consoleErrors = useConsoleErrors();

  it('sends no adapter with the edit-view request when RowActions was given no key', async () => {
    const h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal())));
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    expect(JSON.parse(h.server.calls[0].body as string)).to.deep.equal({ table: 'books.edit.sig', id: 1 });
  });

  it('shows an unknown editModalAdapter key as a loud error naming the key', async () => {
    const h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal())), { modalAdapter: () => resolveModalAdapter('tailwind') });
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    expect(document.querySelector('[role="alert"]')!.textContent).to.contain('Unknown modal adapter "tailwind"');
    expect(h.eventNames()).to.deep.equal(['error']);
    expect(h.events[0].detail).to.include({ code: 'client_error' });
    expect(consoleErrors.calls).to.have.length(1);
  });

  it('uses the adapter chosen by detection (bs5 with Bootstrap\'s stylesheet)', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/css/bootstrap.min.css">';
    const h = harness([action('EDIT')], new FakeFetch(() => html(bootstrapModal())), { modalAdapter: () => resolveModalAdapter(null) });
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    expect(document.querySelector('.modal.show[data-ux-datatables-modal]')).not.to.equal(null);
  });
});

describe('edit, when the browser throws', () => {
  useDom();
  const consoleErrors = useConsoleErrors();

  /** An adapter that fails the way Bootstrap's Modal did on markup it did not expect. */
  class ThrowingAdapter extends DialogModalAdapter {
    override async show(): Promise<void> {
      throw new TypeError("Cannot read properties of undefined (reading 'backdrop')");
    }
  }

  it('reports an exception thrown while showing the modal as that exception, not as a network failure', async () => {
    const h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal())), { modalAdapter: () => new ThrowingAdapter() });
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    const message = "The edit modal could not be shown: Cannot read properties of undefined (reading 'backdrop')";
    expect(document.querySelector('[role="alert"]')!.textContent).to.contain(message).and.not.contain('could not be reached');
    expect(h.events).to.deep.equal([{ name: 'error', detail: { action: 'EDIT', id: 1, status: 0, code: 'client_error', message } }]);
    expect(consoleErrors.calls).to.have.length(1);
    expect(consoleErrors.calls[0].at(-1)).to.be.instanceOf(TypeError);
  });

  it('still reports a request that never got an answer as a network failure, without logging it', async () => {
    const h = harness([action('EDIT')], new FakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))));
    clickOn(h.table.button('EDIT', 1));
    await settle(5);
    expect(document.querySelector('[role="alert"]')!.textContent).to.contain('The server could not be reached');
    expect(h.events[0].detail).to.include({ code: 'network_error', status: 0 });
    expect(consoleErrors.calls).to.deep.equal([]);
  });
});
