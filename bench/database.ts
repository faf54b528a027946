import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase, type DatabaseHandle } from '../lib/database/index.js';
import { Book } from './catalogue/Book.js';
import { Chapter } from './catalogue/Chapter.js';

/** The bench's rows: `rows` books in their own schema, on `DATABASE_URL` or the embedded database. */
export interface BenchDatabase {
  readonly handle: DatabaseHandle;
  readonly schema: string;
  readonly rows: number;
  /** Ids edited by the edit-submit runs, one per request: `1 .. rows/2`, each row any status. */
  readonly editIds: IdRange;
  /** Ids deleted by the delete runs, one per request: `rows/2 + 1 .. rows`, every one a draft (delete's `displayIf`). */
  readonly deleteIds: IdRange;
  /** PostgreSQL's `version()`, or "embedded PGlite". */
  readonly serverVersion: string;
  /**
   * Puts back what the edit and delete runs used up: the deleted and the edited rows as seeded again
   * (values and version 1), both ranges handed out from their start. Opens a connection of its own:
   * not while servers hold every connection of the embedded database.
   */
  refill(): Promise<void>;
  /** Drops the schema, and stops the database when it opened it. */
  close(): Promise<void>;
}

/** Options of {@link openBenchDatabase}. */
export interface OpenBenchDatabaseOptions {
  /** A database already open (the specs'); default `openDatabase()`, stopped by `close()`. */
  handle?: DatabaseHandle;
  /** Default `bench_<pid>`. */
  schema?: string;
}

/** A range of ids handed out one at a time, never twice. */
export class IdRange {
  #next: number;

  constructor(
    readonly first: number,
    readonly last: number,
  ) {
    this.#next = first;
  }

  /** The next unused id; past the range, an id that does not exist (the request then fails and is counted). */
  take(): number {
    return this.#next <= this.last ? this.#next++ : -1;
  }

  /** Hands the range out again from `first` (once its rows are back as seeded: {@link BenchDatabase.refill}). */
  restart(): void {
    this.#next = this.first;
  }

  get remaining(): number {
    return Math.max(0, this.last - this.#next + 1);
  }
}

/**
 * Creates the schema with MikroORM (the table exactly as the bench's `Book` (bench/catalogue/) maps it) and fills it in
 * one `INSERT ... SELECT ... FROM generate_series` (200,000 rows in a few seconds). The values follow
 * the demo's first seed (`examples/seed-books.ts` before authors were rows); the second half are drafts, for the deletes.
 */
export async function openBenchDatabase(rows: number, options: OpenBenchDatabaseOptions = {}): Promise<BenchDatabase> {
  const schema = options.schema ?? `bench_${process.pid}`;
  const handle = options.handle ?? (await openDatabase());
  const orm = await MikroORM.init({ entities: [Book, Chapter], clientUrl: handle.url, schema, pool: { min: 0, max: 1 } });
  const connection = orm.em.getConnection();
  try {
    await connection.execute(`drop schema if exists "${schema}" cascade; create schema "${schema}"`);
    await orm.schema.create({ schema });
    await connection.execute(seedStatement(schema), [1, rows, rows]);
    await connection.execute(`select setval('"${schema}".book_id_seq', ?::int); analyze "${schema}"."book"`, [rows]);
    const [{ version }] = await connection.execute<Array<{ version: string }>>('select version() as version');
    const half = Math.floor(rows / 2);
    const editIds = new IdRange(1, half);
    const deleteIds = new IdRange(half + 1, rows);
    return {
      handle,
      schema,
      rows,
      editIds,
      deleteIds,
      serverVersion: handle.embedded ? 'embedded PGlite' : version.split(' on ')[0],
      refill: async () => {
        await withConnection(handle.url, async (execute) => {
          // An edited row goes back as seeded, values and all (not only its version): the library writes
          // nothing where a save sends the values a row holds, so a row left with the bench's title would
          // measure that no-op against the floor's real write. Every save raises the version.
          await execute(`delete from "${schema}"."book" where id <= ? and version <> 1`, [half]);
          await execute(`${seedStatement(schema)} on conflict (id) do nothing`, [1, rows, rows]);
        });
        editIds.restart();
        deleteIds.restart();
      },
      close: async () => {
        await withConnection(handle.url, (execute) => execute(`drop schema if exists "${schema}" cascade`));
        if (!options.handle) await handle.close();
      },
    };
  } finally {
    // The embedded database serves two connections: the server processes need them.
    await orm.close(true);
  }
}

/** Runs `work` with one short-lived connection. */
async function withConnection(url: string, work: (execute: (sql: string, params?: unknown[]) => Promise<unknown>) => Promise<unknown>): Promise<void> {
  const orm = await MikroORM.init({ entities: [Book], clientUrl: url, pool: { min: 0, max: 1 } });
  try {
    await work((sql, params) => orm.em.getConnection().execute(sql, params));
  } finally {
    await orm.close(true);
  }
}

/** The rows `from .. to` (its parameters: from, to, and the number of rows the status of each depends on). */
function seedStatement(schema: string): string {
  const words = `(array['River','Glass','Orchard','Signal','Harbor','Lantern','Atlas','Winter','Cipher','Meadow'])`;
  const authors = `(array['Ursula K. Le Guin','Octavia E. Butler','Italo Calvino','Stanisław Lem','Toni Morrison'])`;
  const status = `case when i > ?::int / 2 then 'draft' else (array['draft','published','archived'])[1 + (i - 1) % 3] end`;
  return `insert into "${schema}"."book" (id, title, author, status, featured, published_on, pages, price, summary, website, version)
    select i,
      ${words}[1 + (i - 1) % 10] || ' ' || ${words}[1 + ((i - 1) * 7 + 3) % 10] || ' ' || i,
      ${authors}[1 + (i - 1) % 5],
      s.status,
      (i - 1) % 4 = 0,
      case when s.status = 'draft' then null else make_date(1960 + (i - 1) % 60, 1 + (i - 1) % 12, 1 + (i - 1) % 27) end,
      120 + ((i - 1) * 37) % 600,
      4.99 + ((i - 1) * 13) % 46,
      case when (i - 1) % 5 = 0 then 'A <em>short</em> note about book ' || i || '.' end,
      case when (i - 1) % 3 = 0 then 'https://example.org/books/' || i end,
      1
    from generate_series(?::int, ?::int) as i, lateral (select ${status} as status) as s`;
}
