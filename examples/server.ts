// The demo that `npm start` runs: an embedded PostgreSQL (or DATABASE_URL), the book catalogue (books,
// their authors and the authors' countries, tags),
// and pages showing the table with the native <dialog> modal and with Bootstrap 5, live through the
// development Mercure hub it mounts.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../lib/database/index.js';
import { createDemoApp } from './app.js';
import { prepareDemoSchema } from './demo-schema.js';
import { DEMO_ENTITIES } from './entities/demo-entities.js';
import { seedBooks } from './seed-books.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
// Edits survive a restart: the embedded database keeps its files here.
const dataDir = process.env.DEMO_DATA_DIR ?? 'var/demo-db';

const db = await openDatabase({ dataDir });
const orm = await MikroORM.init({ entities: DEMO_ENTITIES, clientUrl: db.url, pool: { min: 0, max: db.poolMax } });
if (await prepareDemoSchema(orm)) console.log('The catalogue kept here is from before authors were rows: seeding it again.');
// The first start fills the catalogue; a terminal sees one line counting up, a log one line per batch.
const seeded = await seedBooks(orm.em.fork(), Number(process.env.DEMO_BOOKS ?? 10_000), (written, total) => {
  const line = `Seeding books: ${written}/${total}`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}${written === total ? '\n' : ''}`);
  else console.log(line);
});
if (seeded > 0) console.log(`Seeded ${seeded} books.`);

// Tokens are signed with this secret; a fixed one keeps open pages working across restarts.
const secret = process.env.DATATABLES_SECRET ?? randomBytes(32).toString('hex');
// The development Mercure hub is part of the demo app: live tables need no other process.
const mercureSecret = process.env.DEMO_MERCURE_JWT_SECRET ?? randomBytes(32).toString('hex');
const hubUrl = process.env.DEMO_MERCURE_URL ?? `http://${host}:${port}/.well-known/mercure`;
// The generation the demo's router and hub speak: DEMO_MERCURE_PROTOCOL=1.0 tries Mercure 1.0.
const mercureProtocol = process.env.DEMO_MERCURE_PROTOCOL === '1.0' ? '1.0' : '0.x';
const app = createDemoApp(orm, { secret, hubUrl, mercureSecret, mercureProtocol });
// Express 5 calls back on a failed listen too (a port in use): say so and stop, database included.
const server: Server = app.listen(port, host, (error?: Error) => {
  if (error) {
    console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
    void shutdown('listen error', 1);
    return;
  }
  console.log(`ux-datatables demo on ${db.embedded ? `embedded PostgreSQL (${dataDir})` : 'DATABASE_URL'}`);
  console.log(`Open http://${host}:${port}/`);
});

let stopping = false;
async function shutdown(signal: string, code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping`);
  // Never hang on shutdown: whatever is still open after 5 s is abandoned.
  setTimeout(() => process.exit(1), 5000).unref();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await orm.close(true);
  await db.close();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
