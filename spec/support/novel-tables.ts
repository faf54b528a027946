import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, Action, AsDataTable, NumberColumn, TextColumn, type Actions } from '../../lib/index.js';
import { Country, Label, Novel, Portrait, Writer } from './relation-entities.js';

/** Novels over their writers (with a country and a portrait) and labels: every kind of column on a relation. */
@AsDataTable(Novel, { name: 'spec-novel-paths' })
export class SpecNovelTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      TextColumn.new('writer', 'Writer').setFilterable(),
      TextColumn.new('writer.country.name', 'Country').setFilterable(),
      TextColumn.new('writer.portrait.caption', 'Portrait'),
      TextColumn.new('labels', 'Labels').setFilterable(),
      NumberColumn.new('pages', 'Pages'),
    ];
  }
}

/** Novels exported with their writers, countries and every label (CSV and XLSX). */
@AsDataTable(Novel, { name: 'spec-novel-export' })
export class SpecNovelExportTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      TextColumn.new('writer', 'Writer'),
      TextColumn.new('writer.country.name', 'Country'),
      TextColumn.new('labels', 'Labels').setRelationLimit(1),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.export(['csv', 'xlsx']));
  }
}

/** The same without the ToMany: PostgreSQL may write its CSV itself (COPY), through the joins. */
@AsDataTable(Novel, { name: 'spec-novel-copy-export' })
export class SpecNovelCopyExportTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title'), TextColumn.new('writer', 'Writer'), TextColumn.new('writer.country.name', 'Country')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.export(['csv']));
  }
}

/** Labels, deletable: a change of rows the novels' table shows through a relation. */
@AsDataTable(Label, { name: 'spec-labels' })
export class SpecLabelTable extends AbstractDataTable<Label> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('name', 'Name')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete());
  }
}

/** The seeded rows, by what the specs name them. */
export const NOVELS = {
  countries: [{ id: 1, name: 'United Kingdom', code: 'GB' }, { id: 2, name: 'Argentina', code: 'AR' }, { id: 3, name: 'Nigeria', code: 'NG' }],
  portraits: [{ id: 1, caption: 'With a pipe' }],
  writers: [
    { id: 1, name: 'Tolkien', country: 1, portrait: 1 },
    { id: 2, name: 'Borges', country: 2 },
    { id: 3, name: 'Achebe', country: 3 },
    { id: 4, name: 'Anonymous' },
  ],
  labels: [{ id: 1, name: 'Fantasy' }, { id: 2, name: 'Classic' }, { id: 3, name: 'Short' }, { id: 4, name: 'Epic' }, { id: 5, name: 'Africa' }],
  novels: [
    { id: 1, title: 'The Hobbit', writer: 1, labels: [1, 2, 3, 4], pages: 310 },
    { id: 2, title: 'Ficciones', writer: 2, labels: [3, 2], pages: 174 },
    { id: 3, title: 'Things Fall Apart', writer: 3, labels: [2, 5], pages: 209 },
    { id: 4, title: 'Untitled', writer: null, labels: [], pages: null },
    { id: 5, title: 'The Silmarillion', writer: 1, labels: [1, 4], pages: 365 },
    { id: 6, title: 'Beowulf', writer: 4, labels: [4], pages: 90 },
  ],
} as const;

/** Empties the relation entities' tables and inserts {@link NOVELS}. */
export async function seedNovels(orm: MikroORM): Promise<void> {
  const em = orm.em.fork();
  await em.nativeDelete(Novel, {});
  await em.nativeDelete(Writer, {});
  await em.nativeDelete(Label, {});
  await em.nativeDelete(Portrait, {});
  await em.nativeDelete(Country, {});
  for (const country of NOVELS.countries) em.create(Country, country);
  for (const portrait of NOVELS.portraits) em.create(Portrait, portrait);
  await em.flush();
  for (const writer of NOVELS.writers) em.create(Writer, writer as never);
  for (const label of NOVELS.labels) em.create(Label, label as never);
  await em.flush();
  for (const novel of NOVELS.novels) em.create(Novel, { ...novel, labels: [...novel.labels] } as never);
  await em.flush();
}
