// One application instance of the production drill, in its own process (fleet.ts starts, kills and
// restarts three of them behind HAProxy). An application as a deployment would write it: the demo's
// books table on the drill's schema, Mercure pointed at the one standalone hub, the same secret as
// the other instances, Express trusting the proxy on loopback, and the mutation quota shared through
// PostgreSQL. Prints `listening <url>` once it serves; on SIGTERM stops taking connections, lets the
// requests in flight finish (5 s at most) and exits, as a rolling restart expects.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_ENTITIES } from '../../examples/entities/demo-entities.js';
import { BookTable } from '../../examples/tables/BookTable.js';
import { buildTableView, dataTablesRouter, loadDataTablesConfig, type DataTablesRouterOptions } from '../../lib/index.js';

/** What the three instances share beyond the database: the mutation quota and the answers kept for retries (bulks, creates). */
const SHARED_STATE: Pick<DataTablesRouterOptions, 'sharedState'> = { sharedState: { store: 'postgres' } };

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`drill instance needs ${name}`);
  return value;
};
const name = env('DRILL_INSTANCE');
const examples = fileURLToPath(new URL('../../examples/', import.meta.url));

const orm = await MikroORM.init({
  entities: DEMO_ENTITIES,
  clientUrl: env('DATABASE_URL'),
  schema: env('DB_SCHEMA'),
  pool: { min: 0, max: 5 },
  // The driver's own bounds (docs/production.md): no connect or query waits forever.
  driverOptions: { connectionTimeoutMillis: 2000, query_timeout: 3000, statement_timeout: 3000 },
});

const app = express();
app.disable('x-powered-by');
// HAProxy on loopback adds X-Forwarded-For: req.ip (the quota's client key) is the client's address.
app.set('trust proxy', 'loopback');
// Which instance answered, so the drill can tell an instance's answer from HAProxy's own.
app.use((_req, res, next) => {
  res.set('X-Drill-Instance', name);
  next();
});
// Liveness only: a health check on the database would take every instance out during its outage,
// turning JSON 503s the browser understands into HAProxy's HTML ones.
app.get('/health', (_req, res) => void res.type('text').send('ok'));
app.use(dataTablesRouter({
  orm,
  secret: env('DATATABLES_SECRET'),
  settings: loadDataTablesConfig(`${examples}data_tables.yaml`, {
    DEMO_MERCURE_URL: env('HUB_URL'),
    DEMO_MERCURE_JWT_SECRET: env('MERCURE_SECRET'),
    DEMO_MERCURE_PROTOCOL: '0.x',
  }),
  tables: [BookTable],
  databaseTimeoutMs: 3000,
  limits: { mutationsPerMinute: Number(env('MUTATIONS_PER_MINUTE')) },
  ...SHARED_STATE,
  // Errors go to stderr, one line each, for the drill's report; warnings (a store's outage) are expected.
  logger: {
    warn: () => {},
    error: (message, ...details) => console.error(`instance ${name} error: ${message} ${details.map((d) => (d as Error)?.stack ?? String(d)).join(' ')}`.replace(/\n/g, ' | ')),
  },
}));
// The page view as JSON, for the load's clients (tokens, CSRF token, URLs).
app.get('/view', (req, res) => void res.json(buildTableView(req, res, 'books')));
// The table in a page, for the Chromium windows.
app.get('/page', (_req, res) => {
  const asset = res.locals.dataTablesAsset as (file: string) => string;
  res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drill ${name}</title>
<link rel="stylesheet" href="${asset('datatables.net-dt.css')}"><link rel="stylesheet" href="${asset('ux-datatables.css')}">
<script type="module" src="${asset('ux-datatables.js')}"></script></head>
<body><main>${(res.locals.dataTable as (table: string, attributes: object) => string)('books', { id: 'books', class: 'display' })}</main></body></html>`);
});

const server = createServer(app);
server.listen(Number(env('PORT')), '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
console.log(`listening http://127.0.0.1:${env('PORT')}`);

process.once('SIGTERM', async () => {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
  server.closeAllConnections();
  await orm.close(true).catch(() => undefined);
  process.exit(0);
});
