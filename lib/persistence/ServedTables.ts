import type { MetadataStorage } from '@mikro-orm/core';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { DataTableClass } from '../model/DataTableClass.js';
import { TableModel } from '../model/TableModel.js';
import { MUTATION_ACTIONS, TableBinding, type MutationKind } from './TableBinding.js';

/**
 * The tables one router serves, each bound to the ORM's metadata once: by name (what tokens carry),
 * by class and by model (what the page helper is given), and by entity (what the seed's `entity`
 * field names).
 */
export class ServedTables {
  private readonly byName = new Map<string, TableBinding>();
  private readonly byClass = new Map<DataTableClass, TableBinding>();
  private readonly byModel = new Map<TableModel, TableBinding>();
  /** Class names of every entity some table or action binds. */
  private readonly entities = new Set<string>();

  constructor(tables: Iterable<DataTableClass | TableModel>, private readonly metadata: MetadataStorage) {
    for (const table of tables) this.add(table);
  }

  /** Every served table, in the order given. */
  all(): IterableIterator<TableBinding> {
    return this.byName.values();
  }

  /** A served table by name, class or model; undefined when this router does not serve it. */
  find(table: string | DataTableClass | TableModel): TableBinding | undefined {
    if (typeof table === 'string') return this.byName.get(table);
    if (table instanceof TableModel) return this.byModel.get(table) ?? this.byName.get(table.name);
    return this.byClass.get(table);
  }

  /** Whether some served table or action binds the entity of this class name. */
  bindsEntity(entityName: string): boolean {
    return this.entities.has(entityName);
  }

  /**
   * The tables showing rows of this entity through a relation (a column on a path through it, or
   * aggregating it, or its pivot): a change of such a row changes what they show.
   */
  showingThrough(entityName: string): TableBinding[] {
    return [...this.byName.values()].filter((binding) => binding.paths?.entities.has(entityName) === true);
  }

  /** The tables declaring a delete, edit or create action on the entity of this class name. */
  declaring(entityName: string, kind: MutationKind): TableBinding[] {
    return [...this.byName.values()].filter((binding) => binding.mutation(kind)?.meta.className === entityName);
  }

  private add(table: DataTableClass | TableModel): void {
    const model = table instanceof TableModel ? table : TableModel.fromClass(table);
    if (this.byName.has(model.name)) throw ConfigurationError.duplicateTable(model.name);
    const binding = new TableBinding(model, this.metadata);
    this.byName.set(model.name, binding);
    this.byModel.set(model, binding);
    if (!(table instanceof TableModel)) this.byClass.set(table, binding);
    if (binding.meta) this.entities.add(binding.meta.className);
    for (const kind of Object.keys(MUTATION_ACTIONS) as MutationKind[]) {
      const action = binding.mutation(kind);
      if (action) this.entities.add(action.meta.className);
    }
  }
}
