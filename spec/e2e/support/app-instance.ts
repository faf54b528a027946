// One instance of the demo application in its own process, for the scale-out spec: the database
// (DATABASE_URL, schema DB_SCHEMA) and the Mercure hub (HUB_URL, MERCURE_SECRET, MERCURE_PROTOCOL:
// 0.x unless 1.0) are shared with the other instances. Prints `listening <url>` once it serves; stops on SIGTERM.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { createDemoApp } from '../../../examples/app.js';
import { DEMO_ENTITIES } from '../../../examples/entities/demo-entities.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`app-instance needs ${name}`);
  return value;
};

const orm = await MikroORM.init({ entities: DEMO_ENTITIES, clientUrl: env('DATABASE_URL'), schema: env('DB_SCHEMA'), pool: { min: 0, max: 1 } });
const server = createServer();
server.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
server.on('request', createDemoApp(orm, {
  secret: env('DATATABLES_SECRET'),
  hubUrl: env('HUB_URL'),
  mercureSecret: env('MERCURE_SECRET'),
  mountHub: false,
  mercureProtocol: process.env.MERCURE_PROTOCOL === '1.0' ? '1.0' : '0.x',
}));
console.log(`listening http://127.0.0.1:${port}`);

process.once('SIGTERM', async () => {
  server.closeAllConnections();
  server.close();
  await orm.close(true);
  process.exit(0);
});
