import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/HttpError.js';
import { bulkChange } from '../../mutation/bulk-change.js';
import { matchingKeys } from '../../persistence/bulk-statements.js';
import { matchingCondition } from '../../persistence/data-query.js';
import { withDatabaseDeadline } from '../../persistence/database-deadline.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { assertAuthorized } from '../../security/authorization.js';
import type { SelectedRow } from '../../wire/page-view.js';
import type { RowChangeMessage } from '../../wire/live-view.js';
import type { BulkResult } from '../../wire/endpoint-bodies.js';
import { bodyFields } from '../shared/body-parsers.js';
import { readChangeOrigin } from '../shared/change-origin.js';
import { readSearch } from '../data/data-request.js';
import { pageQuery } from '../data/page-query.js';
import { BULK_EDIT, type BulkEditRefusedBody } from '../../wire/bulk-edit.js';
import type { BulkAction } from '../../model/BulkAction.js';
import { readAdapterKey } from '../shared/modal-adapter-key.js';
import { bulkEditForm, bulkEditModalView } from './bulk-edit-form.js';
import { readBulkEdit, RefusedBulkValues } from './bulk-edit-request.js';
import type { RouterContext } from '../router/RouterContext.js';
import { sendJson } from '../shared/send-json.js';
import { REQUEST_ID_PATTERN, REQUEST_ID_RULE } from '../../wire/request-id.js';

/**
 * `POST /datatables/ajax/bulk` (JSON `BulkRequest`): a bulk action on the rows selected one by one
 * (`rows`, with their versions) or on every row matching a search (`matching`: its search and filters, re-run here). The
 * `bulk` token names the table, `action` its bulk action; more rows than `limits.bulkRows` is 413
 * `too_many_rows` before anything is written; `requestId` makes a retry answer as the first did
 * (`Replays`, in the `sharedState` store). 200 `{ done, refused }`; one change published for the whole bulk.
 */
export function bulkHandler(ctx: RouterContext): RequestHandler {
  return async (req: Request, res: Response) => {
    const body = bodyFields(req);
    const binding = ctx.tables.find(ctx.tokens.verify(body.table, 'bulk'));
    if (!binding) throw HttpError.notFound('unknown_table', 'No such table');
    const action = typeof body.action === 'string' ? binding.table.bulkActions?.get(body.action) : undefined;
    if (!action) throw HttpError.forbidden('action_not_declared', `Table "${binding.name}" declares no such bulk action`);
    const requestId = body.requestId;
    if (typeof requestId !== 'string' || !REQUEST_ID_PATTERN.test(requestId)) {
      throw HttpError.badRequest(`"requestId" ${REQUEST_ID_RULE}`, { requestId: ['is required'] });
    }
    const origin = readChangeOrigin(req);
    // A bulk edit's values are read and checked before any row is: refused, nothing is read or written.
    const edit = action.name === BULK_EDIT ? await readBulkEdit(ctx, req, binding, body, ctx.translator(req)).catch((error: unknown) => refuseValues(ctx, req, res, binding, action, body, error)) : undefined;
    if (edit === null) return;
    let change: RowChangeMessage | null = null;
    const replay = await ctx.replays.answer(`${ctx.clientKey(req)}\u0000${binding.name}\u0000${action.name}\u0000${requestId}`, async (): Promise<BulkResult> => {
      const rows = edit?.restore ?? await selectedRows(ctx, req, binding, body);
      const outcome = await bulkChange(ctx, { request: req, binding, action, rows, origin, edit: edit?.plan });
      change = outcome.change;
      return outcome.result;
    }, () => ctx.translator(req).t('error.request_in_progress'));
    sendJson(res, replay.answer);
    if (change) await ctx.realtime.publish(binding.table, change, ctx.realtime.topicsOf(binding.table));
  };
}

/**
 * A bulk edit's values refused (`RefusedBulkValues`): 422 `invalid_value` naming each field, and the
 * form again with the messages where the request named its modal adapter (`BulkEditRefusedBody`). Any
 * other error is thrown on.
 */
async function refuseValues(
  ctx: RouterContext, req: Request, res: Response, binding: TableBinding, action: BulkAction, body: Record<string, unknown>, error: unknown,
): Promise<null> {
  if (!(error instanceof RefusedBulkValues)) throw error;
  const message = `The values of the bulk edit were refused: ${Object.keys(error.errors).join(', ')}`;
  const answer: BulkEditRefusedBody = { error: { status: 422, code: 'invalid_value', message, fields: error.errors } };
  if (body.adapter !== undefined) {
    const adapter = readAdapterKey(body.adapter, 'adapter');
    const form = await ctx.editForms.form(binding);
    const view = await bulkEditModalView(ctx, binding, adapter, ctx.translator(req), action, null);
    answer.form = await view.body(await bulkEditForm(ctx, req, binding, form, { values: error.values, errors: error.errors }), null);
  }
  sendJson(res.status(422), answer);
  return null;
}

/** The rows a bulk names: the selected ones as sent, or the keys matching its search, at most `limits.bulkRows` (else 413). */
async function selectedRows(ctx: RouterContext, req: Request, binding: TableBinding, body: Record<string, unknown>): Promise<SelectedRow[]> {
  const limit = ctx.limits.bulkRows;
  const tooMany = () => new HttpError(413, 'too_many_rows', `A bulk may name at most ${limit} rows (limits.bulkRows)`);
  if ((body.rows === undefined) === (body.matching === undefined)) throw HttpError.badRequest('Send either "rows" or "matching"');
  if (body.rows !== undefined) {
    if (!Array.isArray(body.rows)) throw HttpError.badRequest('"rows" must be a list of { id, version }');
    if (body.rows.length > limit) throw tooMany();
    return body.rows.map((row, index) => selectedRow(row, index));
  }
  const matching = body.matching as Record<string, unknown> | null;
  if (!matching || typeof matching !== 'object' || Array.isArray(matching)) throw HttpError.badRequest('"matching" must be { search, columns?, filters? }');
  // Selecting every row a search matches needs the right to read them, asked before the search runs.
  await assertAuthorized(ctx.authorize, { request: req, table: binding.table, action: 'read', entity: undefined });
  const columns = matching.columns ?? {};
  if (typeof columns !== 'object' || columns === null || Array.isArray(columns) || Object.keys(columns).length > ctx.limits.searchTerms) {
    throw HttpError.badRequest(`"matching.columns" must map at most ${ctx.limits.searchTerms} column names to search values`);
  }
  const columnSearch = new Map<string, string>();
  for (const [name, value] of Object.entries(columns)) {
    const term = readSearch(value as string, `matching.columns.${name}`, ctx.limits.searchLength);
    if (term !== '' && binding.table.column(name)) columnSearch.set(name, term);
  }
  const request = { draw: 0, start: 0, length: limit, order: [], unsearchable: new Set<string>(), columnSearch, filters: matching.filters,
    search: readSearch(matching.search as string | undefined, 'matching.search', ctx.limits.searchLength) };
  // The filters read as the data request reads them, before any database access.
  const query = pageQuery(binding, request, ctx.limits, 'matching.filters');
  const em = ctx.fork();
  const where = matchingCondition(em, binding, { ...query, dateLocale: ctx.translations.dateLocale(req) });
  const keys = await withDatabaseDeadline(where.then((condition) => matchingKeys(em, binding.meta!, condition, limit + 1)), ctx.databaseTimeoutMs);
  if (keys.length > limit) throw tooMany();
  // Just matched: no version to hold them to (a row changed since is still checked, row by row, as any).
  return keys.map((id) => ({ id, version: null }));
}

function selectedRow(row: unknown, index: number): SelectedRow {
  const { id, version } = (row ?? {}) as { id?: unknown; version?: unknown };
  if (typeof id !== 'string' && typeof id !== 'number') throw HttpError.badRequest(`"rows[${index}].id" must be a string or number`);
  if (version !== undefined && version !== null && typeof version !== 'string' && typeof version !== 'number') {
    throw HttpError.badRequest(`"rows[${index}].version" must be a string, number or null`);
  }
  return { id, version: version === undefined || version === null ? null : String(version) };
}
