// Creates the database named by a postgresql:// URL when it does not exist yet (CI helper).
// Connects to the server's `postgres` database with the same credentials (trust or password auth).
import pg from 'pg';

const url = new URL(process.argv[2] ?? process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) {
    await client.query(`create database "${name}"`);
    console.log(`created database "${name}"`);
  } else {
    console.log(`database "${name}" exists`);
  }
} finally {
  await client.end();
}
