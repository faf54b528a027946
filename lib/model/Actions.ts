import type { Action } from './Action.js';
import type { ActionType } from './ActionType.js';

/** The default header of the action column, shown translated (`action.column`) in the request's locale. */
export const DEFAULT_ACTIONS_COLUMN_LABEL = 'Actions';

/**
 * The row actions of a table, at most one per {@link ActionType}, in the order they were added.
 * Adding a second action of a type replaces the first in place (its position is kept), so a
 * subclass can restyle an action its parent declared.
 * @example
 * actions.add(Action.edit()).add(Action.delete().askConfirmation('Sure?')).setColumnLabel('Manage');
 */
export class Actions {
  private readonly byType = new Map<ActionType, Action>();
  private _columnLabel = DEFAULT_ACTIONS_COLUMN_LABEL;

  /** Registers an action; one already registered for its type is replaced. */
  add(action: Action): this {
    this.byType.set(action.type, action);
    return this;
  }

  /** Removes the action of this type, if any. */
  remove(type: ActionType): this {
    this.byType.delete(type);
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
