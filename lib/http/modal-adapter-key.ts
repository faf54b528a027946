import { HttpError } from '../errors/HttpError.js';

/** A modal adapter key as a page may name it: `dt`, `bs5`, or a custom key. */
const ADAPTER_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** The adapter key a request names (`adapter`, `_adapter`), or undefined when it names none; anything else is 400. */
export function readAdapterKey(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !ADAPTER_KEY.test(value)) {
    throw HttpError.badRequest(`"${name}" must be a modal adapter key (letters, digits, "_" and "-")`, { [name]: ['is not a modal adapter key'] });
  }
  return value;
}
