import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AbstractDataTable, Action, AsDataTable, DataTable, NumberColumn, TextColumn, type Actions,
} from '../../lib/index.js';
import { Country, Label, Novel, Writer } from './relation-entities.js';

/** Writers whose name starts with this are outside every scoped column's scope. */
export const HIDDEN_PREFIX = 'Hidden';

/**
 * Novels edited and created with relation fields: `writer` (a nullable ManyToOne over 60 visible
 * writers, so a combobox; those named "Hidden…" out of scope), `labels` (a ManyToMany), `writer.name`
 * (a path: never a field).
 */
@AsDataTable(Novel, { name: 'spec-novels' })
export class SpecNovelTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [
      NumberColumn.new('id'),
      TextColumn.new('title', 'Title'),
      TextColumn.new('writer', 'Writer').setRelationScope((qb) => void qb.andWhere({ $not: { name: { $like: `${HIDDEN_PREFIX}%` } } })),
      TextColumn.new('writer.name', 'Writer name'),
      TextColumn.new('labels', 'Labels'),
      NumberColumn.new('pages', 'Pages'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.create());
  }
}

/** Novels whose writer is chosen among the few of country 1 (a small relation: a plain `<select>`), and required; a new one starts with writer 2. */
@AsDataTable(Novel, { name: 'spec-novels-few' })
export class SpecFewWritersTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [
      NumberColumn.new('id'),
      TextColumn.new('title', 'Title'),
      TextColumn.new('writer', 'Writer').setConstraints({ required: true }).setRelationScope((qb) => void qb.andWhere({ country: 1 })),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.create());
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.createDefaults({ writer: 2 });
  }
}

/** Every relation table of the specs. */
export const RELATION_TABLES = [SpecNovelTable, SpecFewWritersTable];

/**
 * Two countries; writers 1..60 ("Writer 01".."Writer 60", the first three of country 1), 61 "Hidden
 * writer", 62 "100%_off" (a label with LIKE wildcards); labels 1..3 (Classic, Noir, Short) and 4
 * "Hidden label"; novel 1 "Dune" by writer 1 with labels 1 and 2, novel 2 "Emma" by nobody.
 */
export async function seedRelations(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  await em.getConnection().execute(`delete from "${orm.config.get('schema')}".novel_labels`);
  await em.nativeDelete(Novel, {});
  await em.nativeDelete(Label, {});
  await em.nativeDelete(Writer, {});
  await em.nativeDelete(Country, {});
  em.create(Country, { id: 1, name: 'France', code: 'FR' });
  em.create(Country, { id: 2, name: 'Japan', code: 'JP' });
  for (let id = 1; id <= 60; id++) em.create(Writer, { id, name: `Writer ${String(id).padStart(2, '0')}`, country: id <= 3 ? 1 : 2 });
  em.create(Writer, { id: 61, name: `${HIDDEN_PREFIX} writer`, country: 1 });
  em.create(Writer, { id: 62, name: '100%_off', country: 2 });
  ['Classic', 'Noir', 'Short', `${HIDDEN_PREFIX} label`].forEach((name, i) => em.create(Label, { id: i + 1, name }));
  await em.flush();
  em.create(Novel, { id: 1, title: 'Dune', writer: 1, labels: [1, 2], pages: 412, version: 1 });
  em.create(Novel, { id: 2, title: 'Emma', writer: null, labels: [], pages: null, version: 1 });
  await em.flush();
}
