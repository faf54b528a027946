import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import type { AdvisedIndexes } from './AdvisedIndexes.js';
import { keyColumn, type ColumnPath, type ToOneStep } from './column-path.js';
import { declaredIndexOn } from './declared-indexes.js';
import { sqlTypeFamily } from './column-sql-type.js';
import { searchIndex } from './search-index-advice.js';
import { quoteIdentifier } from './table-name.js';

/** What the data page does with a column on a path, as far as indexes go. */
export interface PathUse {
  searchable: boolean;
  orderable: boolean;
  /** Filtered: by the label's value (`writer.name`), or by related ids (a column naming the relation). */
  filtered: boolean;
}

/**
 * The indexes a column on a path needs (path-sql). Shown, a ToMany reads each row's related rows through
 * its owner column (a OneToMany's foreign key on the target's table, a pivot's first column), and an
 * inverse OneToOne joins on the other table's foreign key. Searched, filtered or ordered, every
 * condition is a subquery from the related rows back to the table's own row (and an ordering walks
 * them in order), so every link is looked up the other way too: the foreign key of each ManyToOne and
 * owning OneToOne (PostgreSQL indexes none by itself), a pivot's target column. Then the shown
 * property's search index, and its ordering's where the relations are required, on the table holding
 * it, named and defined as that table's own column would get them, so the advice of two tables never disagrees. A link the schema
 * already indexes (a pivot's primary key for its first column, a OneToOne's unique constraint) is noted,
 * not advised.
 */
export function relationIndexes(root: EntityMetadata, column: AbstractColumn, path: ColumnPath, use: PathUse, advised: AdvisedIndexes): void {
  const name = `"${column.name}"`;
  const looked = use.searchable || use.orderable || use.filtered;
  const link = (meta: EntityMetadata, field: string, why: string) => {
    const where = `${quoteIdentifier(meta.tableName)}.${quoteIdentifier(field)}`;
    const served = declaredIndexOn(meta, field);
    if (served) advised.note(`${name}: ${where} is served by ${served}`);
    else advised.on(meta)(field, 'fk', `(${quoteIdentifier(field)})`, `${name} ${why} ${where}, a foreign key (PostgreSQL indexes none by itself)`);
  };
  const back = 'is looked up from the related rows back through';
  let parent = root;
  for (const step of path.toOne) {
    // The owning side's foreign key is the parent's column; an inverse OneToOne's is the target's, joined on to show it.
    const owning = step.relation.kind === ReferenceKind.MANY_TO_ONE || step.relation.owner === true;
    if (!owning) link(step.target, step.targetColumn, `joins "${step.relation.name}" on`);
    else if (looked) link(parent, step.parentColumn, back);
    parent = step.target;
  }
  const many = path.toMany;
  if (many) {
    link(many.pivot ?? many.target, many.ownerColumn, `reads each row's "${many.relation.name}" through`);
    if (many.pivot && looked) link(many.pivot, many.targetColumn!, back);
  }
  if (!looked) return;
  // A column naming a relation filters by the related rows' ids: the links above serve it.
  const valueFiltered = use.filtered && path.relation === null;
  const holder = path.owner;
  const field = path.prop.fieldNames[0];
  const isKey = field === keyColumn(holder);
  const add = advised.on(holder);
  const shown = `"${holder.className}"."${path.prop.name}"`;
  // An index gives a joined ordering only where every row has its related row: PostgreSQL then walks the
  // related table in order and each one's rows by the foreign key. A left join keeps the rows without one,
  // and no index puts those in order: every matching row is sorted, whatever the page.
  const ordered = use.orderable && path.toMany === null && path.toOne.every(isRequired);
  if (ordered && !isKey) {
    add(field, 'order', `(${[field, keyColumn(holder)].map(quoteIdentifier).join(', ')})`, `${name} is orderable by ${shown}, through required relations`);
  } else if (use.orderable && path.toMany === null && !isKey) {
    advised.note(`${name}: an ordering by ${shown} through an optional relation sorts every matching row (rows without a related one are kept, and no index puts them in order): setOrderable(false) on large tables`);
  }
  if (use.searchable || valueFiltered) {
    const onHolder: typeof add = (f, suffix, definition, reason) => add(f, suffix, definition, `${reason}, on ${shown}`);
    searchIndex(column, path.prop, { field, quoted: quoteIdentifier(field), ordered: ordered || isKey, filtered: !use.searchable }, onHolder, (text) => advised.note(text));
  }
}

/**
 * The indexes of a column naming a relation for the options endpoint (its form field's picker, its
 * filter's: persistence/relation-options.ts), on the related table: the rows whose label contains the
 * typed text (`ILIKE '%term%'`: a trigram GIN), a page at a time in label then key order (a B-tree on
 * both). With both, PostgreSQL walks the order until a page matches when the text is common, or finds
 * the few rows first when it is rare. Named as the related table's own columns' indexes are, so the
 * advice of its own table never disagrees.
 */
export function optionsIndexes(column: AbstractColumn, path: ColumnPath, advised: AdvisedIndexes): void {
  const holder = path.owner;
  const field = path.prop.fieldNames[0];
  if (path.relation === null || field === keyColumn(holder)) return;
  const add = advised.on(holder);
  const quoted = quoteIdentifier(field);
  const lists = `"${column.name}"'s picker (GET /datatables/ajax/options) lists "${holder.className}" rows by ${quoted}`;
  add(field, 'order', `(${quoted}, ${quoteIdentifier(keyColumn(holder))})`, `${lists}, a page at a time`);
  if (sqlTypeFamily(path.prop) === 'text') add(field, 'trgm', `USING gin (${quoted} gin_trgm_ops)`, `${lists}, searched with ILIKE '%term%'`);
}

/** A ManyToOne or owning OneToOne that may not be null: every row has its related row. */
function isRequired(step: ToOneStep): boolean {
  return (step.relation.kind === ReferenceKind.MANY_TO_ONE || step.relation.owner === true) && step.relation.nullable !== true;
}
