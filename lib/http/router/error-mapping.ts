import { ConnectionException, ConstraintViolationException, ForeignKeyConstraintViolationException, OptimisticLockError } from '@mikro-orm/core';
import { HttpError } from '../../errors/HttpError.js';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE',
  '57P01', '57P02', '57P03', '53300',
]);

/**
 * SQLSTATEs of input the database cannot take (08P01 protocol violation, which a NUL byte causes;
 * 22021 invalid byte sequence; 22P05 untranslatable character): the client's fault, not an outage.
 */
const UNSTORABLE_INPUT_CODES = new Set(['08P01', '22021', '22P05']);

/** SQLSTATEs of integrity rules (class 23: unique, not null, check, exclusion...) other than a foreign key's. */
const CONSTRAINT_CODES = new Set(['23000', '23001', '23502', '23505', '23514', '23P01']);

/** Whether an error says the database cannot be reached (rather than that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNSTORABLE_INPUT_CODES.has(code)) return false;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && /Connection terminated|pool after calling end|timeout exceeded when trying to connect|not queryable|Query read timeout/i.test(message);
}

/**
 * Any error as the HttpError the client sees. Client errors keep their message; everything else
 * becomes a generic 5xx whose details only reach the logger.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof OptimisticLockError) return new HttpError(409, 'conflict', 'The row was changed by someone else meanwhile');
  // The ORM converts its own errors; a statement the library sends as SQL text leaves the driver's SQLSTATE.
  const sqlState = (error as { code?: unknown } | null)?.code;
  if (error instanceof ForeignKeyConstraintViolationException || sqlState === '23503') {
    return new HttpError(409, 'row_in_use', 'The row is referenced by other rows and cannot be changed this way');
  }
  if (error instanceof ConstraintViolationException || (typeof sqlState === 'string' && CONSTRAINT_CODES.has(sqlState))) {
    return new HttpError(409, 'conflict', 'The change conflicts with other rows');
  }
  if (isDatabaseUnavailable(error)) return new HttpError(503, 'database_unavailable', 'The database is unavailable; try again later');
  const { code } = (error ?? {}) as { code?: unknown };
  if (typeof code === 'string' && UNSTORABLE_INPUT_CODES.has(code)) {
    return HttpError.badRequest('The request contains characters the database cannot store');
  }
  const parser = parserError(error);
  if (parser) return parser;
  return new HttpError(500, 'internal_error', 'Internal error');
}

/** Errors of the body parsers (express.json/urlencoded, multer) that are the client's fault. */
function parserError(error: unknown): HttpError | undefined {
  const { type, status, code } = (error ?? {}) as { type?: unknown; status?: unknown; code?: unknown };
  if (type === 'entity.too.large' || type === 'parameters.too.many' || code === 'LIMIT_FIELD_VALUE' ||
      code === 'LIMIT_FIELD_COUNT' || code === 'LIMIT_PART_COUNT' || code === 'LIMIT_FIELD_KEY') {
    return new HttpError(413, 'payload_too_large', 'The request body is too large');
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return new HttpError(415, 'unsupported_media_type', 'The request body encoding is not supported');
  }
  // Any other multer error (a part without a name was a 500) is a malformed body too.
  if (typeof type === 'string' || (error as { name?: unknown })?.name === 'MulterError' || code === 'MALFORMED_BODY') {
    return HttpError.badRequest('The request body is malformed');
  }
  if (typeof status === 'number' && status === 400) return HttpError.badRequest('The request is malformed');
  return undefined;
}
