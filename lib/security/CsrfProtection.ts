import type { Request, Response } from 'express';

/** The only place a CSRF token is read from: this request header (never the URL or the body). */
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Guards the mutations (delete, edit submit) against cross-site requests. `token` is called when a
 * page renders a table (it may set a cookie on `res`); `verify` when a mutation arrives, and must
 * read the token from the {@link CSRF_HEADER} header only.
 */
export interface CsrfProtection {
  verify(req: Request): boolean | Promise<boolean>;
  token(req: Request, res: Response): string;
}
