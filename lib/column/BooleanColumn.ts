import { AbstractColumn, type ColumnType } from './AbstractColumn.js';

/** A true/false value, shown as Yes/No or as a switch; edited with a checkbox. */
export class BooleanColumn extends AbstractColumn {
  readonly kind = 'boolean';
  protected readonly allowedTypes: readonly ColumnType[] = ['num', 'string'];
  private _renderAsSwitch = false;

  /** Shows the value as a (read-only) switch instead of Yes/No. */
  renderAsSwitch(asSwitch = true): this {
    this._renderAsSwitch = asSwitch;
    return this;
  }

  get rendersAsSwitch(): boolean {
    return this._renderAsSwitch;
  }

  protected override viewOptions(): Record<string, unknown> {
    return { renderAsSwitch: this._renderAsSwitch };
  }
}
