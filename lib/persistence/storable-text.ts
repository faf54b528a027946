import { HttpError } from '../errors/HttpError.js';

/**
 * Refuses text PostgreSQL cannot take: a NUL character (U+0000) in a search or a field. It was sent to
 * the database, which answered with a protocol error, mapped to 503 `database_unavailable` and logged
 * with its stack: anyone with a page's read token could fake database alerts. Now 400 naming the field.
 */
export function assertStorableText(value: string, field: string): string {
  if (value.includes('\u0000')) {
    throw HttpError.badRequest(`"${field}" contains a NUL character, which cannot be stored or searched`, { [field]: ['contains a NUL character'] });
  }
  return value;
}
