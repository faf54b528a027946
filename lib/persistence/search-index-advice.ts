import type { EntityProperty } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import type { AddIndex } from './AdvisedIndexes.js';
import { sqlTypeFamily } from './column-sql-type.js';
import { columnTypeName } from './integer-types.js';

/** Where a searched property is stored, and what already serves it. */
export interface SearchedField {
  field: string;
  quoted: string;
  /** An index leading with the field exists or is advised (its ordering's, or the key's): equality needs no other. */
  ordered: boolean;
  /** Filtered only, not searched: the reason says "filtered". */
  filtered: boolean;
}

/**
 * The index a column's search (or filter: it compares as the search does) needs on the property it
 * compares, by the column's kind and search mode: a trigram GIN for `contains`, `lower(col)
 * text_pattern_ops` for `prefix` and `exact`, a B-tree for numbers, dates and choices; or a note on why none helps.
 */
export function searchIndex(column: AbstractColumn, prop: EntityProperty, at: SearchedField, add: AddIndex, note: (text: string) => void): void {
  const family = sqlTypeFamily(prop);
  const name = `"${column.name}"`;
  const searched = at.filtered ? 'filtered' : 'searched';
  switch (column.kind) {
    case 'boolean':
      note(`${name}: a boolean ${at.filtered ? 'filter' : 'search'} matches about half the rows, which no index speeds up`);
      return;
    case 'number':
    case 'choice':
    case 'date':
      if (column.kind === 'date' && family !== 'date') {
        note(`${name}: a date search on a column that is not a date compares it as text, which no index serves`);
      } else if (!at.ordered) {
        add(at.field, 'search', `(${at.quoted})`, `${name} is ${searched} by ${at.filtered && column.kind !== 'choice' ? 'range' : 'equality'}`);
      }
      return;
    default:
      if (family !== 'text') {
        // Compared exactly (search-sql): a UUID or an integer by equality, any other type as its text.
        if (columnTypeName(prop) !== 'uuid' && family !== 'integer') {
          note(`${name}: a text search on a column of type "${prop.columnTypes?.[0]}" compares it as text, which no index serves: setSearchable(false) on large tables`);
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
