import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MikroORM, Options } from '@mikro-orm/postgresql';
import {
  AbstractDataTable, Action, AsDataTable, BulkAction, ChoiceColumn, DataTable, NumberColumn, TextColumn, type Actions, type BulkActions,
} from '../../lib/index.js';

/** A scribe: hidden once retired by a filter of the ORM's configuration ({@link SCRIBE_FILTERS}), not of the entity. */
export const Scribe = defineEntity({
  name: 'Scribe',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(80),
    retired: p.boolean().default(false),
  },
});
export type Scribe = InferEntity<typeof Scribe>;

/** The ORM configuration's filter hiding retired scribes (`MikroORM.init({ filters })`). */
export const SCRIBE_FILTERS: Options['filters'] = {
  serving: { name: 'serving', cond: { retired: false }, entity: ['Scribe'], default: true },
};

/** A memo, soft-deleted: its entity's own default filter hides the deleted ones. */
export const Memo = defineEntity({
  name: 'Memo',
  filters: { live: { name: 'live', cond: { deleted: false }, default: true } },
  properties: {
    id: p.integer().primary(),
    title: p.string().length(80),
    kind: p.enum(['note', 'todo']),
    amount: p.integer(),
    deleted: p.boolean().default(false),
    writer: () => p.manyToOne(Scribe).nullable(),
    version: p.integer().version(),
  },
});
export type Memo = InferEntity<typeof Memo>;

/** Every title of a deleted memo starts with this, every name of a retired scribe too: no answer may hold it. */
export const GONE = 'Gone';

/** Memos: searchable, filterable, totalled and grouped, exported, bulk-deleted, with a relation picker over scribes. */
@AsDataTable(Memo, { name: 'spec-memos' })
export class SpecMemoTable extends AbstractDataTable<Memo> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      ChoiceColumn.new('kind', 'Kind').setChoices({ note: 'Note', todo: 'Todo' }).setFilterable(),
      NumberColumn.new('amount', 'Amount').summarize('count', 'sum'),
      TextColumn.new('writer', 'Writer'),
    ];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setGrouping({ offer: ['kind'] });
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.export(['csv', 'xlsx']));
  }

  override configureBulkActions(bulk: BulkActions): BulkActions {
    return bulk.add(BulkAction.delete());
  }
}

/** Scribes, whose filter the ORM's configuration holds. */
@AsDataTable(Scribe, { name: 'spec-scribes' })
export class SpecScribeTable extends AbstractDataTable<Scribe> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('name', 'Name')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.export(['csv']));
  }
}

/**
 * Scribes 1..3 ("Ann", "Bo", "Cy") serving and 4 "Gone scribe" retired; memos 1..6 by scribe 1, the even ones todos,
 * amounts 10, 20, … 60, and 7 "Gone memo" (a todo of 1,000) and 8 "Gone note" (a note of 2,000) deleted.
 */
export async function seedMemos(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  await em.getConnection().execute(`delete from "${orm.config.get('schema')}".memo; delete from "${orm.config.get('schema')}".scribe`);
  ['Ann', 'Bo', 'Cy'].forEach((name, i) => em.create(Scribe, { id: i + 1, name, retired: false }));
  em.create(Scribe, { id: 4, name: `${GONE} scribe`, retired: true });
  for (let id = 1; id <= 6; id++) em.create(Memo, { id, title: `Memo ${id}`, kind: id % 2 === 0 ? 'todo' : 'note', amount: id * 10, writer: 1, version: 1 });
  em.create(Memo, { id: 7, title: `${GONE} memo`, kind: 'todo', amount: 1000, deleted: true, writer: 1, version: 1 });
  em.create(Memo, { id: 8, title: `${GONE} note`, kind: 'note', amount: 2000, deleted: true, writer: 1, version: 1 });
  await em.flush();
}
