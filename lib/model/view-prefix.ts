import { ConfigurationError } from '../errors/ConfigurationError.js';

/** What a `viewInUrl()` prefix may hold: it is read back from URLs, so plain characters, and short. */
const VIEW_PREFIX = /^[A-Za-z0-9_.-]{0,20}$/;

/** `viewInUrl(prefix)` as given (`false`: off, null); any other prefix than {@link VIEW_PREFIX} allows is a ConfigurationError quoting it. */
export function checkViewPrefix(prefix: string | false): { prefix: string } | null {
  if (prefix !== false && (typeof prefix !== 'string' || !VIEW_PREFIX.test(prefix))) {
    throw new ConfigurationError(`viewInUrl() needs a prefix of at most 20 letters, digits, "_", "-" or ".", got ${JSON.stringify(prefix)}`);
  }
  return prefix === false ? null : { prefix };
}
