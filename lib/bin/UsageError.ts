import { DataTablesError } from '../errors/DataTablesError.js';

/** A mistake in the command line: printed with the command's usage, exit code 2. */
export class UsageError extends DataTablesError {
  override name = 'UsageError';
}
