import { HttpError } from '../../errors/HttpError.js';
import { ADAPTER_KEY_RULE, isAdapterKey } from '../../wire/modal-adapter-keys.js';

/** The adapter key a request names (`adapter`, `_adapter`), or undefined when it names none; anything else is 400. */
export function readAdapterKey(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isAdapterKey(value)) {
    throw HttpError.badRequest(`"${name}" must be a modal adapter key (${ADAPTER_KEY_RULE})`, { [name]: ['is not a modal adapter key'] });
  }
  return value;
}
