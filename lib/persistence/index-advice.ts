import { createHash } from 'node:crypto';
import type { EntityProperty, MetadataStorage } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { DataTableClass } from '../model/DataTableClass.js';
import { TableModel } from '../model/TableModel.js';
import { sqlTypeFamily } from './column-sql-type.js';
import { columnTypeName } from './integer-types.js';
import { scalarProperty } from './entity-metadata.js';
import { TableBinding } from './TableBinding.js';
import { qualifiedTableName, quoteIdentifier } from './table-name.js';

/** One statement of {@link indexAdvice}: the index's name (null for the extension), its DDL and why. */
export interface IndexStatement {
  name: string | null;
  sql: string;
  reason: string;
}

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

const LONGEST_NAME = 63;

/**
 * The DDL that serves an entity table's data requests: `pg_trgm` and a GIN trigram index per text
 * column searched with `contains`, a B-tree on `lower(col) text_pattern_ops` per text column searched
 * by `prefix` or `exact`, a B-tree on `(col, key)` per orderable column (ordering and ties in one
 * index), and a B-tree per number, date or choice column searched or filtered but not ordered (a
 * filter compares as the search does, so filterable columns get the same advice). Names are derived
 * from the table and column (`book_title_trgm_idx`); every statement says `IF NOT EXISTS`.
 * @example
 * for (const sql of indexStatements(BookTable, orm)) console.log(sql);
 */
export function indexAdvice(table: DataTableClass | TableModel, orm: IndexAdviceOrm, options: IndexAdviceOptions = {}): IndexAdvice {
  const model = table instanceof TableModel ? table : TableModel.fromClass(table);
  const binding = new TableBinding(model, orm.getMetadata());
  const meta = binding.meta;
  if (!meta) throw new ConfigurationError(`Table "${model.name}" is built by hand: its rows are searched in memory, no index serves them`);
  const relation = qualifiedTableName(meta, orm.config.get('schema'));
  const create = `CREATE INDEX${options.concurrently === false ? '' : ' CONCURRENTLY'} IF NOT EXISTS`;
  const keys = meta.primaryKeys.map((key) => (meta.properties[key as keyof typeof meta.properties] as EntityProperty).fieldNames[0]);
  const statements: IndexStatement[] = [];
  const notes: string[] = [];
  const add = (field: string, suffix: string, definition: string, reason: string) => {
    const name = indexName(meta.tableName, field, suffix);
    if (!statements.some((statement) => statement.name === name)) {
      statements.push({ name, sql: `${create} ${quoteIdentifier(name)} ON ${relation} ${definition};`, reason });
    }
  };
  for (const column of model.dataColumns) {
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
    if (flags.searchable || flags.filter) searchIndex(column, prop, { field, quoted, ordered: flags.orderable || isKey, filtered: !flags.searchable }, add, notes);
  }
  if (statements.some((statement) => statement.sql.includes('gin_trgm_ops'))) {
    statements.unshift({ name: null, sql: 'CREATE EXTENSION IF NOT EXISTS pg_trgm;', reason: 'trigram indexes serve ILIKE \'%term%\'' });
  }
  return { table: model.name, relation, statements, notes };
}

/** The SQL of {@link indexAdvice}, one statement per item: what a test or a migration applies. */
export function indexStatements(table: DataTableClass | TableModel, orm: IndexAdviceOrm, options: IndexAdviceOptions = {}): string[] {
  return indexAdvice(table, orm, options).statements.map((statement) => statement.sql);
}

type Add = (field: string, suffix: string, definition: string, reason: string) => void;

function searchIndex(
  column: AbstractColumn, prop: EntityProperty, at: { field: string; quoted: string; ordered: boolean; filtered: boolean }, add: Add, notes: string[],
): void {
  const family = sqlTypeFamily(prop);
  const name = `"${column.name}"`;
  const searched = at.filtered ? 'filtered' : 'searched';
  switch (column.kind) {
    case 'boolean':
      notes.push(`${name}: a boolean ${at.filtered ? 'filter' : 'search'} matches about half the rows, which no index speeds up`);
      return;
    case 'number':
    case 'choice':
    case 'date':
      if (column.kind === 'date' && family !== 'date') {
        notes.push(`${name}: a date search on a column that is not a date compares it as text, which no index serves`);
      } else if (!at.ordered) {
        add(at.field, 'search', `(${at.quoted})`, `${name} is ${searched} by ${at.filtered && column.kind !== 'choice' ? 'range' : 'equality'}`);
      }
      return;
    default:
      if (family !== 'text') {
        // Compared exactly (search-sql): a UUID or an integer by equality, any other type as its text.
        if (columnTypeName(prop) !== 'uuid' && family !== 'integer') {
          notes.push(`${name}: a text search on a column of type "${prop.columnTypes?.[0]}" compares it as text, which no index serves: setSearchable(false) on large tables`);
        } else if (!at.ordered) {
          add(at.field, 'search', `(${at.quoted})`, `${name} is ${searched} by equality (a ${columnTypeName(prop)} is compared exactly)`);
        }
      } else if (column.searchMode === 'contains') {
        add(at.field, 'trgm', `USING gin (${at.quoted} gin_trgm_ops)`, `${name} is ${searched} with "contains" (ILIKE '%term%')`);
      } else {
        add(at.field, 'lower', `(lower(${at.quoted}) text_pattern_ops)`, `${name} is ${searched} with "${column.searchMode}" (lower(col) LIKE 'term%' / = 'term')`);
      }
  }
}

/** `<table>_<column>_<suffix>_idx`, cut to PostgreSQL's 63 characters with a hash of the whole when longer. */
function indexName(table: string, field: string, suffix: string): string {
  const name = `${table}_${field}_${suffix}_idx`.toLowerCase().replace(/[^a-z0-9_]+/g, '_');
  if (name.length <= LONGEST_NAME) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, LONGEST_NAME - 9)}_${hash}`;
}
