import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuthorizationContext } from '../../../lib/index.js';
import { SpecBulkBookTable } from '../bulk-tables.js';
import { SpecCreateBookTable } from '../create-tables.js';
import { createSpecApp, seed, type RecordingLogger } from '../http-app.js';
import { hostileBookTable } from '../hostile-book-tables.js';
import { SpecNoteTable, SpecReadOnlyBookTable, specOrderTable } from '../http-tables.js';
import { sendWire, type WireResponse, type WireSession } from './raw-client.js';
import type { WireRequest } from './wire-request.js';

/** The book the authorization hook protects (`loaded` path): never deleted nor edited, though it is a draft. */
export const PROTECTED_BOOK = 6;

/** The header whose value {@link READER} makes the hook refuse creates (the view's and the submit's). */
export const ROLE_HEADER = 'X-Hostile-Role';
export const READER = 'reader';

/** Where the books' key sequence stands after seeding: a new book is 101, 102... (the seeded ones carry their ids). */
export const SEQUENCE_START = 100;

/**
 * How the app's book changes are written: `loaded`, `spec-books` as the HTTP specs declare it (its own
 * `mapRow`; with cells in place, actions of the application's and a bulk edit: `hostileBookTable`) under the authorization hook, each change reading its row first; `one statement`, the same
 * table shown as stored (the default `mapRow`) and no hook, each change one statement holding its
 * checks (`mutation/write-target-row.writeUnloadedRow`).
 */
export type WritePath = 'loaded' | 'one statement';

/** Both write paths, for the race specs to run each on. */
export const WRITE_PATHS: WritePath[] = ['loaded', 'one statement'];

/** The stored rows of the three tables, by table, ordered by id. */
export type Snapshot = Record<'book' | 'note' | 'orders', Array<Record<string, unknown>>>;

/**
 * The app the campaign attacks: the HTTP specs' router (books, with cells in place, actions of the
 * application's and a bulk edit; notes, the hand-built orders, a read-only table on Book, one creating
 * books, one with bulk actions) with an authorization hook refusing every change to
 * book 6 and every create of a {@link READER}, listening on a loopback port, over a real database
 * seeded with the specs' rows, without the per-client quota of mutations. Two browser sessions.
 */
export class HostileApp {
  private constructor(
    readonly orm: MikroORM,
    readonly logger: RecordingLogger,
    private readonly server: Server,
    private readonly sessions: [WireSession, WireSession],
    /** The checksum of the seeded tables. */
    readonly baseline: string,
    /** The seeded rows. */
    readonly seeded: Snapshot,
    /** The book the authorization hook protects; null without a hook. */
    readonly protectedBook: number | null,
  ) {}

  static async open(orm: MikroORM, path: WritePath = 'loaded'): Promise<HostileApp> {
    const loaded = path === 'loaded';
    const { app, logger } = createSpecApp({
      orm,
      tables: [hostileBookTable(loaded ? 'own rows' : 'as stored'), SpecNoteTable, specOrderTable(), SpecReadOnlyBookTable, SpecCreateBookTable, SpecBulkBookTable],
      authorize: loaded ? authorize : undefined,
      // Thousands of mutations a minute from one address: the per-client quota (spec/http/request-limits) would answer them all 429.
      limits: { mutationsPerMinute: 0 },
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address() as AddressInfo;
    const sessions: [WireSession, WireSession] = [await openSession(address), await openSession(address)];
    await reseed(orm);
    return new HostileApp(orm, logger, server, sessions, await checksum(orm), await snapshot(orm), loaded ? PROTECTED_BOOK : null);
  }

  send(request: WireRequest): Promise<WireResponse> {
    return sendWire(this.server.address() as AddressInfo, request, ...this.sessions);
  }

  checksum(): Promise<string> {
    return checksum(this.orm);
  }

  snapshot(): Promise<Snapshot> {
    return snapshot(this.orm);
  }

  reseed(): Promise<void> {
    return reseed(this.orm);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** Reads are free; a create has no entity, so it is refused by the request's role; a change, by its row. */
function authorize(context: AuthorizationContext): boolean {
  if (context.action === 'read') return true;
  if (context.action === 'create') return context.request.get(ROLE_HEADER) !== READER;
  return (context.entity as { id?: unknown }).id !== PROTECTED_BOOK;
}

/** The specs' rows, and the key sequence moved past them (it is not rewound by deleting rows). */
async function reseed(orm: MikroORM): Promise<void> {
  await seed(orm);
  await orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('${orm.config.get('schema')}.book', 'id'), ${SEQUENCE_START})`);
}

async function openSession(address: AddressInfo): Promise<WireSession> {
  const res = await fetch(`http://${address.address}:${address.port}/view/spec-books`);
  const view = (await res.json()) as { csrf: { token: string } };
  const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { cookie, csrf: view.csrf.token };
}

function qualified(orm: MikroORM, table: string): string {
  return `"${orm.config.get('schema')}"."${table}"`;
}

/** One md5 over the three tables' rows, ordered by id: equal exactly when nothing was written. */
async function checksum(orm: MikroORM): Promise<string> {
  const one = (table: string) => `(select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from ${qualified(orm, table)} t)`;
  const [row] = await orm.em.getConnection().execute<Array<{ sum: string }>>(`select ${one('book')} || ${one('note')} || ${one('orders')} as sum`);
  return row.sum;
}

async function snapshot(orm: MikroORM): Promise<Snapshot> {
  const rows = (table: string) => `(select coalesce(json_agg(t order by t.id), '[]'::json) from ${qualified(orm, table)} t)`;
  const [row] = await orm.em.getConnection().execute<Array<Snapshot>>(`select ${rows('book')} as book, ${rows('note')} as note, ${rows('orders')} as orders`);
  return row;
}
