import { expect } from 'chai';
import { LiveTable, type LiveTableOptions } from '../../../assets/realtime/LiveTable.js';
import type { RowChangeMessage } from '../../../lib/wire/live-view.js';
import { waitFor } from '../../support/wait-for.js';
import { settle, useDom } from '../support/dom.js';
import { englishT } from '../support/page-language.js';
import { change, fakeEventSources, mercureView, type FakeEventSource } from '../support/fake-event-source.js';
import { action, FakeTable, row } from '../support/fixtures.js';

describe('LiveTable', () => {
  useDom();
  let table: FakeTable;
  let live: LiveTable;
  let source: FakeEventSource;
  let received: RowChangeMessage[];

  function start(options: Partial<LiveTableOptions> = {}): void {
    table = new FakeTable([1, 2, 3, 12].map((id) => row(id)), [action('EDIT'), action('DELETE')]);
    const { sources, create } = fakeEventSources();
    received = [];
    live = new LiveTable(table, { mercure: mercureView(), table: 'books', origin: 'tab-1', t: englishT, createSource: create, ...options }, {
      changed: (message) => received.push(message),
    });
    source = sources[0];
  }

  afterEach(() => live?.disconnect());

  const region = () => document.querySelector<HTMLElement>('.ux-datatables-live');
  /** The ids of the highlighted rows, read from their buttons. */
  const changedRows = () =>
    [...table.element.querySelectorAll('tr.ux-datatables-changed')].map((tr) => tr.querySelector('[data-ux-datatables-id]')!.getAttribute('data-ux-datatables-id'));

  /** Waits for the first reload, then for any that a faulty debounce would still make. */
  async function reloaded(): Promise<void> {
    await waitFor(() => table.reloads > 0);
    await settle(20);
  }

  describe('the debounced reload', () => {
    it('reloads once for a burst of changes', async () => {
      start();
      source.message(change('edit', 1));
      source.message(change('edit', 2));
      source.message(change('delete', 3));
      expect(table.reloads).to.equal(0, 'not before the debounce');
      await reloaded();
      expect(table.reloads).to.equal(1);
    });

    it('reloads again for a change after the reload', async () => {
      start();
      source.message(change('edit', 1));
      await reloaded();
      source.message(change('edit', 2));
      await waitFor(() => table.reloads === 2);
    });

    it('reloads within maxWaitMs while changes never pause (the debounce alone waited for a pause that never came)', async () => {
      // A change every ~10 ms: the 150 ms debounce alone never fires.
      start({ mercure: mercureView({ debounceMs: 150, maxWaitMs: 100 }) });
      const started = Date.now();
      while (Date.now() - started < 350) {
        source.message(change('edit', 1));
        await settle(10);
      }
      expect(table.reloads).to.be.at.least(2);
    });

    it('waits for a pause when maxWaitMs is absent or 0 (no maximum)', async () => {
      for (const maxWaitMs of [undefined, 0]) {
        live?.disconnect();
        start({ mercure: mercureView({ debounceMs: 150, maxWaitMs }) });
        const started = Date.now();
        while (Date.now() - started < 200) {
          source.message(change('edit', 1));
          await settle(10);
        }
        expect(table.reloads).to.equal(0, `maxWaitMs ${maxWaitMs}`);
        await reloaded();
        expect(table.reloads).to.equal(1);
      }
    });

    it('tells the delegate of each change at once, before the reload', () => {
      start();
      source.message(change('edit', 1));
      source.message(change('delete', 2));
      expect(received).to.deep.equal([change('edit', 1), change('delete', 2)]);
    });

    it('does not reload for the echo of its own change', async () => {
      start();
      source.message(change('edit', 1, { origin: 'tab-1' }));
      await settle(20);
      expect(table.reloads).to.equal(0);
      expect(received).to.deep.equal([]);
    });

    it('reloads once when the stream first opens: a change made after the first data request and before it reached no one', async () => {
      start();
      await settle(20);
      expect(table.reloads).to.equal(0, 'nothing before the stream opens');
      source.open();
      await reloaded();
      expect(table.reloads).to.equal(1);
      expect(region()!.textContent).to.equal('', 'nothing known to announce');
    });

    describe('.firstRequest() (every page load asked twice: the first page, then the first open\'s reload)', () => {
      it('holds the first data request until the stream opens, and the open then reloads nothing', async () => {
        start();
        let asked = false;
        void live.firstRequest().then(() => (asked = true));
        await settle(20);
        expect(asked, 'held while the stream is not open').to.equal(false);
        source.open();
        await settle(20);
        expect(asked).to.equal(true);
        expect(table.reloads).to.equal(0);
      });

      it('lets it go at once when the stream fails, and reloads when it opens later', async () => {
        start();
        let asked = false;
        void live.firstRequest().then(() => (asked = true));
        source.error();
        await settle(0);
        expect(asked).to.equal(true);
        source.open();
        await reloaded();
        expect(table.reloads).to.equal(1);
      });

      it('lets it go past firstRequestWaitMs, and reloads when the stream opens', async () => {
        start({ firstRequestWaitMs: 30 });
        await live.firstRequest();
        expect(table.reloads).to.equal(0);
        source.open();
        await reloaded();
        expect(table.reloads).to.equal(1);
      });
    });

    it('reloads once on a reconnection (changes may have been lost)', async () => {
      start();
      source.open();
      await reloaded();
      source.error();
      source.open();
      await waitFor(() => table.reloads === 2);
      await settle(20);
      expect(table.reloads).to.equal(2);
    });
  });

  describe('after the reload', () => {
    it('highlights the rows edited elsewhere, then removes the highlight', async () => {
      start({ highlightMs: 200 });
      source.message(change('edit', 12));
      source.message(change('edit', 2));
      source.message(change('delete', 3));
      await waitFor(() => table.reloads > 0);
      expect(changedRows()).to.have.members(['2', '12']);
      await waitFor(() => changedRows().length === 0);
    });

    it('announces one change in the polite live region', async () => {
      start();
      source.message(change('edit', 12));
      await reloaded();
      expect(region()!.getAttribute('aria-live')).to.equal('polite');
      expect(region()!.textContent).to.equal('Row 12 was changed');
    });

    it('announces a deletion', async () => {
      start();
      source.message(change('delete', 'a-7'));
      await reloaded();
      expect(region()!.textContent).to.equal('Row a-7 was deleted');
    });

    it('highlights a row created elsewhere and announces it (a new row is not deleted: no notice)', async () => {
      start({ highlightMs: 200 });
      source.message(change('create', 12));
      await reloaded();
      expect(table.reloads).to.equal(1);
      expect(changedRows()).to.deep.equal(['12']);
      expect(region()!.textContent).to.equal('Row 12 was created');
      await waitFor(() => changedRows().length === 0);
    });

    it('counts several rows created elsewhere, and new rows among edits as changed', async () => {
      start();
      source.message(change('create', 1));
      source.message(change('create', 2));
      await reloaded();
      expect(region()!.textContent).to.equal('2 rows were created');
      source.message(change('create', 3));
      source.message(change('edit', 12));
      await waitFor(() => table.reloads === 2);
      await settle(5);
      expect(region()!.textContent).to.equal('2 rows were changed');
    });

    it('announces several changes as a count, each row once', async () => {
      start();
      source.message(change('edit', 1));
      source.message(change('edit', 1));
      source.message(change('edit', 2));
      await reloaded();
      expect(region()!.textContent).to.equal('2 rows were changed');
      source.message(change('delete', 3));
      source.message(change('edit', 12));
      await waitFor(() => table.reloads === 2);
      await settle(5);
      expect(region()!.textContent).to.equal('2 rows were changed or deleted');
    });

    it('reloads for another table\'s change on a shared topic, without highlighting or announcing its id', async () => {
      start();
      source.message(change('edit', 12, { table: 'authors' }));
      await reloaded();
      expect(table.reloads).to.equal(1);
      expect(changedRows()).to.deep.equal([]);
      expect(region()!.textContent).to.equal('');
      expect(received).to.have.length(1);
    });
  });

  describe('.disconnect()', () => {
    it('closes the EventSource, drops a pending reload and removes the live region', async () => {
      start();
      source.message(change('edit', 1));
      live.disconnect();
      await settle(20);
      expect(source.closed).to.equal(true);
      expect(table.reloads).to.equal(0);
      expect(region()).to.equal(null);
    });
  });
});
