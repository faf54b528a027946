/** Base class of every error this library throws. */
export class DataTablesError extends Error {
  override name = 'DataTablesError';
}
