import { DataTablesError } from '../errors/DataTablesError.js';

/** A command that cannot do what it was asked with a well-formed command line: exit code 1. */
export class CliError extends DataTablesError {
  override name = 'CliError';

  static unknownEntity(name: string, known: readonly string[]): CliError {
    return new CliError(`Unknown entity "${name}"; the ORM knows ${known.map((entity) => `"${entity}"`).join(', ') || 'none'}`);
  }

  static compositeKey(entity: string): CliError {
    return new CliError(`Entity "${entity}" has a composite primary key, which row actions do not support`);
  }
}
