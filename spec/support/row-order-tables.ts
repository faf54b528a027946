import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AbstractDataTable, Action, AsDataTable, ChoiceColumn, NumberColumn, TextColumn, type Actions, type DataTable } from '../../lib/index.js';
import type { MikroORM } from '@mikro-orm/postgresql';

/** A chapter of a book, kept in order by `position` (nullable: one without a place cannot be moved). */
export const Chapter = defineEntity({
  name: 'Chapter',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(80),
    status: p.enum(['draft', 'locked']),
    position: p.integer().nullable(),
    version: p.integer().version(),
  },
});
export type Chapter = InferEntity<typeof Chapter>;

/** Chapters moved into their places; Edit (and so a move) shown on drafts only. */
@AsDataTable(Chapter, { name: 'spec-chapters' })
export class SpecChapterTable extends AbstractDataTable<Chapter> {
  configureColumns() {
    return [
      NumberColumn.new('position', '#').hideWhenUpdating(),
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', locked: 'Locked' }),
    ];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setReorderable('position');
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit().displayIf('status', 'draft'));
  }
}

/** The same chapters without `setReorderable`: a move token of theirs moves nothing. */
@AsDataTable(Chapter, { name: 'spec-chapters-fixed' })
export class SpecFixedChapterTable extends AbstractDataTable<Chapter> {
  configureColumns() {
    return [NumberColumn.new('position', '#'), NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}

/** Chapters 1..count in places 1..count (chapter n in place n), each a draft at version 1; `locked` ones locked. */
export async function seedChapters(orm: MikroORM, count: number, locked: number[] = []): Promise<void> {
  const em = orm.em.fork();
  await em.nativeDelete(Chapter, {});
  for (let id = 1; id <= count; id++) em.create(Chapter, { id, title: `Chapter ${id}`, status: locked.includes(id) ? 'locked' : 'draft', position: id, version: 1 });
  await em.flush();
}

/** The chapters' ids in the order of their places (the lower first), and their places. */
export async function chapterOrder(orm: MikroORM): Promise<{ ids: number[]; positions: Array<number | null> }> {
  const rows = await orm.em.fork().find(Chapter, {}, { orderBy: { position: 'asc', id: 'asc' } });
  return { ids: rows.map((row) => row.id), positions: rows.map((row) => row.position ?? null) };
}
