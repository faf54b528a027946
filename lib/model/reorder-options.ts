import { ConfigurationError } from '../errors/ConfigurationError.js';

/**
 * The column `setReorderable(column)` names, as given: the name of the column holding each row's place (docs/row-order.md);
 * anything else is a ConfigurationError quoting it (the column itself is checked with the table's, `reorder-binding`).
 */
export function checkReorderColumn(column: string): string {
  if (typeof column !== 'string' || column === '') throw new ConfigurationError(`setReorderable() takes the name of the column holding each row's place, got ${JSON.stringify(column)}`);
  return column;
}
