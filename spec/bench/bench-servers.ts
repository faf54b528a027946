import { expect } from 'chai';
import { openBenchDatabase, type BenchDatabase } from '../../bench/database.js';
import { startServer, type ServerProcess } from '../../bench/processes.js';
import { openSession, type Session } from '../../bench/scenarios.js';
import { testDatabase } from '../support/database.js';

/** A floor of the bench: `floor` writes in two round trips, `floor-one` in one statement. */
export type FloorName = 'floor' | 'floor-one';
/** The library's server, or the floor it is compared with. */
export type Side = 'library' | 'floor';

/** How long a server's log may lag behind its answers before a spec gives up on it. */
const LOG_DEADLINE_MS = 5_000;

/**
 * The library's bench server and one floor on a table of `rows` books, each in its own process as the
 * bench runs them (two at a time: the embedded database serves two connections), started with
 * `BENCH_LOG_SQL=1`: the statements each logs (the harness relays a server's lines to stderr as
 * `[name] line`) are kept here, out of the test output.
 */
export class BenchServers {
  db!: BenchDatabase;
  readonly servers = {} as Record<Side, { process: ServerProcess; session: Session }>;
  /** The first statement reading the table's statistics (`pg_class`), per side: they are read once per 5 s. */
  readonly statistics: Partial<Record<Side, string>> = {};
  readonly #logged: Record<Side, string[]> = { library: [], floor: [] };
  readonly #marks: Record<Side, Set<string>> = { library: new Set(), floor: new Set() };
  #lastMark = 0;
  readonly #write = process.stderr.write;

  constructor(
    readonly floor: FloorName,
    private readonly rows: number,
    private readonly schema: string,
  ) {}

  async start(): Promise<void> {
    this.db = await openBenchDatabase(this.rows, { handle: await testDatabase(), schema: this.schema });
    const names: Record<string, Side> = { library: 'library', [this.floor]: 'floor' };
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      const line = /^\[([a-z-]+)\] (.*)$/s.exec(String(chunk));
      const side = line ? names[line[1]] : undefined;
      if (!line || !side) return this.#write.call(process.stderr, chunk, ...rest);
      if (line[2].startsWith('[mark] ')) this.#marks[side].add(line[2].slice(7).trim());
      else if (line[2].includes('[query]')) this.#logged[side].push(statementShape(line[2]));
      return true;
    }) as typeof process.stderr.write;
    process.env.BENCH_LOG_SQL = '1';
    try {
      for (const [name, side] of [['library', 'library'], [this.floor, 'floor']] as const) {
        const server = await startServer(name, this.db);
        this.servers[side] = { process: server, session: await openSession(server.url) };
      }
    } finally {
      delete process.env.BENCH_LOG_SQL;
    }
  }

  async stop(): Promise<void> {
    await Promise.all(Object.values(this.servers).map(({ process }) => process.stop()));
    process.stderr.write = this.#write;
    await this.db?.close();
  }

  /**
   * What `work` makes a side send: its statements, in order. A server logs each statement before it
   * answers, but its lines may reach this process after the answer; a mark it prints next (its log is
   * one stream, in order) says when every earlier line is here.
   */
  async statementsOf<T>(side: Side, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    this.#logged[side].length = 0;
    const result = await work();
    await this.#settled(side);
    return { result, statements: [...this.#logged[side]] };
  }

  /** One data request to each side: its JSON, and the statements it sent (the table's statistics apart, see `statistics`). */
  async data(query: (session: Session) => string): Promise<Record<Side, { body: Record<string, unknown>; statements: string[] }>> {
    const answer = async (side: Side) => {
      const { process, session } = this.servers[side];
      const { result: body, statements } = await this.statementsOf(side, async () => {
        const response = await fetch(`${process.url}/datatables/ajax/data?${query(session)}`);
        expect(response.status, side).to.equal(200);
        return (await response.json()) as Record<string, unknown>;
      });
      const logged = statements.filter((sql) => !sql.includes(' from pg_database '));
      this.statistics[side] ??= logged.find((sql) => sql.includes(' from pg_class '));
      return { body, statements: logged.filter((sql) => !sql.includes(' from pg_class ')) };
    };
    const [library, floor] = await Promise.all([answer('library'), answer('floor')]);
    return { library, floor };
  }

  /** Resolves once the side printed a fresh mark, so every line it printed before is here; fails past the deadline. */
  async #settled(side: Side): Promise<void> {
    const mark = String(++this.#lastMark);
    const response = await fetch(`${this.servers[side].process.url}/bench/mark?id=${mark}`);
    expect(response.status).to.equal(200);
    const deadline = Date.now() + LOG_DEADLINE_MS;
    while (!this.#marks[side].has(mark)) {
      if (Date.now() > deadline) throw new Error(`The ${side}'s log did not show mark ${mark} within ${LOG_DEADLINE_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/**
 * A logged statement with its values blanked: literals (the library's, inlined: text, numbers,
 * booleans) and `$n` parameters (the floor's) become `?`, quotes and parentheses go, whitespace is one space. What is left is what
 * the database parses and plans: the same on both sides when the floor sends the library's statements.
 */
function statementShape(line: string): string {
  return line
    .replace(/\x1b\[[0-9;]*m/g, '')
    .replace(/^\[query\] /, '')
    .replace(/ \[took [^\]]*\]\s*$| -- \[.*\]\s*$/s, '')
    .replace(/E?'(?:[^'\\]|\\.|'')*'|\$\d+|\b\d+(?:\.\d+)?\b|\b(?:true|false)\b/g, '?')
    .replace(/[()"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
