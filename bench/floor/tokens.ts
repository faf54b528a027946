import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The table tokens, as the library's wire contract defines them: `<table>.<purpose>.<HMAC-SHA256>`. */
export function signToken(secret: string, table: string, purpose: string): string {
  return `${table}.${purpose}.${signature(secret, `ux-datatables\0${purpose}\0${table}`)}`;
}

/** The table named by `token` when it is signed and of `purpose`; otherwise null. */
export function verifyToken(secret: string, token: unknown, purpose: string): string | null {
  if (typeof token !== 'string') return null;
  const [table, given, sig] = token.split('.');
  if (!sig || given !== purpose) return null;
  return equal(sig, signature(secret, `ux-datatables\0${purpose}\0${table}`)) ? table : null;
}

/** A double-submit CSRF token `<random>.<HMAC(random)>`: the page gets it, and so does an httpOnly cookie. */
export function issueCsrfToken(secret: string): string {
  const random = randomBytes(32).toString('hex');
  return `${random}.${signature(secret, `csrf\0${random}`)}`;
}

/** The header equals the cookie, and the token is one this server signed. */
export function verifyCsrf(secret: string, header: unknown, cookie: string | undefined): boolean {
  if (typeof header !== 'string' || cookie === undefined || !equal(header, cookie)) return false;
  const [random, sig] = header.split('.');
  return sig !== undefined && equal(sig, signature(secret, `csrf\0${random}`));
}

function signature(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
