/** Most cached counts per table (distinct searches); the oldest goes first past it. */
const MOST_PER_TABLE = 200;

interface Entry {
  value: number;
  expires: number;
}

interface TableEntries {
  /** Bumped by {@link CountCache.invalidate}: a count begun before it is not kept. */
  generation: number;
  entries: Map<string, Entry>;
}

/**
 * Exact counts kept for a short time, per table and search (the `{ cacheMs }` count strategy of one
 * router). A write to a table drops its counts, and a count that was running meanwhile is not kept,
 * since it may have read the rows before the write.
 */
export class CountCache {
  private readonly tables = new Map<string, TableEntries>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The cached count, or the one `count` gives, kept for `ttlMs` unless the table changed meanwhile. */
  async get(table: string, key: string, ttlMs: number, count: () => Promise<number>): Promise<number> {
    const state = this.state(table);
    const cached = state.entries.get(key);
    if (cached && cached.expires > this.now()) return cached.value;
    const generation = state.generation;
    const value = await count();
    if (state.generation === generation) {
      state.entries.delete(key);
      state.entries.set(key, { value, expires: this.now() + ttlMs });
      if (state.entries.size > MOST_PER_TABLE) state.entries.delete(state.entries.keys().next().value!);
    }
    return value;
  }

  /** Forgets every count of a table. */
  invalidate(table: string): void {
    const state = this.state(table);
    state.generation++;
    state.entries.clear();
  }

  private state(table: string): TableEntries {
    let state = this.tables.get(table);
    if (!state) this.tables.set(table, (state = { generation: 0, entries: new Map() }));
    return state;
  }
}
