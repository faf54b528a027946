import type { Request } from 'express';
import { MAX_VIEW_OWNER } from './SavedViewEntity.js';
import type { SavedViewsOptions } from './SavedViewsOptions.js';
import type { ViewStore } from './ViewStore.js';

/** @internal The router's `savedViews` option, checked: the store, and who a request's user is. */
export class ServerSavedViews {
  constructor(readonly store: ViewStore, private readonly owner: SavedViewsOptions['owner']) {}

  /**
   * The owner `savedViews.owner(req)` names, or null for nobody. Anything but text, or text past
   * {@link MAX_VIEW_OWNER} characters, is the application's bug, not the user's: thrown as an internal
   * error (logged, a generic 500), never stored cut or mixed with another owner.
   */
  ownerOf(req: Request): string | null {
    const owner: unknown = this.owner(req);
    if (owner === null || owner === undefined || owner === '') return null;
    if (typeof owner !== 'string') throw new TypeError(`savedViews.owner(req) must return a string, null or undefined; got ${typeof owner}`);
    if (owner.length > MAX_VIEW_OWNER) throw new RangeError(`savedViews.owner(req) returned ${owner.length} characters; at most ${MAX_VIEW_OWNER} are kept`);
    return owner;
  }
}
