import type { Action } from './Action.js';
import type { ActionType } from './ActionType.js';

/** The default header of the action column, shown translated (`action.column`) in the request's locale. */
export const DEFAULT_ACTIONS_COLUMN_LABEL = 'Actions';

/**
 * The actions of a table, at most one per built-in {@link ActionType} and one per name of the
 * application's (`Action.new(name, ...)`), in the order they were added. Adding a second action of a
 * type (or name) replaces the first in place (its position is kept), so a subclass can restyle an
 * action its parent declared.
 * @example
 * actions.add(Action.edit()).add(Action.delete().askConfirmation('Sure?')).setColumnLabel('Manage');
 */
export class Actions {
  /** By `action.key`: a built-in action's type (upper-case), an application's action's name (lower-case). */
  private readonly byType = new Map<string, Action>();
  private _columnLabel = DEFAULT_ACTIONS_COLUMN_LABEL;

  /** Registers an action; one already registered for its type (or name) is replaced. */
  add(action: Action): this {
    this.byType.set(action.key, action);
    return this;
  }

  /** Removes the built-in action of this type, or the application's action of this name, if any. */
  remove(typeOrName: ActionType | string): this {
    this.byType.delete(typeOrName);
    return this;
  }

  /** Sets the header of the action column (default `Actions`). */
  setColumnLabel(label: string): this {
    this._columnLabel = label;
    return this;
  }

  get columnLabel(): string {
    return this._columnLabel;
  }

  /** The action of this type, if registered. */
  get(type: ActionType): Action | undefined {
    return this.byType.get(type);
  }

  /** The application's action of this name (`Action.new(name, ...)`), if registered. */
  named(name: string): Action | undefined {
    const action = this.byType.get(name);
    return action?.name === name ? action : undefined;
  }

  has(type: ActionType): boolean {
    return this.byType.has(type);
  }

  get size(): number {
    return this.byType.size;
  }

  /** The actions in display order. */
  all(): Action[] {
    return [...this.byType.values()];
  }

  [Symbol.iterator](): Iterator<Action> {
    return this.byType.values();
  }
}
