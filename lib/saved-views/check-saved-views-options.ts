import type { MikroORM } from '@mikro-orm/core';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { OrmViewStore } from './OrmViewStore.js';
import { SavedViewEntity } from './SavedViewEntity.js';
import type { SavedViewsOptions } from './SavedViewsOptions.js';
import { ServerSavedViews } from './ServerSavedViews.js';
import type { ViewStore } from './ViewStore.js';

/** The router's `savedViews` option checked when the router is built; null without it (the browser keeps the views). */
export function checkSavedViewsOptions(options: SavedViewsOptions | undefined, orm: MikroORM): ServerSavedViews | null {
  if (options === undefined) return null;
  if (typeof options !== 'object' || options === null) throw new ConfigurationError('The "savedViews" option must be an object { store, owner }');
  const { store, owner } = options as Partial<Record<keyof SavedViewsOptions, unknown>>;
  if (typeof owner !== 'function') {
    throw new ConfigurationError('The "savedViews.owner" option must be a function naming the request\'s user, e.g. (req) => req.user?.id ?? null');
  }
  if (store === 'database') {
    if (!orm.getMetadata().has(SavedViewEntity.meta.class)) {
      throw new ConfigurationError('The "savedViews" store "database" needs SavedViewEntity: add it to your MikroORM "entities" and create its table (npx ux-datatables schema prints the SQL)');
    }
    return new ServerSavedViews(new OrmViewStore(orm), owner as SavedViewsOptions['owner']);
  }
  if (isViewStore(store)) return new ServerSavedViews(store, owner as SavedViewsOptions['owner']);
  throw new ConfigurationError(`The "savedViews.store" option must be "database" or a ViewStore (an object with list, save and remove methods), got ${typeof store === 'string' ? JSON.stringify(store) : typeof store}`);
}

function isViewStore(store: unknown): store is ViewStore {
  const candidate = store as Partial<Record<keyof ViewStore, unknown>> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.list === 'function' && typeof candidate.save === 'function' && typeof candidate.remove === 'function';
}
