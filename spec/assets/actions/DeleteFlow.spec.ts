import { expect } from 'chai';
import { settle, useDom } from '../support/dom.js';
import { deferred, errorJson, FakeFetch, json } from '../support/fake-fetch.js';
import { action } from '../support/fixtures.js';
import { clickOn, harness } from '../support/row-actions.js';

describe('delete', () => {
  useDom();

  const deleted = () => new FakeFetch(() => json({ success: true, id: 1 }));

  describe('with askConfirmation', () => {
    const actions = [action('DELETE', { confirmation: 'Delete "Dune"?' })];

    it('asks with the message; declined, it makes no request at all', async () => {
      const h = harness(actions, deleted(), { confirm: false });
      clickOn(h.table.button('DELETE', 1));
      await settle();
      expect(h.confirms).to.deep.equal(['Delete "Dune"?']);
      expect(h.server.calls).to.have.length(0);
      expect(h.table.reloads).to.equal(0);
      expect(h.events).to.have.length(0);
    });

    it('accepted, sends DELETE with the CSRF header and reloads keeping the page', async () => {
      const h = harness(actions, deleted(), { confirm: true });
      clickOn(h.table.button('DELETE', 2));
      await settle();
      expect(h.server.calls).to.have.length(1);
      const [call] = h.server.calls;
      expect(call.method).to.equal('DELETE');
      expect(call.url).to.equal('/datatables/ajax/delete');
      expect(call.headers).to.include({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'csrf-123' });
      expect(call.credentials).to.equal('same-origin');
      expect(JSON.parse(call.body as string)).to.deep.equal({ table: 'books.delete.sig', id: 2 });
      expect(call.url).not.to.contain('csrf');
      expect(h.table.reloads).to.equal(1);
      expect(h.events).to.deep.equal([{ name: 'deleted', detail: { id: 2 } }]);
    });
  });

  it('without a confirmation, asks nothing and deletes', async () => {
    const h = harness([action('DELETE')], deleted());
    clickOn(h.table.button('DELETE', 1));
    await settle();
    expect(h.confirms).to.have.length(0);
    expect(h.server.calls).to.have.length(1);
    expect(h.table.reloads).to.equal(1);
  });

  it('sends a string identifier back as a string', async () => {
    const h = harness([action('DELETE')], deleted());
    h.table.rows = [{ id: 'a-1', _actions: { DELETE: { id: 'a-1' } } }];
    await h.table.reload();
    clickOn(h.table.element.querySelector('button')!);
    await settle();
    expect(JSON.parse(h.server.calls[0].body as string).id).to.equal('a-1');
  });

  it('marks the button busy and disabled while the request runs, and sends one request for a double click', async () => {
    const answer = deferred<Response>();
    const h = harness([action('DELETE')], new FakeFetch(() => answer.promise));
    const button = h.table.button('DELETE', 1);
    clickOn(button);
    clickOn(button);
    await settle();
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.hasAttribute('disabled')).to.equal(true);
    expect(h.server.calls).to.have.length(1);
    answer.resolve(json({ success: true, id: 1 }));
    await settle();
    expect(h.table.reloads).to.equal(1);
  });

  describe('when the server refuses', () => {
    it('shows the page\'s message for the error\'s code in an alert near the table, keeps the row, does not reload', async () => {
      const h = harness([action('DELETE')], new FakeFetch(() => errorJson(403, 'csrf_invalid', 'Missing or invalid CSRF token')));
      const button = h.table.button('DELETE', 1);
      clickOn(button);
      await settle();
      const alert = document.querySelector('[role="alert"]')!;
      expect(alert.textContent).to.contain('Your session has expired. Reload the page and try again.');
      expect(alert.nextElementSibling).to.equal(h.table.element);
      expect(h.table.reloads).to.equal(0);
      expect(h.table.button('DELETE', 1)).to.equal(button);
      expect(button.hasAttribute('aria-busy')).to.equal(false);
      expect(button.hasAttribute('disabled')).to.equal(false);
      expect(h.events).to.deep.equal([
        { name: 'error', detail: { action: 'DELETE', id: 1, status: 403, code: 'csrf_invalid', message: 'Your session has expired. Reload the page and try again.' } },
      ]);
    });

    it('shows the server\'s message when the page has none for the error\'s code', async () => {
      const h = harness([action('DELETE')], new FakeFetch(() => errorJson(403, 'entity_mismatch', 'Table "books" does not delete entities "Author"')));
      clickOn(h.table.button('DELETE', 1));
      await settle();
      expect(document.querySelector('[role="alert"]')!.textContent).to.contain('Table "books" does not delete entities "Author"');
    });

    it('says what failed when the answer is no JSON error', async () => {
      const h = harness([action('DELETE')], new FakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' })));
      clickOn(h.table.button('DELETE', 1));
      await settle();
      expect(document.querySelector('[role="alert"]')!.textContent).to.contain('The request failed (502 Bad Gateway).');
    });

    it('says the server could not be reached on a network error', async () => {
      const h = harness([action('DELETE')], new FakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))));
      clickOn(h.table.button('DELETE', 1));
      await settle();
      expect(document.querySelector('[role="alert"]')!.textContent).to.contain('could not be reached');
    });

    it('replaces the message on the next failure and clears it after a success', async () => {
      const server = new FakeFetch(
        () => errorJson(400, 'bad_request', 'first'),
        () => errorJson(400, 'bad_request', 'second'),
        () => json({ success: true, id: 1 }),
      );
      const h = harness([action('DELETE')], server);
      for (const expected of ['first', 'second']) {
        clickOn(h.table.button('DELETE', 1));
        await settle();
        expect([...document.querySelectorAll('[role="alert"]')].map((a) => a.firstChild!.textContent)).to.deep.equal([expected]);
      }
      clickOn(h.table.button('DELETE', 1));
      await settle();
      expect(document.querySelector('[role="alert"]')).to.equal(null);
    });

    it('lets the user dismiss the message', async () => {
      const h = harness([action('DELETE')], new FakeFetch(() => errorJson(500, 'internal', 'Something went wrong.')));
      clickOn(h.table.button('DELETE', 1));
      await settle();
      clickOn(document.querySelector('[role="alert"] button[aria-label="Dismiss"]')!);
      expect(document.querySelector('[role="alert"]')).to.equal(null);
    });
  });
});

describe('the delegated click listener', () => {
  useDom();

  /** Whether the table's listener prevented the click; the navigation itself is stopped afterwards (jsdom has none). */
  function preventedByTable(element: Element): boolean {
    let prevented: boolean | null = null;
    document.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    }, { once: true });
    clickOn(element);
    return prevented!;
  }

  it('lets a detail link navigate natively', () => {
    const h = harness([action('DETAIL')], new FakeFetch());
    expect(preventedByTable(h.table.button('DETAIL', 1))).to.equal(false);
    expect(h.server.calls).to.have.length(0);
  });

  it('asks for a detail link\'s confirmation; declined, the navigation is prevented', () => {
    const h = harness([action('DETAIL', { confirmation: 'Leave?' })], new FakeFetch(), { confirm: false });
    expect(preventedByTable(h.table.button('DETAIL', 1))).to.equal(true);
    expect(h.confirms).to.deep.equal(['Leave?']);
  });

  it('ignores clicks elsewhere in the table, and stops after disconnect()', async () => {
    const h = harness([action('DELETE')], new FakeFetch(() => json({ success: true })));
    clickOn(h.table.element.querySelector('td')!);
    h.actions.disconnect();
    clickOn(h.table.button('DELETE', 1));
    await settle();
    expect(h.server.calls).to.have.length(0);
  });

  it('handles buttons of rows drawn after it was attached (one listener on the table)', async () => {
    const h = harness([action('DELETE')], new FakeFetch(() => json({ success: true })));
    await h.table.reload();
    clickOn(h.table.button('DELETE', 2));
    await settle();
    expect(h.server.calls).to.have.length(1);
  });

  it('clicking the icon inside a button runs the button\'s action', async () => {
    const h = harness([action('DELETE', { icon: 'bi bi-trash' })], new FakeFetch(() => json({ success: true })));
    clickOn(h.table.button('DELETE', 1).querySelector('i')!);
    await settle();
    expect(h.server.calls).to.have.length(1);
  });
});
