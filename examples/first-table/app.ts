import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { dataTablesRouter } from '@vendor/ux-datatables';
import { BookTable } from './books.js';

/** The application: the books page, and the router that serves the table's data, edit and delete. */
export function createApp(orm: MikroORM, secret: string) {
  const app = express();
  app.set('view engine', 'ejs');
  app.set('views', `${import.meta.dirname}/views`);

  // Stand-in for your authentication (a session, passport, ...): it puts the user in res.locals.
  app.use((_req, res, next) => {
    res.locals.user = { name: 'Ada', isAdmin: true };
    next();
  });

  app.use(dataTablesRouter({
    orm,
    secret, // at least 32 characters, the same on every instance
    tables: [BookTable],
    // Everyone may read; only admins may edit and delete.
    authorize: ({ request, action }) => action === 'read' || request.res?.locals.user?.isAdmin === true,
  }));
  app.get('/books', (_req, res) => res.render('books'));
  return app;
}
