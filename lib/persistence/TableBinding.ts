import type { EntityMetadata, EntityProperty, MetadataStorage } from '@mikro-orm/core';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { Action } from '../model/Action.js';
import { ActionType } from '../model/ActionType.js';
import type { Row } from '../model/Row.js';
import type { TableModel } from '../model/TableModel.js';
import type { ColumnFilterView, RelatedColumnView } from '../wire/page-view.js';
import { sqlTypeFamily, type SqlTypeFamily } from './column-sql-type.js';
import { describeEntity, findEntityMetadata, scalarProperty } from './entity-metadata.js';
import { columnTypeName } from './integer-types.js';
import { checkTotals } from './totals-binding.js';
import { checkGrouping } from './grouping-binding.js';
import { checkReorder } from './reorder-binding.js';
import { checkDetails, type DetailsBinding } from './details-binding.js';
import { ColumnPaths, type ColumnPath } from './column-path.js';

/** Search and order flags of a column, as resolved for this table, and what its property says of its display. */
export interface ColumnFlags {
  searchable: boolean;
  orderable: boolean;
  /** The scale of a decimal property (`numeric(8, 2)`: 2), which a number column shows; null for others. */
  decimals: number | null;
  /** The column's filter as the browser offers it (`setFilterable()`); null: none. */
  filter: ColumnFilterView | null;
  /** A column on a relation: whether it is a ToMany and whether it names the relation itself; absent for any other. */
  related?: RelatedColumnView;
}

/** The SQL types a filter of each kind compares (a text filter takes any: a column that is not text is compared exactly). */
const FILTER_FAMILIES: Partial<Record<ColumnFilterView['kind'], readonly SqlTypeFamily[]>> = {
  number: ['integer', 'numeric'],
  date: ['date'],
  boolean: ['boolean'],
};

/** A delete, edit or create action bound to its entity: what to load (or create), by which property. */
export interface ActionBinding {
  readonly action: Action;
  readonly meta: EntityMetadata;
  /** Entity property the identifier sent by the browser is matched against. */
  readonly lookup: EntityProperty;
}

/** The mutations a table can declare. */
export type MutationKind = 'delete' | 'edit' | 'create';

/** Every {@link MutationKind}, each the action type that declares it. */
export const MUTATION_ACTIONS: Readonly<Record<MutationKind, ActionType>> = { delete: ActionType.Delete, edit: ActionType.Edit, create: ActionType.Create };

/**
 * A table checked against the ORM's metadata, once, when the router is built: its entity, which
 * columns SQL may search and order by, and the entity each delete/edit action works on. Every
 * mismatch is a `ConfigurationError` quoting the table, column and entity.
 */
export class TableBinding {
  /** The table's own entity (null for tables built by hand). */
  readonly meta: EntityMetadata | null;
  private readonly flags = new Map<AbstractColumn, ColumnFlags>();
  private readonly mutations = new Map<MutationKind, ActionBinding>();
  /** The application's row actions (`Action.new(name, ...)`), bound like an edit, by name. */
  private readonly ownActions = new Map<string, ActionBinding>();
  private replicateBinding: ActionBinding | undefined;
  /** The columns on relations of an entity table (`author.name`, `tags`); null for tables built by hand. */
  readonly paths: ColumnPaths | null;
  /** `setReorderable(column)`: the property holding each row's place; null: rows are not moved. */
  readonly reorder: EntityProperty | null;
  /** `setDetails(...)`: the fields a row's details show and what the row is loaded with; null: none. */
  readonly details: DetailsBinding | null;

  constructor(readonly table: TableModel, metadata: MetadataStorage) {
    this.meta = table.source.kind === 'entity' ? requireMeta(metadata, table.source.entity, `Table "${table.name}" is bound to`) : null;
    this.paths = this.meta ? new ColumnPaths(this.meta, metadata, table.name) : null;
    if (this.paths) for (const column of table.dataColumns) this.paths.add(column);
    for (const column of table.columns) this.flags.set(column, this.resolveFlags(column));
    this.refuseDisplayIfOnRelations();
    checkGrouping(this);
    for (const kind of Object.keys(MUTATION_ACTIONS) as MutationKind[]) {
      const action = table.action(MUTATION_ACTIONS[kind]);
      if (action) this.mutations.set(kind, this.bindAction(action, metadata));
    }
    for (const action of table.actions?.all() ?? []) {
      if (action.type === ActionType.Action) this.ownActions.set(action.name!, this.bindAction(action, metadata));
      if (action.type === ActionType.Replicate) this.replicateBinding = this.bindAction(action, metadata);
    }
    this.reorder = checkReorder(this);
    this.details = checkDetails(this, metadata);
  }

  get name(): string {
    return this.table.name;
  }

  /** Resolved flags of a column (false for columns of another table). */
  flagsOf(column: AbstractColumn): ColumnFlags {
    return this.flags.get(column) ?? { searchable: false, orderable: false, decimals: null, filter: null };
  }

  /** The path of a column on a relation (`author.name`, `author`, `tags`); undefined for any other column. */
  pathOf(name: string): ColumnPath | undefined {
    return this.paths?.of(name);
  }

  /** The delete, edit or create action, bound; undefined when the table does not declare it. */
  mutation(kind: MutationKind): ActionBinding | undefined {
    return this.mutations.get(kind);
  }

  /** The application's row action of this name, bound; undefined when the table declares none so named. */
  ownAction(name: string): ActionBinding | undefined {
    return this.ownActions.get(name);
  }

  /** `Action.replicate()`, bound (the row the create form is filled from); undefined when the table does not declare it. */
  replicateAction(): ActionBinding | undefined {
    return this.replicateBinding;
  }

  /** Whether the table declares any action of the application's (its rows then carry `_version`). */
  get hasOwnActions(): boolean {
    return this.ownActions.size > 0;
  }

  /** The identifier the browser sends back for an action: from the entity (entity tables) or the row. */
  identifierOf(action: Action, entity: object | null, row: Row): unknown {
    if (this.table.source.kind === 'manual') return row[action.idField ?? this.table.source.idField];
    const key = action.idField ?? this.meta!.primaryKeys[0];
    return (entity as Record<string, unknown>)[key];
  }

  /**
   * `displayIf` is checked again on the server against the row as stored (in SQL, or on the loaded entity),
   * where a column on a relation has no value of the row's own: such a condition is refused here.
   */
  private refuseDisplayIfOnRelations(): void {
    const conditions = [
      ...[...(this.table.actions?.all() ?? [])].map((action) => ({ by: action.type as string, condition: action.displayCondition })),
      ...[...(this.table.bulkActions?.all() ?? [])].map((action) => ({ by: `bulk "${action.name}"`, condition: action.displayCondition })),
    ];
    for (const { by, condition } of conditions) {
      if (condition && this.pathOf(condition.field)) {
        throw new ConfigurationError(`Action ${by} of table "${this.name}" is shown by displayIf on "${condition.field}", a column on a relation: test a property of the row itself`);
      }
    }
  }

  private resolveFlags(column: AbstractColumn): ColumnFlags {
    const stored = this.isStored(column);
    const resolve = (explicit: boolean | null, what: string): boolean => {
      if (explicit === true && !stored) {
        throw new ConfigurationError(
          `Column "${column.name}" of table "${this.name}" is marked ${what}, but ${this.meta ? `entity "${this.meta.className}" has no stored property "${column.name}"` : 'it holds no data'}`,
        );
      }
      return explicit ?? stored;
    };
    const path = this.pathOf(column.name);
    const prop = path ? path.prop : this.meta && column.holdsData ? scalarProperty(this.meta, column.name) : undefined;
    // A ToMany has no one value per row to order by.
    if (path?.toMany && column.orderable === true) {
      throw new ConfigurationError(`Column "${column.name}" of table "${this.name}" is marked orderable, but it shows the many rows of relation "${path.toMany.relation.name}"`);
    }
    const flags: ColumnFlags = {
      searchable: resolve(column.searchable, 'searchable'),
      orderable: path?.toMany ? false : resolve(column.orderable, 'orderable'),
      decimals: decimalScale(prop),
      filter: column.filterable && resolve(true, 'filterable') ? (path?.relation ? { kind: 'relation' } : this.filterOf(column, prop)) : null,
    };
    if (path) flags.related = { many: path.toMany !== null, relation: path.relation !== null };
    checkTotals(this.name, column, this.isStored(column), prop, path, (this.meta?.primaryKeys.length ?? 1) > 1);
    return flags;
  }

  /** The column's filter, refused when its kind has none or its stored type cannot be compared that way. */
  private filterOf(column: AbstractColumn, prop: EntityProperty | undefined): ColumnFilterView {
    const filter = column.filterView(prop !== undefined && /^(timestamp|timestamptz|datetime)/.test(columnTypeName(prop)));
    if (!filter) throw new ConfigurationError(`Column "${column.name}" of table "${this.name}" is marked filterable, but a ${column.kind} column has no filter`);
    const families = FILTER_FAMILIES[filter.kind];
    const entity = this.pathOf(column.name)?.owner ?? this.meta;
    if (prop && families && !families.includes(sqlTypeFamily(prop))) {
      throw new ConfigurationError(
        `Column "${column.name}" of table "${this.name}" filters ${filter.kind} values, but property "${prop.name}" of entity "${entity!.className}" is stored as "${columnTypeName(prop)}"`,
      );
    }
    return filter;
  }

  private isStored(column: AbstractColumn): boolean {
    if (!column.holdsData) return false;
    return this.meta ? scalarProperty(this.meta, column.name) !== undefined || this.pathOf(column.name) !== undefined : true;
  }

  private bindAction(action: Action, metadata: MetadataStorage): ActionBinding {
    const target = this.table.entityOf(action)!;
    const meta = requireMeta(metadata, target, `Action "${action.key}" of table "${this.name}" works on`);
    if (meta.primaryKeys.length !== 1) {
      throw new ConfigurationError(
        `Action "${action.type}" of table "${this.name}" works on entity "${meta.className}", whose composite primary key is not supported`,
      );
    }
    const byIdField = action.idField === null ? undefined : scalarProperty(meta, action.idField);
    if (action.idField !== null && !byIdField && this.table.source.kind === 'entity') {
      throw new ConfigurationError(
        `Action "${action.type}" of table "${this.name}" names its rows by "${action.idField}", which is not a stored property of entity "${meta.className}"`,
      );
    }
    const lookup = byIdField ?? (meta.properties[meta.primaryKeys[0] as keyof typeof meta.properties] as EntityProperty);
    return { action, meta, lookup };
  }
}

/** The scale of a `numeric`/`decimal` property, as MikroORM's metadata gives it; null for any other. */
function decimalScale(prop: EntityProperty | undefined): number | null {
  if (!prop) return null;
  const columnType = String(prop.columnTypes?.[0] ?? '').toLowerCase();
  const decimal = /^(numeric|decimal)/.test(columnType) || String(prop.type ?? '').toLowerCase().replace(/type$/, '') === 'decimal';
  return decimal && typeof prop.scale === 'number' ? prop.scale : null;
}

function requireMeta(metadata: MetadataStorage, target: Parameters<typeof findEntityMetadata>[1], subject: string): EntityMetadata {
  const meta = findEntityMetadata(metadata, target);
  if (!meta) {
    throw new ConfigurationError(
      `${subject} entity "${describeEntity(target)}", which MikroORM does not know: add it to the ORM's entities`,
    );
  }
  return meta;
}
