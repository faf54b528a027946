import type { DataTablesLogger } from '../config/DataTablesLogger.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { CsrfProtection } from './CsrfProtection.js';
import { DoubleSubmitCsrf, type DoubleSubmitCsrfOptions } from './DoubleSubmitCsrf.js';
import { NullCsrfProtection } from './NullCsrfProtection.js';

/** The router's `csrf` option: csrf-csrf options (or nothing), the application's own check, or `false`. */
export type CsrfOption = DoubleSubmitCsrfOptions | CsrfProtection | false | undefined;

/**
 * The CSRF protection the `csrf` option asks for: the default double-submit cookie keyed by `secret`,
 * the application's own `{ verify, token }`, or none (`false`, with a warning). Anything else is a
 * ConfigurationError.
 */
export function createCsrfProtection(option: CsrfOption, secret: string, logger: DataTablesLogger): CsrfProtection {
  if (option === false) {
    logger.warn('ux-datatables: CSRF protection of delete and edit is disabled (csrf: false); make sure the application checks CSRF itself.');
    return new NullCsrfProtection();
  }
  if (option && typeof (option as CsrfProtection).verify === 'function') {
    if (typeof (option as CsrfProtection).token !== 'function') {
      throw new ConfigurationError('The "csrf" option needs both verify(req) and token(req, res)');
    }
    return option as CsrfProtection;
  }
  if (option !== undefined && (typeof option !== 'object' || option === null)) {
    throw new ConfigurationError('The "csrf" option must be false, { verify, token }, or csrf-csrf options');
  }
  return new DoubleSubmitCsrf(secret, (option ?? {}) as DoubleSubmitCsrfOptions);
}
