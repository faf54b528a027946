import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createDemoApp } from '../../../examples/app.js';
import type { MercureProtocol } from '../../../lib/wire/mercure-protocol.js';
import { Book } from '../../../examples/entities/Book.js';
import { DEMO_ENTITIES } from '../../../examples/entities/demo-entities.js';
import { seedBooks } from '../../../examples/seed-books.js';
import { createTestOrm } from '../../support/database.js';
import { ensureBrowserBuild } from '../../support/fresh-build.js';
import { sqlTableName } from '../../../lib/persistence/table-name.js';

/** The demo application on a fresh database schema, listening on a free loopback port. */
export interface DemoServer {
  orm: MikroORM;
  url(path: string): string;
  close(): Promise<void>;
}

/** What the demo pages load from `/datatables/assets/`. */
const BROWSER_FILES = ['ux-datatables.js', 'ux-datatables-dompurify.js', 'ux-datatables.css', 'ux-datatables-relations.css', 'ux-datatables-cells.css', 'datatables.net-dt.css', 'datatables.net-bs5.css'];

/** Builds the browser bundle when this checkout lacks part of it or it is older than the browser sources. */
export function ensureBrowserBundle(): void {
  ensureBrowserBuild(BROWSER_FILES);
}

/** Options of {@link startDemoServer}. */
export interface DemoServerOptions {
  /** The Mercure generation the demo's router and hub speak; default `0.x`. */
  mercureProtocol?: MercureProtocol;
}

/** The key of the demo server's Mercure JWTs (its router's and its development hub's), for a spec that publishes itself. */
export const DEMO_MERCURE_SECRET = 'e2e-mercure-secret-e2e-mercure-secret';

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  ensureBrowserBundle();
  const orm = await createTestOrm(DEMO_ENTITIES);
  await seedBooks(orm.em.fork());
  // The app needs its own URL (its Mercure hub's), so the server listens before the app is built.
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const app = createDemoApp(orm, {
    secret: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    hubUrl: `http://127.0.0.1:${port}/.well-known/mercure`,
    mercureSecret: DEMO_MERCURE_SECRET,
    mercureProtocol: options.mercureProtocol,
  });
  server.on('request', app);
  return {
    orm,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await orm.close(true);
    },
  };
}

/** A book as stored, read through a fresh EntityManager. */
export function storedBook(orm: MikroORM, id: number) {
  return orm.em.fork().findOne(Book, { id }, { populate: ['tags'] });
}

/** The first row of a statement on the demo's books, `book` standing for their table (in the spec run's schema). */
export async function firstBookRow(orm: MikroORM, statement: string): Promise<Record<string, string>> {
  const em = orm.em.fork();
  const table = sqlTableName(em, em.getMetadata().get(Book));
  return (await em.getConnection().execute<Array<Record<string, string>>>(statement.replace(/\bbook\b(?! =)/g, table)))[0];
}
