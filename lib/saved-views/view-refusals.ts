import { HttpError } from '../errors/HttpError.js';
import { MAX_VIEWS_PER_TABLE, VIEW_ERRORS } from '../wire/saved-views.js';

/** 404 `view_not_found`: the owner has no view of that id (another owner's is not theirs to know of). */
export function viewNotFound(id: string): HttpError {
  return HttpError.notFound(VIEW_ERRORS.notFound, `No saved view ${JSON.stringify(id.slice(0, 64))}`);
}

/** 409 `too_many_views`: the owner keeps {@link MAX_VIEWS_PER_TABLE} views of the table already. */
export function tooManyViews(table: string): HttpError {
  return new HttpError(409, VIEW_ERRORS.tooMany, `At most ${MAX_VIEWS_PER_TABLE} views of table "${table}" are kept per user: delete one first`);
}

/** Whether a text is a UUID, the only ids the library's stores give: another cannot name a view (nor reach the database's uuid column). */
export function isViewId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
