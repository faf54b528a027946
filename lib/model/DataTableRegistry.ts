import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { TableMercureOptions } from './mercure-options.js';
import type { DataTableClass } from './DataTableClass.js';
import type { EntityTarget } from './Row.js';

/** How a table class is bound: its entity, its name and its decorator options. */
export interface DataTableBinding {
  readonly entity: EntityTarget;
  readonly name: string;
  readonly editModalTemplate: string | null;
  readonly editModalAdapter: string | null;
  readonly mercure?: TableMercureOptions | false | null;
}

/** The tables declared with `@AsDataTable`, by name. */
export class DataTableRegistry {
  private readonly byName = new Map<string, DataTableClass>();
  private readonly bindings = new WeakMap<DataTableClass, DataTableBinding>();

  /** Registers a table class; a second table under the same name is refused. */
  register(tableClass: DataTableClass, binding: DataTableBinding): this {
    if (this.byName.has(binding.name)) throw ConfigurationError.duplicateTable(binding.name);
    this.byName.set(binding.name, tableClass);
    this.bindings.set(tableClass, binding);
    return this;
  }

  /** The binding of a decorated class, if it was decorated. */
  bindingOf(tableClass: DataTableClass): DataTableBinding | undefined {
    return this.bindings.get(tableClass);
  }

  get(name: string): DataTableClass | undefined {
    return this.byName.get(name);
  }

  /** The registered classes in registration order. */
  all(): DataTableClass[] {
    return [...this.byName.values()];
  }

  /** Forgets one table (for tests that declare tables of their own). */
  unregister(name: string): void {
    this.byName.delete(name);
  }
}

/** The registry `@AsDataTable` writes to and `dataTablesRouter` reads by default. */
export const dataTableRegistry = new DataTableRegistry();
