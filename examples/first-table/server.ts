import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '@vendor/ux-datatables/database';
import { createApp } from './app.js';
import { Book } from './books.js';

// DATABASE_URL when it is set, otherwise PostgreSQL embedded in this process (in memory).
const db = await openDatabase();
const orm = await MikroORM.init({ entities: [Book], clientUrl: db.url, pool: { max: db.poolMax } });
await orm.schema.update(); // creates the "book" table, or brings it in line with the entity

const em = orm.em.fork();
if (await em.count(Book) === 0) {
  em.create(Book, { title: 'Dune', status: 'published' });
  em.create(Book, { title: 'Neuromancer', status: 'draft' });
  em.create(Book, { title: 'Hyperion', status: 'draft' });
  await em.flush();
}

// Set DATATABLES_SECRET to keep open pages working across restarts.
const secret = process.env.DATATABLES_SECRET ?? randomBytes(32).toString('hex');
const port = Number(process.env.PORT ?? 3000);
createApp(orm, secret).listen(port, () => console.log(`http://localhost:${port}/books`));
