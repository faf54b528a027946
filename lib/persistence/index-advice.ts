import type { EntityProperty, MetadataStorage } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { DataTableClass } from '../model/DataTableClass.js';
import { TableModel } from '../model/TableModel.js';
import { AdvisedIndexes, type IndexStatement } from './AdvisedIndexes.js';
import { scalarProperty } from './entity-metadata.js';
import { writableRelation } from '../form/relation-field.js';
import { optionsIndexes, relationIndexes, type PathUse } from './relation-index-advice.js';
import { searchIndex } from './search-index-advice.js';
import { TableBinding } from './TableBinding.js';
import { qualifiedTableName, quoteIdentifier } from './table-name.js';

export type { IndexStatement } from './AdvisedIndexes.js';

/** The indexes a table's searches and orderings need, and the columns no index can serve. */
export interface IndexAdvice {
  table: string;
  /** The entity's table, qualified: `"public"."book"`. */
  relation: string;
  statements: IndexStatement[];
  /** Searchable or orderable columns left without an index, and why. */
  notes: string[];
}

/** Options of {@link indexAdvice}. */
export interface IndexAdviceOptions {
  /** `CREATE INDEX CONCURRENTLY` (default true): builds without blocking writes, outside a transaction only. */
  concurrently?: boolean;
}

/** The ORM as far as index advice needs it: its metadata and its default schema. */
export type IndexAdviceOrm = { getMetadata(): MetadataStorage; config: { get(key: 'schema'): string | undefined } };

/**
 * The DDL that serves an entity table's data requests: `pg_trgm` and a GIN trigram index per text
 * column searched with `contains`, a B-tree on `lower(col) text_pattern_ops` per text column searched
 * by `prefix` or `exact`, a B-tree on `(col, key)` per orderable column (ordering and ties in one
 * index), and a B-tree per number, date or choice column searched or filtered but not ordered (a
 * filter compares as the search does, so filterable columns get the same advice). A column on a relation
 * (`author.name`, `author`, `tags`) gets the index of each link it follows (a foreign key, a pivot's
 * columns) unless the schema has one, and its shown property's search and ordering indexes on the table
 * holding it; a column naming a relation, the related table's label indexes its picker's options search
 * and paging need. Names are derived from the table and column (`book_title_trgm_idx`); every statement says
 * `IF NOT EXISTS`.
 * @example
 * for (const sql of indexStatements(BookTable, orm)) console.log(sql);
 */
export function indexAdvice(table: DataTableClass | TableModel, orm: IndexAdviceOrm, options: IndexAdviceOptions = {}): IndexAdvice {
  const model = table instanceof TableModel ? table : TableModel.fromClass(table);
  const binding = new TableBinding(model, orm.getMetadata());
  const meta = binding.meta;
  if (!meta) throw new ConfigurationError(`Table "${model.name}" is built by hand: its rows are searched in memory, no index serves them`);
  const relation = qualifiedTableName(meta, orm.config.get('schema'));
  const keys = meta.primaryKeys.map((key) => (meta.properties[key as keyof typeof meta.properties] as EntityProperty).fieldNames[0]);
  const advised = new AdvisedIndexes(orm.config.get('schema'), options.concurrently !== false);
  const add = advised.on(meta);
  for (const column of model.dataColumns) {
    const path = binding.pathOf(column.name);
    if (path) {
      relationIndexes(meta, column, path, pathUse(binding, column, path.toMany !== null), advised);
      if (pickedFrom(binding, column)) optionsIndexes(column, path, advised);
      continue;
    }
    const flags = binding.flagsOf(column);
    const prop = scalarProperty(meta, column.name);
    if (!prop || (!flags.searchable && !flags.orderable && !flags.filter)) continue;
    const field = prop.fieldNames[0];
    const quoted = quoteIdentifier(field);
    const isKey = keys.length === 1 && keys[0] === field;
    if (flags.orderable && !isKey) {
      add(field, 'order', `(${[quoted, ...keys.filter((key) => key !== field).map(quoteIdentifier)].join(', ')})`, `"${column.name}" is orderable (the key breaks ties)`);
    }
    // A filter compares as the column's search does: the same index serves both.
    if (flags.searchable || flags.filter) {
      searchIndex(column, prop, { field, quoted, ordered: flags.orderable || isKey, filtered: !flags.searchable }, add, (text) => advised.note(text));
    }
  }
  const statements = [...advised.statements];
  if (statements.some((statement) => statement.sql.includes('gin_trgm_ops'))) {
    statements.unshift({ name: null, relation: null, sql: 'CREATE EXTENSION IF NOT EXISTS pg_trgm;', reason: 'trigram indexes serve ILIKE \'%term%\'' });
  }
  return { table: model.name, relation, statements, notes: advised.notes };
}

/**
 * How the data page uses a column on a path: searched and ordered unless it says otherwise (a ToMany is
 * never ordered: it has no one value per row), filtered when it says so. The binding's flags say the same
 * once it resolves them for paths; until then it reports a path column as unstored (false), hence the
 * column's own declarations here.
 */
function pathUse(binding: TableBinding, column: AbstractColumn, many: boolean): PathUse {
  const flags = binding.flagsOf(column);
  return {
    searchable: flags.searchable || column.searchable === null,
    orderable: !many && (flags.orderable || column.orderable === null),
    filtered: flags.filter !== null || column.filterable,
  };
}

/**
 * Whether the browser asks the options endpoint for a column's related rows: its filter's picker, or its
 * edit or create form field's (a relation the form writes, in a table with that action).
 */
function pickedFrom(binding: TableBinding, column: AbstractColumn): boolean {
  if (binding.flagsOf(column).filter !== null || column.filterable) return true;
  const meta = binding.meta!;
  return writableRelation(column, meta) !== null && (binding.mutation('edit') !== undefined || binding.mutation('create') !== undefined);
}

/** The SQL of {@link indexAdvice}, one statement per item: what a test or a migration applies. */
export function indexStatements(table: DataTableClass | TableModel, orm: IndexAdviceOrm, options: IndexAdviceOptions = {}): string[] {
  return indexAdvice(table, orm, options).statements.map((statement) => statement.sql);
}
