import { HttpError } from '../errors/HttpError.js';

/** A UTF-16 surrogate without its pair: only a JSON escape (`"\ud800"`) gives one; it is no Unicode text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses text PostgreSQL cannot take as sent. A NUL character (U+0000) in a search or a field was
 * sent to the database, which answered with a protocol error, mapped to 503 `database_unavailable` and
 * logged with its stack: anyone with a page's read token could fake database alerts. A lone surrogate
 * reached the database as U+FFFD: a value other than the one sent was saved and answered as success.
 * Both are now 400 naming the field.
 */
export function assertStorableText(value: string, field: string): string {
  if (value.includes('\u0000')) {
    throw HttpError.badRequest(`"${field}" contains a NUL character, which cannot be stored or searched`, { [field]: ['contains a NUL character'] });
  }
  if (LONE_SURROGATE.test(value)) {
    throw HttpError.badRequest(`"${field}" contains a lone surrogate, which is not Unicode text`, { [field]: ['contains a lone surrogate'] });
  }
  return value;
}
