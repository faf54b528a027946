import { Application } from '@hotwired/stimulus';
import DatatableController from '../../../assets/controllers/datatable_controller.js';
import { renderTableElement } from '../../../lib/view/table-element.js';
import type { PageView } from '../../../lib/wire/page-view.js';
import { FakeFetch, html, json, type FetchCall } from './fake-fetch.js';
import { row } from './fixtures.js';
import { dialogModal } from './modal-html.js';

/** Answers the data endpoint with `total` rows paged by `start`/`length`, the edit view with a modal, everything else with success. */
export function dataServer(total = 25): FakeFetch {
  return new FakeFetch((call: FetchCall) => {
    if (call.method === 'GET') {
      const query = new URL(call.url, 'https://app.test').searchParams;
      const start = Number(query.get('start'));
      const length = Number(query.get('length'));
      const data = Array.from({ length: Math.max(0, Math.min(length, total - start)) }, (_, i) =>
        row(start + i + 1, { title: `<b>Book ${start + i + 1}</b>` }),
      );
      return json({ draw: Number(query.get('draw')), recordsTotal: total, recordsFiltered: total, data });
    }
    if (call.url.endsWith('/edit-form/view')) return html(dialogModal());
    return json({ success: true, id: 1 });
  });
}

/** Resolves with the next `datatable:<name>` event on the table. */
export function nextEvent(name: string): Promise<CustomEvent> {
  return new Promise((resolve) => document.addEventListener(`datatable:${name}`, (e) => resolve(e as CustomEvent), { once: true }));
}

/**
 * A page with one `datatable` controller: per test, the global `fetch` answers from `serve()`
 * ({@link dataServer} by default; restored after) and the Stimulus application is stopped after.
 * `start` (and `mount`) may be called again in a test: a reload, the running application stopped first.
 */
export function useDatatablePage(serve: () => FakeFetch = () => dataServer()): {
  server(): FakeFetch;
  start(view: PageView): Promise<HTMLTableElement>;
  mount(view: PageView, event: string): Promise<CustomEvent>;
} {
  let application: Application | undefined;
  let saved: PropertyDescriptor | undefined;
  let server: FakeFetch;
  beforeEach(() => {
    saved = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
    server = serve();
    Object.defineProperty(globalThis, 'fetch', { value: server.fetch, configurable: true, writable: true, enumerable: false });
  });
  afterEach(() => {
    application?.stop();
    application = undefined;
    if (saved) Object.defineProperty(globalThis, 'fetch', saved);
  });
  const mount = (view: PageView, event: string): Promise<CustomEvent> => {
    application?.stop();
    document.body.innerHTML = renderTableElement(view, { id: 'books', class: 'display' });
    const seen = nextEvent(event);
    application = Application.start(document.documentElement);
    application.register('datatable', DatatableController);
    return seen;
  };
  return {
    server: () => server,
    mount,
    async start(view) {
      await mount(view, 'reloaded');
      return document.querySelector('table')!;
    },
  };
}
