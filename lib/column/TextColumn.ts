import { AbstractColumn, type ColumnType } from './AbstractColumn.js';

/** Text; type `string` (default), `string-utf8`, or `html` (edited with a textarea). */
export class TextColumn extends AbstractColumn {
  readonly kind = 'text';
  protected readonly allowedTypes: readonly ColumnType[] = ['string', 'string-utf8', 'html'];
}
