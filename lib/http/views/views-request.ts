import { HttpError } from '../../errors/HttpError.js';
import { assertStorableText } from '../../persistence/storable-text.js';
import type { ViewDraft } from '../../saved-views/ViewStore.js';
import { savedViewProblem } from '../../wire/saved-view-problem.js';
import type { SavedViewTable } from '../../wire/saved-view-query.js';
import { MAX_VIEW_ID, VIEW_ERRORS, viewName, type DeleteViewRequest, type SaveViewRequest } from '../../wire/saved-views.js';

/**
 * `POST /datatables/ajax/views` (`SaveViewRequest`) read strictly, its `token` already resolved: a key the
 * request does not have, a wrong type, a name `viewName` refuses or a query `savedViewProblem` refuses
 * against the table as it is now is 400 `invalid_view` naming the field and why. Nothing reaches the store.
 */
export function readSaveViewRequest(body: Record<string, unknown>, table: SavedViewTable): ViewDraft {
  onlyKeys(body, ['token', 'id', 'name', 'query', 'default'] satisfies Array<keyof SaveViewRequest>);
  const name = viewName(body.name);
  if ('problem' in name) throw invalid('name', name.problem);
  const problem = savedViewProblem(body.query, table);
  if (problem !== null) throw invalid('query', problem);
  if (typeof body.default !== 'boolean') throw invalid('default', 'must be true or false');
  // A NUL or a lone surrogate (a JSON escape gives one) is no text the database keeps as sent: 400 `bad_request`.
  const draft: ViewDraft = { name: assertStorableText(name.name, 'name'), query: assertStorableText(body.query as string, 'query'), default: body.default };
  if (body.id !== undefined) draft.id = viewId(body.id);
  return draft;
}

/** `DELETE /datatables/ajax/views` (`DeleteViewRequest`) read as strictly: the id of the view to delete. */
export function readDeleteViewRequest(body: Record<string, unknown>): string {
  onlyKeys(body, ['token', 'id'] satisfies Array<keyof DeleteViewRequest>);
  return viewId(body.id);
}

function viewId(id: unknown): string {
  if (typeof id !== 'string' || id === '' || id.length > MAX_VIEW_ID) throw invalid('id', `must be a view's id (text of 1 to ${MAX_VIEW_ID} characters)`);
  return id;
}

function onlyKeys(body: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length > 0) throw invalid(unknown[0], 'is not a field of this request');
}

function invalid(field: string, problem: string): HttpError {
  const name = field.length > 40 ? `${field.slice(0, 40)}…` : field;
  return new HttpError(400, VIEW_ERRORS.invalid, `"${name}" ${problem}`, { [name]: [problem] });
}
