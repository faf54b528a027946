import type { TotalsAnswer } from '../../lib/wire/totals.js';
import type { GroupsAnswer } from '../../lib/wire/groups.js';
import type { AjaxData, Api } from 'datatables.net';
import type { RequestFailure } from '../requests/request-failure.js';

/** What the data endpoint answered for one draw. */
export interface DataAnswer {
  draw: number;
  recordsTotal: number;
  recordsFiltered: number;
  data: unknown[];
  /** The columns' totals, when the request asked for them (lib/wire/totals.ts). */
  totals?: TotalsAnswer;
  /** The page's groups, when it is grouped (lib/wire/groups.ts). */
  groups?: GroupsAnswer;
}

/** A draw the server answered: the request's paging, order and search, and the rows it got. */
export interface AnsweredPage {
  request: AjaxData;
  answer: DataAnswer;
}

/**
 * Whether a refused read means the user's session ended (signed out elsewhere, the cookie expired):
 * 401, or 403 from the authorization hook (`forbidden`) or from something in front of the router (no
 * error body). A 403 of the library's own (`invalid_token`, say) keeps its message.
 */
export function sessionEnded({ status, code }: Pick<RequestFailure, 'status' | 'code'>): boolean {
  return status === 401 || (status === 403 && (code === 'forbidden' || code === 'http_error'));
}

/**
 * The answer that keeps the last page on screen for the draw `draw`: the table's paging, length,
 * order and search are put back to that page's (without drawing), so the rows, the info line and
 * the controls agree. The user's next action asks the server again.
 */
export function keepPage(api: Api, { request, answer }: AnsweredPage, draw: number): DataAnswer {
  const length = request.length ?? api.page.len();
  api.page.len(length);
  api.order((request.order ?? []).map((order): [number, 'asc' | 'desc'] => [order.column, order.dir === 'desc' ? 'desc' : 'asc']));
  api.search(request.search?.value ?? '');
  if (length > 0) api.page(Math.floor((request.start ?? 0) / length));
  return { ...answer, draw };
}
