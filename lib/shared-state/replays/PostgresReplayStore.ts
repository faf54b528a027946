import type { PostgresStorePlace } from '../postgres-store.js';
import type { ReplayClaim, ReplayStore } from './ReplayStore.js';

/** How often at most one process deletes the table's ended rows (they are ignored before that). */
const SWEEP_MS = 60_000;

type Query = (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

/**
 * A {@link ReplayStore} in a table of the application's database (`<prefix>_replays`), created when
 * missing. A claim is a row without an answer whose `ends_at` is its lease; an answer replaces it with
 * its own `ends_at`. One statement each: an INSERT … ON CONFLICT takes a key nobody holds or whose
 * lease or answer ended, so two instances never both claim it.
 */
export class PostgresReplayStore implements ReplayStore {
  private readonly table: string;
  private readonly query: Query;
  /** The table's creation, begun by the first claim; forgotten when it fails, so a later claim tries again. */
  private ready: Promise<void> | null = null;
  private sweptAt = 0;

  constructor(place: PostgresStorePlace) {
    this.table = `${place.schemaName === undefined ? '' : `"${place.schemaName}".`}"${place.tableName}"`;
    this.query = (text, values) => (place.pool.query as unknown as Query)(text, values);
  }

  async claim(key: string, leaseMs: number): Promise<ReplayClaim> {
    await this.created();
    this.sweep();
    const { rows } = await this.query(
      `insert into ${this.table} (key, answer, ends_at) values ($1, null, now() + $2 * interval '1 millisecond')
       on conflict (key) do update set answer = null, ends_at = excluded.ends_at where ${this.table}.ends_at <= now()
       returning key`,
      [key, leaseMs],
    );
    if (rows.length === 1) return { state: 'claimed' };
    const held = await this.query(`select answer from ${this.table} where key = $1 and ends_at > now()`, [key]);
    const answer = held.rows[0]?.answer;
    // Gone between the two statements (its lease just ended, or its runner gave it up): claim again.
    if (held.rows.length === 0) return this.claim(key, leaseMs);
    return typeof answer === 'string' ? { state: 'answered', answer } : { state: 'running' };
  }

  async renew(key: string, leaseMs: number): Promise<void> {
    await this.query(`update ${this.table} set ends_at = now() + $2 * interval '1 millisecond' where key = $1 and answer is null`, [key, leaseMs]);
  }

  async keep(key: string, answer: string, keepMs: number): Promise<void> {
    await this.query(
      `insert into ${this.table} (key, answer, ends_at) values ($1, $2, now() + $3 * interval '1 millisecond')
       on conflict (key) do update set answer = excluded.answer, ends_at = excluded.ends_at`,
      [key, answer, keepMs],
    );
  }

  async release(key: string): Promise<void> {
    await this.query(`delete from ${this.table} where key = $1 and answer is null`, [key]);
  }

  private created(): Promise<void> {
    if (!this.ready) {
      this.ready = this.create();
      this.ready.catch(() => (this.ready = null));
    }
    return this.ready;
  }

  /**
   * The table, created when missing. Routers creating it at once is no failure: the one that loses meets
   * pg_type's unique index (23505), the table itself (42P07) or its row type just committed (42710).
   */
  private async create(): Promise<void> {
    try {
      await this.query(`create table if not exists ${this.table} (key text primary key, answer text, ends_at timestamptz not null)`, []);
    } catch (error) {
      if (!['23505', '42P07', '42710'].includes(String((error as { code?: unknown }).code))) throw error;
    }
  }

  /** Deletes ended rows now and then, not awaited: a failure is the next claim's to report. */
  private sweep(): void {
    const now = Date.now();
    if (now - this.sweptAt < SWEEP_MS) return;
    this.sweptAt = now;
    this.query(`delete from ${this.table} where ends_at <= now()`, []).catch(() => undefined);
  }
}
