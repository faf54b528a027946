import { DataTablesError } from './DataTablesError.js';

/** Misuse of the table model or of the router options; thrown when a table or the router is built. */
export class ConfigurationError extends DataTablesError {
  override name = 'ConfigurationError';

  static unknownColumnType(column: string, type: string, allowed: readonly string[]): ConfigurationError {
    return new ConfigurationError(
      `Unknown type "${type}" for column "${column}"; expected one of ${allowed.map((t) => `"${t}"`).join(', ')}`,
    );
  }

  static unfittingColumnType(column: string, columnClass: string, type: string, allowed: readonly string[]): ConfigurationError {
    return new ConfigurationError(
      `Type "${type}" does not fit column "${column}" (${columnClass}); expected one of ${allowed.map((t) => `"${t}"`).join(', ')}`,
    );
  }

  static displayIfUnknownField(table: string, action: string, field: string): ConfigurationError {
    return new ConfigurationError(
      `Action "${action}" of table "${table}" uses displayIf on field "${field}", which no column of the table has`,
    );
  }

  static duplicateTable(name: string): ConfigurationError {
    return new ConfigurationError(`Two tables are registered under the name "${name}"`);
  }

  static missingEntityClass(table: string, action: string): ConfigurationError {
    return new ConfigurationError(
      `Action "${action}" of table "${table}" needs an entity: call setEntityClass() on it, since a table built by hand has no @AsDataTable entity`,
    );
  }

  static missingDetailUrl(table: string): ConfigurationError {
    return new ConfigurationError(`Action "DETAIL" of table "${table}" has no URL: call linkToUrl() on it`);
  }

  static duplicateColumn(table: string, column: string): ConfigurationError {
    return new ConfigurationError(`Table "${table}" has two columns named "${column}"`);
  }
}
