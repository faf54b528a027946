import type { DatatableEventName } from '../../../assets/actions/ActionFlowContext.js';
import { RowActions } from '../../../assets/actions/RowActions.js';
import { ServerEndpoints } from '../../../assets/requests/ServerEndpoints.js';
import type { ModalAdapter } from '../../../assets/modal/ModalAdapter.js';
import { DialogModalAdapter } from '../../../assets/modal/DialogModalAdapter.js';
import type { Notices } from '../../../assets/notices/Notices.js';
import type { ActionView } from '../../../lib/wire/page-view.js';
import { englishT } from './page-language.js';
import { FakeFetch } from './fake-fetch.js';
import { FakeTable, pageView, row } from './fixtures.js';
import { createToolbar } from '../../../assets/actions/toolbar.js';

/** A table's row actions wired to a fake fetch, a fake table and a recording event sink. */
export interface Harness {
  table: FakeTable;
  server: FakeFetch;
  actions: RowActions;
  events: { name: DatatableEventName; detail: Record<string, unknown> }[];
  confirms: string[];
  eventNames(): DatatableEventName[];
}

export function harness(
  actions: ActionView[],
  server: FakeFetch,
  options: {
    /** The answer to every confirmation; `'dialog'`: none given, the adapter's dialog asks. */
    confirm?: boolean | 'dialog';
    modalAdapter?: () => ModalAdapter;
    modalAdapterKey?: string;
    rows?: number[];
    notices?: Notices;
    /** The toolbar's actions (New): drawn above the table, their clicks handled. */
    toolbar?: ActionView[];
  } = {},
): Harness {
  const view = pageView(actions);
  const table = new FakeTable((options.rows ?? [1, 2]).map((id) => row(id)), actions);
  const events: Harness['events'] = [];
  const confirms: string[] = [];
  const toolbar = createToolbar(document, options.toolbar ?? []);
  if (toolbar) table.element.before(toolbar);
  const rowActions = new RowActions(actions, {
    table,
    endpoints: new ServerEndpoints(view, server.fetch),
    modalAdapter: options.modalAdapter ?? (() => new DialogModalAdapter()),
    modalAdapterKey: options.modalAdapterKey,
    dispatch: (name, detail) => events.push({ name, detail }),
    t: englishT,
    notices: options.notices,
    toolbar: toolbar && { element: toolbar, actions: options.toolbar! },
    confirm:
      options.confirm === 'dialog'
        ? undefined
        : (message) => {
            confirms.push(message);
            return options.confirm !== false;
          },
  });
  return { table, server, actions: rowActions, events, confirms, eventNames: () => events.map((e) => e.name) };
}

/** Clicks like a user: bubbling and cancelable. */
export function clickOn(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}
