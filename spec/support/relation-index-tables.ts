import { DataTable, NumberColumn, TextColumn, type AbstractColumn } from '../../lib/index.js';
import { TableModel } from '../../lib/model/TableModel.js';
import type { EntityTarget } from '../../lib/model/Row.js';
import { Label, Novel, Writer } from './relation-entities.js';
import { Edition } from './relation-index-entities.js';

function entityTable(name: string, entity: EntityTarget, columns: AbstractColumn[]): TableModel {
  return new TableModel({ name, columns, options: new DataTable(), source: { kind: 'entity', entity, mapRow: (row) => ({ ...(row as object) }) } });
}

/**
 * The index advice's tables over the relation specs' entities: every kind of link a column may
 * follow, optional and required, two columns sharing a step (`writer`, `writer.country.name`), every search mode.
 */
export const relationIndexTables = () => [
  entityTable('novels', Novel, [
    NumberColumn.new('id', 'ID'),
    TextColumn.new('title', 'Title'),
    TextColumn.new('writer', 'Writer'), // its name, searched with "contains"
    TextColumn.new('writer.country.name', 'Country').setSearchMode('prefix'),
    TextColumn.new('writer.email', 'Email').setSearchable(false).setOrderable(false), // shown only: no index
    TextColumn.new('labels', 'Labels').setSearchMode('exact'),
  ]),
  entityTable('writers', Writer, [
    NumberColumn.new('id', 'ID'),
    TextColumn.new('name', 'Name'),
    TextColumn.new('portrait', 'Portrait').setRelationLabel('caption').setOrderable(false),
    TextColumn.new('novels', 'Novels'),
  ]),
  entityTable('labels', Label, [NumberColumn.new('id', 'ID'), TextColumn.new('name', 'Name'), TextColumn.new('novels', 'Novels').setSearchable(false)]),
  entityTable('editions', Edition, [NumberColumn.new('id', 'ID'), TextColumn.new('isbn', 'ISBN').setSearchMode('exact'), TextColumn.new('novel', 'Novel')]),
];
