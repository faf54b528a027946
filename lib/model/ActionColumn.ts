import { Actions } from './Actions.js';
import { AbstractColumn, type ColumnType } from '../column/AbstractColumn.js';

/**
 * The column of row action buttons. Tables extending `AbstractDataTable` get one named `actions`
 * automatically; tables built by hand add one with {@link ActionColumn.fromActions}. It lives beside
 * `Actions` in model/, not in column/: columns never import the model above them.
 */
export class ActionColumn extends AbstractColumn {
  readonly kind = 'action';
  protected readonly allowedTypes: readonly ColumnType[] = ['html'];
  private _actions = new Actions();

  /** A column showing these actions, under a name and header of the caller's choice. */
  static fromActions(name: string, label: string, actions: Actions): ActionColumn {
    return ActionColumn.new(name, label).setActions(actions);
  }

  setActions(actions: Actions): this {
    this._actions = actions;
    return this;
  }

  get actions(): Actions {
    return this._actions;
  }

  override get holdsData(): boolean {
    return false;
  }
}
