import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { ColumnFilterView, ColumnView } from '../wire/page-view.js';
import { AbstractColumn, type ColumnType } from './AbstractColumn.js';

/** The most decimals a number column shows (what every browser's `Intl.NumberFormat` accepts). */
const MAX_DECIMALS = 20;

/**
 * A numeric value; type `num` (default) or `num-fmt`. Edited with a number input. Shown with the
 * page's decimal separator and, bound to a decimal property, its scale's decimals (`numeric(8, 2)`:
 * `20` shows as `20.00`); {@link setDecimals} says how many for any other.
 */
export class NumberColumn extends AbstractColumn {
  readonly kind = 'number';
  protected readonly allowedTypes: readonly ColumnType[] = ['num', 'num-fmt'];
  private _decimals: number | null = null;

  /**
   * Shows exactly this many decimals (0 to 20), rounding the value shown, never the value stored.
   * @example NumberColumn.new('price', 'Price').setDecimals(2) // 4.5 -> 4.50
   */
  setDecimals(decimals: number): this {
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
      throw new ConfigurationError(`Column "${this.name}" cannot show ${String(decimals)} decimals; give an integer from 0 to ${MAX_DECIMALS}`);
    }
    this._decimals = decimals;
    return this;
  }

  /** The decimals given with {@link setDecimals}; null: the property's scale, else as many as the value has. */
  get decimals(): number | null {
    return this._decimals;
  }

  /**
   * @internal `options.decimals`: the column's own, else the scale the router found on its decimal
   * property (`resolved.decimals`); left out otherwise, and the browser keeps the decimals each value has.
   */
  override toView(resolved: { searchable: boolean; orderable: boolean; decimals?: number | null; filter?: ColumnFilterView | null }): ColumnView {
    const view = super.toView(resolved);
    const scale = resolved.decimals ?? null;
    const decimals = this._decimals ?? (scale === null ? null : Math.min(scale, MAX_DECIMALS));
    return decimals === null ? view : { ...view, options: { ...view.options, decimals } };
  }
}
