import type { FieldErrors } from '../wire/error-body.js';
import { jsonText } from '../wire/json-text.js';
import { DataTablesError } from './DataTablesError.js';

export type { FieldErrors } from '../wire/error-body.js';

/**
 * An error that becomes an HTTP response `{ error: { status, code, message, fields? } }` (`ErrorBody`,
 * lib/wire/error-body.ts, which the browser reads).
 * `expose` follows the http-errors convention: only client errors show their message.
 */
export class HttpError extends DataTablesError {
  override name = 'HttpError';
  readonly expose: boolean;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.expose = status < 500;
  }

  static badRequest(message: string, fields?: FieldErrors): HttpError {
    return new HttpError(400, 'bad_request', message, fields);
  }

  static forbidden(code: string, message: string): HttpError {
    return new HttpError(403, code, message);
  }

  static notFound(code: string, message: string): HttpError {
    return new HttpError(404, code, message);
  }

  /** The row kept changing under the request (409 `conflict`): nothing was written. */
  static conflict(message: string): HttpError {
    return new HttpError(409, 'conflict', message);
  }

  /** The database did not answer within the router's `databaseTimeoutMs` (503, logged like an outage). */
  static databaseTimeout(timeoutMs: number): HttpError {
    return new HttpError(503, 'database_unavailable', `The database did not answer within ${timeoutMs} ms`);
  }

  static forRow(table: string, id: unknown): HttpError {
    return new HttpError(404, 'row_not_found', `No row with identifier ${jsonText(id)} in table "${table}"`);
  }
}
