import type { BulkAction } from './BulkAction.js';

/**
 * The bulk actions of a table, by name, in the order added (a second of one name replaces the first in
 * place). Declaring one gives the table its selection column.
 * @example
 * configureBulkActions(bulk: BulkActions) { return bulk.add(BulkAction.delete().undoable()); }
 */
export class BulkActions {
  private readonly byName = new Map<string, BulkAction>();

  /** Adds an action, or replaces the one of its name. */
  add(action: BulkAction): this {
    this.byName.set(action.name, action);
    return this;
  }

  /** Removes the action of this name, if any. */
  remove(name: string): this {
    this.byName.delete(name);
    return this;
  }

  /** The action of this name. */
  get(name: string): BulkAction | undefined {
    return this.byName.get(name);
  }

  get size(): number {
    return this.byName.size;
  }

  /** The actions in the order added. */
  all(): BulkAction[] {
    return [...this.byName.values()];
  }
}
