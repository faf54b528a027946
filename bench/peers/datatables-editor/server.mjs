// The peer: DataTables' own Node server, datatables.net-editor-server (its `Editor` and `Field` classes
// on knex with pg), serving the bench's `book` table at `POST /api/books` as its documentation's
// Express example does: server-side processing (draw, start, length, search, order) and Editor's
// create, edit and remove, one `Editor` per request. The fields and validators follow the demo's
// `BookTable` (required, lengths, choices, numbers, date, URL). No authentication, no CSRF, no version.
// Started by the bench harness like the other servers: it prints `listening <url>`. Plain JavaScript so
// that it needs no build step and the package's typecheck skips it.
import { createServer } from 'node:http';
import { Editor, Field, Format, Validate } from 'datatables.net-editor-server';
import express from 'express';
import knex from 'knex';
import pg from 'pg';

const env = (name) => {
  if (!process.env[name]) throw new Error(`${name} is not set: this server is started by the bench harness`);
  return process.env[name];
};

// A `date` column as its ISO text (as the library answers it), not a JavaScript Date at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const db = knex({
  client: 'pg',
  connection: env('BENCH_DATABASE_URL'),
  searchPath: [env('BENCH_SCHEMA')],
  pool: { min: 1, max: Number(env('BENCH_POOL')) },
});

const nullIfEmpty = Format.ifEmpty(null);

/** The demo's book as Editor fields: the client's names on the left, the table's columns where they differ. */
function bookEditor() {
  return new Editor(db, 'book', 'id').fields(
    new Field('id').set(false),
    new Field('title').validator(Validate.notEmpty()).validator(Validate.maxLen(120)),
    new Field('author').validator(Validate.notEmpty()).validator(Validate.maxLen(80)),
    new Field('status').validator(Validate.notEmpty()).validator(Validate.values(['draft', 'published', 'archived'])),
    new Field('featured').setFormatter((value) => value === '1' || value === 'true'),
    new Field('published_on', 'publishedOn').validator(Validate.dateFormat('YYYY-MM-DD')).setFormatter(nullIfEmpty),
    new Field('pages').validator(Validate.numeric()).validator(Validate.minNum(0)).setFormatter(nullIfEmpty),
    new Field('price').validator(Validate.numeric()).validator(Validate.minNum(0)).setFormatter(nullIfEmpty),
    new Field('summary').setFormatter(nullIfEmpty),
    new Field('website').validator(Validate.url()).validator(Validate.maxLen(255)).setFormatter(nullIfEmpty),
    // The table's optimistic-lock column: Editor neither reads nor checks it; a new row starts at 1.
    new Field('version').set(Field.SetType.Create).setValue(1).get(false),
  );
}

const app = express();
app.use(express.urlencoded({ extended: true })); // Editor's nested `data[row_1][title]` and `columns[0][data]`
app.post('/api/books', async (req, res) => {
  const editor = await bookEditor().process(req.body);
  res.json(editor.data());
});

const server = createServer(app);
server.listen(0, '127.0.0.1', () => console.log(`listening http://127.0.0.1:${server.address().port}`));
process.once('SIGTERM', async () => {
  setTimeout(() => process.exit(1), 5000).unref();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.destroy();
  process.exit(0);
});
