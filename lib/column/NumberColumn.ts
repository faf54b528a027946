import { AbstractColumn, type ColumnType } from './AbstractColumn.js';

/** A numeric value; type `num` (default) or `num-fmt`. Edited with a number input. */
export class NumberColumn extends AbstractColumn {
  readonly kind = 'number';
  protected readonly allowedTypes: readonly ColumnType[] = ['num', 'num-fmt'];
}
