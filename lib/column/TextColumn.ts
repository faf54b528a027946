import { AbstractColumn, type ColumnType, type SearchMode } from './AbstractColumn.js';

/** Text; type `string` (default), `string-utf8`, or `html` (edited with a textarea). */
export class TextColumn extends AbstractColumn {
  readonly kind = 'text';
  protected readonly allowedTypes: readonly ColumnType[] = ['string', 'string-utf8', 'html'];
  protected override readonly allowedSearchModes: readonly SearchMode[] = ['contains', 'prefix', 'exact'];
}
