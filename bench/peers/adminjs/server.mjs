// The peer: AdminJS 7 on MikroORM 6 (its adapter's version), the same `book` table mapped as the
// demo's `Book`, authentication off. Started by the bench harness like the other servers: it prints
// `listening <url>`. Plain JavaScript so that it needs no build step and the package's typecheck skips it.
import { createServer } from 'node:http';
import AdminJS from 'adminjs';
import AdminJSExpress from '@adminjs/express';
import { Database, Resource } from '@adminjs/mikroorm';
import { EntitySchema, MikroORM } from '@mikro-orm/postgresql';
import express from 'express';

const env = (name) => {
  if (!process.env[name]) throw new Error(`${name} is not set: this server is started by the bench harness`);
  return process.env[name];
};

export class Book {}

const BookSchema = new EntitySchema({
  class: Book,
  tableName: 'book',
  properties: {
    id: { type: 'number', primary: true },
    title: { type: 'string', length: 120 },
    author: { type: 'string', length: 80 },
    status: { enum: true, items: ['draft', 'published', 'archived'], type: 'string' },
    featured: { type: 'boolean', default: false },
    publishedOn: { type: 'datetime', runtimeType: 'Date', columnType: 'date', fieldName: 'published_on', nullable: true },
    pages: { type: 'number', nullable: true },
    summary: { type: 'text', nullable: true },
    website: { type: 'string', length: 255, nullable: true },
    version: { type: 'number', version: true },
  },
});

const orm = await MikroORM.init({
  entities: [BookSchema],
  clientUrl: env('BENCH_DATABASE_URL'),
  schema: env('BENCH_SCHEMA'),
  pool: { min: 1, max: Number(env('BENCH_POOL')) },
  discovery: { warnWhenNoEntities: false },
});

AdminJS.registerAdapter({ Database, Resource });
const admin = new AdminJS({ rootPath: '/admin', resources: [{ resource: { model: Book, orm } }] });
const app = express();
app.use(admin.options.rootPath, AdminJSExpress.buildRouter(admin));

const server = createServer(app);
server.listen(0, '127.0.0.1', () => console.log(`listening http://127.0.0.1:${server.address().port}`));
process.once('SIGTERM', async () => {
  setTimeout(() => process.exit(1), 5000).unref();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await orm.close(true);
  process.exit(0);
});
