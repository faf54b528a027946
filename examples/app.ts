import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';

/** Options of {@link createDemoApp}. */
export interface DemoAppOptions {
  secret: string;
}

/** The demo application: pages that show the books table. */
export function createDemoApp(orm: MikroORM, options: DemoAppOptions): Express {
  const app = express();
  app.set('views', fileURLToPath(new URL('./views', import.meta.url)));
  app.set('view engine', 'ejs');
  void orm;
  void options;
  app.get('/', (_req, res) => {
    res.render('index', { title: 'Books' });
  });
  return app;
}
