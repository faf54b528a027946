import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { AbstractDataTable, AsDataTable, BooleanColumn, NumberColumn, TextColumn, type DataTable } from '../../lib/index.js';
import { Label, Novel, Writer } from './relation-entities.js';
import { seedNovels } from './novel-tables.js';

/** Novels whose details show a column, a path, the writer's other novels and the labels (a ToMany no column shows). */
@AsDataTable(Novel, { name: 'spec-novel-details' })
export class SpecNovelDetailsTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title'), TextColumn.new('writer', 'Writer'), NumberColumn.new('pages', 'Pages')];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setDetails(['title', 'writer', 'writer.country.name', 'writer.novels', 'labels', 'pages']);
  }
}

/** The same novels, their details from the application's template (`details/novel.html.ejs`), the writer's novels populated. */
@AsDataTable(Novel, { name: 'spec-novel-details-template' })
export class SpecNovelTemplateDetailsTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title')];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setDetails('details/novel.html.ejs', { populate: ['writer.novels'] });
  }
}

/** The novels without details: a details token of theirs names nothing to show. */
@AsDataTable(Novel, { name: 'spec-novel-no-details' })
export class SpecNovelNoDetailsTable extends AbstractDataTable<Novel> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title')];
  }
}

/** A file, archived or not: the ORM's filter `live` keeps the archived ones out of every read. */
export const Dossier = defineEntity({
  name: 'Dossier',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(80),
    archived: p.boolean().default(false),
  },
  filters: { live: { name: 'live', cond: { archived: false }, default: true } },
});
export type Dossier = InferEntity<typeof Dossier>;

/** Dossiers with details: an archived one is outside the table's scope. */
@AsDataTable(Dossier, { name: 'spec-dossier-details' })
export class SpecDossierDetailsTable extends AbstractDataTable<Dossier> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title'), BooleanColumn.new('archived', 'Archived')];
  }

  override configureDataTable(table: DataTable): DataTable {
    return table.setDetails(['title', 'archived']);
  }
}

/** Every table of the details specs. */
export const DETAILS_TABLES = [SpecNovelDetailsTable, SpecNovelTemplateDetailsTable, SpecNovelNoDetailsTable, SpecDossierDetailsTable];

/** A title and a writer's name that are markup: the details must show them as text. */
export const HOSTILE_TITLE = '<script>alert("t")</script>&amp;';
export const HOSTILE_WRITER = '"><img src=x onerror=alert(1)>';

/**
 * The novels (spec/support/novel-tables.ts), novel 7 with a hostile title by writer 5 (a hostile name, no other
 * novel), and dossiers 1 (live) and 2 (archived).
 */
export async function seedDetails(orm: MikroORM): Promise<void> {
  await seedNovels(orm);
  const em = orm.em.fork();
  em.create(Writer, { id: 5, name: HOSTILE_WRITER } as never);
  await em.flush();
  em.create(Novel, { id: 7, title: HOSTILE_TITLE, writer: 5, labels: [], pages: 1 } as never);
  await em.nativeDelete(Dossier, {}, { filters: false });
  em.create(Dossier, { id: 1, title: 'Open case', archived: false });
  em.create(Dossier, { id: 2, title: 'Closed case', archived: true });
  await em.flush();
}

export { Label, Novel, Writer };
