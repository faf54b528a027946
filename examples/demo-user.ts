import cookieParser from 'cookie-parser';
import express, { type Router } from 'express';

/** The one user of the demo: whoever signs in is this user. */
export const DEMO_USER = 'demo';
const COOKIE = 'demo_user';

/**
 * A stand-in for an application's authentication, small enough to read beside the private table:
 * `POST /sign-in` sets a cookie signed with `secret` (cookie-parser), `POST /sign-out` clears it, and
 * every request whose cookie verifies gets `res.locals.user`. A real application has sessions and
 * passwords; the tables only read `res.locals.user` in their `authorize` method.
 */
export function demoUser(secret: string): Router {
  const router = express.Router();
  router.use(cookieParser(secret));
  router.use((req, res, next) => {
    if (req.signedCookies[COOKIE] === DEMO_USER) res.locals.user = { name: DEMO_USER };
    next();
  });
  router.post('/sign-in', (_req, res) => {
    res.cookie(COOKIE, DEMO_USER, { signed: true, httpOnly: true, sameSite: 'strict', path: '/' });
    res.redirect(303, '/private');
  });
  router.post('/sign-out', (_req, res) => {
    res.clearCookie(COOKIE, { path: '/' });
    res.redirect(303, '/private');
  });
  return router;
}
