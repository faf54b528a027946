import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AbstractDataTable } from '../../lib/model/AbstractDataTable.js';
import { Action } from '../../lib/model/Action.js';
import type { Actions } from '../../lib/model/Actions.js';
import { DataTableRegistry } from '../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../lib/model/TableModel.js';
import {
  BooleanColumn, ChoiceColumn, DateColumn, NumberColumn, TemplateColumn, TextColumn, UrlColumn,
} from '../../lib/index.js';
import type { AbstractColumn } from '../../lib/column/AbstractColumn.js';

/** An entity with one property of each kind the edit form maps. */
export const Article = defineEntity({
  name: 'FormArticle',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(100),
    notes: p.text().nullable(),
    status: p.enum(['draft', 'published', 'archived']),
    featured: p.boolean().default(false),
    publishedOn: p.date().nullable(),
    reviewedAt: p.datetime().nullable(),
    pages: p.integer().nullable(),
    rank: p.smallint().nullable(),
    price: p.decimal().precision(8).scale(2).nullable(),
    score: p.double().nullable(),
    priority: p.integer().default(3),
    secret: p.string().length(20).nullable(),
    website: p.string().nullable(),
    version: p.integer().version(),
  },
});

export type Article = InferEntity<typeof Article>;

/** The columns of the article table: every form mapping row, and columns the form must leave out. */
export function articleColumns(): AbstractColumn[] {
  return [
    NumberColumn.new('id', 'ID'),
    TextColumn.new('title', 'Title'),
    TextColumn.new('notes', 'Notes').setType('html'),
    ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published', archived: 'Archived' }),
    BooleanColumn.new('featured', 'Featured').renderAsSwitch(),
    DateColumn.new('publishedOn', 'Published on').setDateFormat('DD/MM/YYYY'),
    DateColumn.new('reviewedAt', 'Reviewed at'),
    NumberColumn.new('pages', 'Pages'),
    NumberColumn.new('rank', 'Rank'),
    NumberColumn.new('price', 'Price').setType('num-fmt'),
    NumberColumn.new('score', 'Score'),
    NumberColumn.new('priority', 'Priority'),
    TextColumn.new('secret', 'Secret').hideWhenUpdating(),
    TemplateColumn.new('preview', 'Preview').setTemplate('preview.html.ejs'),
    UrlColumn.new('website', 'Website'),
    TextColumn.new('authorName', 'Author'),
    NumberColumn.new('version', 'Version'),
  ];
}

/** The article table as a class, so that it may define `configureFieldRules()`. */
export class ArticleTable extends AbstractDataTable<Article> {
  configureColumns(): AbstractColumn[] {
    return articleColumns();
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit()).add(Action.delete());
  }
}

/** Resolves a table class bound to Article, through a registry of its own (no global registration). */
export function articleTable(tableClass: new () => AbstractDataTable = ArticleTable, name = 'articles'): TableModel {
  const registry = new DataTableRegistry();
  registry.register(tableClass, { entity: Article, name, editModalTemplate: null, editModalAdapter: null });
  return TableModel.fromClass(tableClass, registry);
}
