import { randomBytes } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { type Request, type RequestHandler, type Router } from 'express';

/** The one user of the demo: whoever signs in is this user. */
export const DEMO_USER = 'demo';
const COOKIE = 'demo_session';

/**
 * A stand-in for an application's authentication, small enough to read beside the private table:
 * `POST /sign-in` opens a session (a random id, remembered in memory, in a cookie signed with
 * `secret`), `POST /sign-out` ends it (the same cookie replayed later opens nothing), and every
 * request whose cookie names an open session gets `res.locals.user`. Both posts are refused when
 * they come from another site (login CSRF, forced sign-out). A real application has sessions in a
 * store and passwords; the tables only read `res.locals.user` in their `authorize` method.
 */
export function demoUser(secret: string): Router {
  const sessions = new Set<string>();
  const router = express.Router();
  router.use(cookieParser(secret));
  router.use((req, res, next) => {
    const session = req.signedCookies[COOKIE];
    if (typeof session === 'string' && sessions.has(session)) res.locals.user = { name: DEMO_USER };
    next();
  });
  router.post('/sign-in', sameSiteOnly(), (_req, res) => {
    const session = randomBytes(18).toString('base64url');
    sessions.add(session);
    res.cookie(COOKIE, session, { signed: true, httpOnly: true, sameSite: 'strict', path: '/' });
    res.redirect(303, '/private');
  });
  router.post('/sign-out', sameSiteOnly(), (req, res) => {
    sessions.delete(req.signedCookies[COOKIE]);
    res.clearCookie(COOKIE, { path: '/' });
    res.redirect(303, '/private');
  });
  return router;
}

/**
 * Refuses a post another site made the browser send (403): `Sec-Fetch-Site` when the browser says
 * it, else an `Origin` that is not this host's. A client sending neither (curl) is not a browser
 * tricked into it.
 */
function sameSiteOnly(): RequestHandler {
  return (req, res, next) => {
    const site = req.get('Sec-Fetch-Site');
    const crossSite = site !== undefined ? site !== 'same-origin' && site !== 'none' : !sameOrigin(req);
    if (crossSite) return void res.status(403).type('text').send('Cross-site request refused');
    next();
  };
}

function sameOrigin(req: Request): boolean {
  const origin = req.get('Origin');
  if (origin === undefined || origin === 'null') return origin === undefined;
  try {
    return new URL(origin).host === req.get('Host');
  } catch {
    return false;
  }
}
