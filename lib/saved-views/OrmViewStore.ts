import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_VIEWS_PER_TABLE, type SavedView } from '../wire/saved-views.js';
import { SavedViewEntity, type SavedViewRow } from './SavedViewEntity.js';
import { byName } from './views-by-name.js';
import { isViewId, tooManyViews, viewNotFound } from './view-refusals.js';
import type { SavedViewOutcome, ViewDraft, ViewStore } from './ViewStore.js';

/**
 * Saved views in the application's database through MikroORM ({@link SavedViewEntity}, registered in its
 * `entities`), each call in its own `orm.em.fork()`. A save runs in one transaction holding an advisory
 * lock on its owner and table: two saves of one user are taken one after the other, so the cap is counted
 * on what the other wrote (locking the owner's rows `FOR UPDATE` would not serialize the first saves, when
 * there is no row yet to lock), and the default moves in the same step. The partial unique index
 * `ux_datatables_view_one_default` backs the single default up.
 */
export class OrmViewStore implements ViewStore {
  constructor(private readonly orm: MikroORM) {}

  async list(owner: string, table: string): Promise<SavedView[]> {
    const rows = await this.#fork().find(SavedViewEntity, { owner, tableName: table });
    return byName(rows.map(toView));
  }

  async save(owner: string, table: string, draft: ViewDraft): Promise<SavedViewOutcome> {
    if (draft.id !== undefined && !isViewId(draft.id)) throw viewNotFound(draft.id);
    return this.#fork().transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [JSON.stringify(['ux-datatables-view', owner, table])]);
      const now = new Date();
      let row = draft.id === undefined ? null : await em.findOne(SavedViewEntity, { id: draft.id, owner, tableName: table });
      if (draft.id !== undefined && !row) throw viewNotFound(draft.id);
      if (!row && await em.count(SavedViewEntity, { owner, tableName: table }) >= MAX_VIEWS_PER_TABLE) throw tooManyViews(table);
      if (draft.default) {
        // Before the flush writes the new default: the unique index never sees two.
        await em.nativeUpdate(SavedViewEntity, { owner, tableName: table, isDefault: true, ...(row ? { id: { $ne: row.id } } : {}) }, { isDefault: false, updatedAt: now });
      }
      const values = { name: draft.name, query: draft.query, isDefault: draft.default, updatedAt: now };
      const created = row === null;
      if (row) em.assign(row, values);
      else row = em.create(SavedViewEntity, { id: randomUUID(), owner, tableName: table, createdAt: now, ...values });
      await em.flush();
      return { view: toView(row), created };
    });
  }

  async remove(owner: string, table: string, id: string): Promise<boolean> {
    if (!isViewId(id)) return false;
    return (await this.#fork().nativeDelete(SavedViewEntity, { id, owner, tableName: table })) > 0;
  }

  #fork(): EntityManager {
    return this.orm.em.fork() as unknown as EntityManager;
  }
}

function toView(row: SavedViewRow): SavedView {
  return { id: row.id, name: row.name, query: row.query, default: row.isDefault };
}
