import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DataTableBuilder, NumberColumn, TextColumn, dataTablesRouter } from '../../../lib/index.js';
import { DEMO_ENTITIES } from '../../../examples/entities/demo-entities.js';
import { createTestOrm } from '../../support/database.js';
import { ensureBrowserBundle } from './demo-server.js';

/** A page of two tables built by hand (`first`, `second`), each keeping its view in the URL under its prefix. */
export interface TwoTablesApp {
  url(path: string): string;
  close(): Promise<void>;
}

const PAGE = (tables: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Two tables</title>
<link rel="stylesheet" href="/datatables/assets/datatables.net-dt.css">
<link rel="stylesheet" href="/datatables/assets/ux-datatables.css">
<script type="module" src="/datatables/assets/ux-datatables.js"></script>
</head><body><main><h1>Two tables</h1>${tables}</main></body></html>`;

function table(name: string, prefix: string) {
  const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, word: `${name} ${String.fromCharCode(97 + (i % 26))}${i}` }));
  return DataTableBuilder.create(name)
    .addColumn(NumberColumn.new('id', 'ID'))
    .addColumn(TextColumn.new('word', 'Word'))
    .setRows(rows)
    .configureDataTable((options) => options.columnVisibility().viewInUrl(prefix))
    .build();
}

export async function startTwoTablesApp(): Promise<TwoTablesApp> {
  ensureBrowserBundle();
  const orm: MikroORM = await createTestOrm(DEMO_ENTITIES);
  const app = express();
  app.use(dataTablesRouter({ orm, secret: 'two-tables-secret-two-tables-secret', tables: [table('first', 'a.'), table('second', 'b.')] }));
  app.get('/', (_req, res) => void res.type('html').send(PAGE(
    res.locals.dataTable('first', { id: 'first', class: 'display' }) + res.locals.dataTable('second', { id: 'second', class: 'display' }),
  )));
  const server: Server = createServer(app);
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await orm.close(true);
    },
  };
}
