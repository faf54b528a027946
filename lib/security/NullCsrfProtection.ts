import type { CsrfProtection } from './CsrfProtection.js';

/** What `csrf: false` installs: every mutation passes. Only for applications that check CSRF themselves. */
export class NullCsrfProtection implements CsrfProtection {
  verify(): boolean {
    return true;
  }

  token(): string {
    return '';
  }
}
