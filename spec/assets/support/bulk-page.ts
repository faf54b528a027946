import type { BulkActionView, PageView } from '../../../lib/wire/page-view.js';
import type { BulkRequest } from '../../../lib/wire/endpoint-bodies.js';
import { FakeFetch, json, type FetchCall } from './fake-fetch.js';
import { action, pageView, row } from './fixtures.js';

/** A bulk action view with the defaults of `BulkAction.delete()` (or `new(name, label)`). */
export function bulkAction(name = 'delete', overrides: Partial<BulkActionView> = {}): BulkActionView {
  const label = name === 'delete' ? 'Delete selected' : name[0].toUpperCase() + name.slice(1);
  return { name, label, className: name === 'delete' ? 'btn btn-danger' : 'btn btn-secondary', ...overrides };
}

/** A page view of the `books` table with bulk actions (and a delete, undoable when `undoMs` is given), and its bulk token. */
export function bulkView(actions: BulkActionView[] = [bulkAction()], options: { undoMs?: number; maxRows?: number } = {}): PageView {
  const view = pageView([action('DELETE', options.undoMs === undefined ? {} : { undoMs: options.undoMs })], { bulk: { actions, maxRows: options.maxRows ?? 1000 } });
  view.tokens.bulk = 'books.bulk.sig';
  return view;
}

/** The JSON body of a request the fake fetch received. */
export function bodyOf(call: FetchCall): Record<string, unknown> {
  return JSON.parse(String(call.body)) as Record<string, unknown>;
}

/** How {@link bulkServer} answers, when not as by default. */
export interface BulkServerAnswers {
  /** The bulk endpoint; default: every row named is done. */
  bulk?(call: FetchCall): Response;
  /** The delete endpoint (read when it is called); default: success. */
  delete?: (() => Response) | null;
  /** Whether the counts are estimates (read at each data request). */
  estimated?(): boolean;
}

/**
 * The data endpoint over `total` rows, each with its `_select` (version "v<id>"), where a global
 * search `even` or `odd` keeps those ids (recordsFiltered says how many), and the bulk and delete endpoints.
 */
export function bulkServer(total = 25, answers: BulkServerAnswers = {}): FakeFetch {
  const { bulk, estimated = () => false } = answers;
  return new FakeFetch((call: FetchCall) => {
    if (call.method === 'GET') {
      const query = new URL(call.url, 'https://app.test').searchParams;
      const search = query.get('search[value]');
      const ids = Array.from({ length: total }, (_, i) => i + 1).filter((id) => (search === 'even' ? id % 2 === 0 : search === 'odd' ? id % 2 === 1 : true));
      const start = Number(query.get('start'));
      const data = ids.slice(start, start + Number(query.get('length'))).map((id) => ({ ...row(id), _select: { id, version: `v${id}` } }));
      return json({ draw: Number(query.get('draw')), recordsTotal: total, recordsFiltered: ids.length, data, ...(estimated() ? { estimated: { recordsTotal: true, recordsFiltered: true } } : {}) });
    }
    if (call.url.endsWith('/bulk')) {
      if (bulk) return bulk(call);
      const body = bodyOf(call) as unknown as BulkRequest;
      return json({ done: (body.rows ?? []).map((selected) => selected.id), refused: [] });
    }
    return answers.delete?.() ?? json({ success: true });
  });
}

/** The row checkboxes of the page, in order. */
export function rowBoxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>('#books tbody input[data-ux-datatables-select]')];
}

/** The header's checkbox (the page). */
export function pageBox(): HTMLInputElement {
  return document.querySelector<HTMLInputElement>('#books thead input[data-ux-datatables-select-page]')!;
}

/** The selection bar, and one of its buttons: `matching`, `clear`, or a bulk action by name. */
export function bar(): HTMLElement {
  return document.querySelector<HTMLElement>('.ux-datatables-bulk')!;
}

export function barButton(kind: string): HTMLButtonElement {
  const selector = ['matching', 'clear'].includes(kind) ? `[data-ux-datatables-selection="${kind}"]` : `[data-ux-datatables-bulk="${kind}"]`;
  return bar().querySelector<HTMLButtonElement>(selector)!;
}

/** Clicks a checkbox as a user does (shift held for a range): it toggles, then the click bubbles. */
export function tick(box: HTMLInputElement, shiftKey = false): void {
  box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey }));
}
