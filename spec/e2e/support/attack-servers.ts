import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { dataTablesRouter, type DataTablesLogger } from '../../../lib/index.js';
import { DEMO_ENTITIES } from '../../../examples/entities/demo-entities.js';
import { createTestOrm } from '../../support/database.js';
import { AttackBookTable, seedAttackRows } from './attack-table.js';
import { ensureBrowserBundle } from './demo-server.js';

/** A request the victim's application received, as the router answered it. */
export interface RecordedRequest {
  method: string;
  path: string;
  origin: string | null;
  /** Whether the request carried the router's CSRF cookie. */
  csrfCookie: boolean;
  status: number;
}

/** The application under attack: the {@link AttackBookTable} page at `/`, on its own database schema. */
export interface VictimApp {
  orm: MikroORM;
  port: number;
  /** Every request to the router's endpoints (not the assets), in order of answer. */
  requests: RecordedRequest[];
  /** What the router logged as an error (a 5xx): none is expected. */
  errors: unknown[][];
  close(): Promise<void>;
}

/** The specs' template directory, for the cover column's `cover.html.ejs`. */
const TEMPLATES = fileURLToPath(new URL('../../support/templates', import.meta.url));

const PAGE = (table: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Attack books</title>
<link rel="stylesheet" href="/datatables/assets/datatables.net-dt.css">
<link rel="stylesheet" href="/datatables/assets/ux-datatables.css">
<script type="module" src="/datatables/assets/ux-datatables.js"></script>
</head><body><main><h1>Books</h1>${table}</main></body></html>`;

export async function startVictimApp(): Promise<VictimApp> {
  ensureBrowserBundle();
  const orm = await createTestOrm(DEMO_ENTITIES);
  await seedAttackRows(orm.em.fork());
  const requests: RecordedRequest[] = [];
  const errors: unknown[][] = [];
  const logger: DataTablesLogger = { warn: () => undefined, error: (...details) => void errors.push(details) };
  const app = express();
  app.use('/datatables/ajax', (req, res, next) => {
    res.on('finish', () => requests.push({
      method: req.method,
      path: req.originalUrl.split('?')[0],
      origin: req.headers.origin ?? null,
      csrfCookie: /x-csrf-token=/.test(req.headers.cookie ?? ''),
      status: res.statusCode,
    }));
    next();
  });
  app.use(dataTablesRouter({
    orm,
    secret: 'attack-secret-attack-secret-attack-secret',
    tables: [AttackBookTable],
    templateDirectories: [TEMPLATES],
    logger,
  }));
  app.get('/', (_req, res) => void res.type('html').send(PAGE(res.locals.dataTable('attack-books', { id: 'books', class: 'display' }))));
  const { server, port } = await listen(app);
  return {
    orm,
    port,
    requests,
    errors,
    async close() {
      await stop(server);
      await orm.close(true);
    },
  };
}

/** The attacker's site: an empty page at `/attack` with a frame to post forms into. Reached as 127.0.0.1 or localhost. */
export async function startAttackerSite(): Promise<{ port: number; close(): Promise<void> }> {
  const { server, port } = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Attacker</title><iframe name="sink" title="sink"></iframe>');
  });
  return { port, close: () => stop(server) };
}

async function listen(listener: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(listener);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
