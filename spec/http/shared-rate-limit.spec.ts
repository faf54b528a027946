import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import pg, { type Pool } from 'pg';
import type { SharedStateOptions } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { STORE_TIMEOUT_MS } from '../../lib/security/rate-limit/ClientQuota.js';
import { testDatabase, useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, type RecordingLogger } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { Redis } from 'ioredis';
import { SPEC_REDIS_PREFIX, useSpecNodeRedis, useSpecRedis } from '../support/redis.js';

const DELETE_BOOKS = new TableTokens(SPEC_SECRET).sign('spec-books', 'delete');
const QUOTA = 4;

/** `count` routers ("instances") in one process over the spec database, with one client's key. */
function instances(orm: MikroORM, count: number, sharedState: SharedStateOptions | undefined, client: string): Array<{ app: Express; logger: RecordingLogger }> {
  return Array.from({ length: count }, () => createSpecApp({ orm, limits: { mutationsPerMinute: QUOTA }, clientKey: () => client, sharedState }));
}

/**
 * Sends `rounds` deletes of a missing row (404 once counted) to each instance, the instances' at the
 * same moment in each round; the statuses, round by round.
 */
async function deletes(apps: Express[], rounds: number): Promise<number[]> {
  const sessions = await Promise.all(apps.map((app) => openPage(app)));
  const statuses: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(sessions.map(({ agent, csrf }) =>
      agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', csrf).send({ table: DELETE_BOOKS, id: 999 })));
    for (const res of answers) {
      if (res.status === 429) {
        expect(res.body.error).to.include({ status: 429, code: 'too_many_requests' });
        expect(Number(res.headers['retry-after'])).to.be.within(1, 60);
      }
      statuses.push(res.status);
    }
  }
  return statuses;
}

const letThrough = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

let clients = 0;
const newClient = () => `client-${process.pid}-${++clients}-${Date.now()}`;

describe('the router\'s sharedState option (limits shared by instances)', () => {
  let orm: MikroORM;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(() => seed(orm));

  it('memory (the default): each instance allows its own quota, three times it in all', async () => {
    const apps = instances(orm, 3, undefined, newClient()).map(({ app }) => app);
    expect(letThrough(await deletes(apps, 2 * QUOTA))).to.equal(3 * QUOTA);
  });

  it('postgres: three instances over one database let through the quota in total, not three times it', async () => {
    const routers = instances(orm, 3, { store: 'postgres' }, newClient());
    const apps = routers.map(({ app }) => app);
    const statuses = await deletes(apps, 2 * QUOTA);
    expect(routers.flatMap(({ logger }) => logger.errors)).to.deep.equal([]);
    expect(letThrough(statuses)).to.equal(QUOTA);
    expect(statuses.filter((status) => status !== 429 && status !== 404)).to.deep.equal([]);
  });

  it('postgres: three instances started at once on a database without the table all count into it (none falls back to its own)', async () => {
    // Options of their own, as three processes have: nothing in this process orders their CREATE TABLEs.
    const tablePrefix = `started_at_once_${++clients}`;
    const client = newClient();
    const routers = [0, 1, 2].map(() => createSpecApp({ orm, limits: { mutationsPerMinute: QUOTA }, clientKey: () => client, sharedState: { store: 'postgres', tablePrefix } }));
    const statuses = await deletes(routers.map(({ app }) => app), 2 * QUOTA);
    expect(routers.flatMap(({ logger }) => logger.errors)).to.deep.equal([]);
    expect(letThrough(statuses)).to.equal(QUOTA);
  });

  it('postgres: keeps the counts in the ORM\'s schema, each quota under its own key', async () => {
    const client = newClient();
    await deletes(instances(orm, 1, { store: 'postgres' }, client).map(({ app }) => app), 2);
    const schema = orm.config.get('schema');
    const rows = await orm.em.getConnection().execute(`select key, points from "${schema}".ux_datatables_rate_limits where key like ?`, [`%${client}`]);
    expect(rows).to.deep.equal([{ key: `changes:${client}`, points: 2 }]);
  });

  it('postgres: counts through the application\'s own pg.Pool and table when given', async () => {
    const database = await testDatabase();
    // One connection: the embedded database takes two at once, and the ORM holds one.
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const sharedState: SharedStateOptions = { store: 'postgres', pool, tablePrefix: 'app', schemaName: orm.config.get('schema') };
      const routers = instances(orm, 2, sharedState, newClient());
      const statuses = await deletes(routers.map(({ app }) => app), 2 * QUOTA);
      expect(routers.flatMap(({ logger }) => logger.errors)).to.deep.equal([]);
      expect(letThrough(statuses)).to.equal(QUOTA);
    } finally {
      await pool.end();
    }
  });

  describe('redis (ioredis and node-redis on the machine\'s Redis, REDIS_URL or 127.0.0.1:6379)', () => {
    const redis = useSpecRedis();
    const redisClients = [['ioredis', redis], ['node-redis', useSpecNodeRedis()]] as const;

    for (const [name, client] of redisClients) {
      it(`${name}: three instances sharing one Redis let through the quota in total, not three times it`, async () => {
        const sharedState: SharedStateOptions = { store: 'redis', client: client(), keyPrefix: SPEC_REDIS_PREFIX };
        const routers = instances(orm, 3, sharedState, newClient());
        const statuses = await deletes(routers.map(({ app }) => app), 2 * QUOTA);
        expect(routers.flatMap(({ logger }) => logger.errors)).to.deep.equal([]);
        expect(letThrough(statuses)).to.equal(QUOTA);
      });
    }

    it('fails open to each instance\'s count when the client is not ready, logged once', async () => {
      const closed = new Redis(redis().options.port ?? 6379, redis().options.host ?? '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
      const [{ app, logger }] = instances(orm, 1, { store: 'redis', client: closed }, newClient());
      expect(await deletes([app], QUOTA + 1)).to.deep.equal([...Array(QUOTA).fill(404), 429]);
      expect(logger.errors).to.have.length(1);
      expect(String(logger.errors[0][0])).to.match(/"redis" shared-state store failed/);
      closed.disconnect();
    });
  });

  describe('a store that fails', () => {
    /** The ORM's pool, failing or hanging on demand. */
    async function faultyPool(): Promise<{ pool: Pool; mode: { now: 'works' | 'fails' | 'hangs' } }> {
      const real = await (orm.em.getConnection() as unknown as { getNativeClient(): Promise<Pool> }).getNativeClient();
      const mode = { now: 'works' as 'works' | 'fails' | 'hangs' };
      const pool = Object.assign(Object.create(real) as Pool, {
        query: (...args: Parameters<Pool['query']>) => {
          if (mode.now === 'fails') return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
          if (mode.now === 'hangs') return new Promise(() => undefined);
          return (real.query as (...given: unknown[]) => unknown)(...args);
        },
      });
      return { pool, mode };
    }

    it('fails open to each instance\'s own count, logs once, and says when it answers again', async () => {
      const { pool, mode } = await faultyPool();
      const [{ app, logger }] = instances(orm, 1, { store: 'postgres', pool }, newClient());
      expect(letThrough(await deletes([app], 1))).to.equal(1);
      mode.now = 'fails';
      // Counted in memory now: the quota of this instance alone, still 429 in the library's JSON past it.
      const statuses = await deletes([app], 2 * QUOTA);
      expect(letThrough(statuses)).to.equal(QUOTA);
      expect(logger.errors).to.have.length(1);
      expect(String(logger.errors[0][0])).to.match(/"postgres" shared-state store failed; counting and remembering retries in this process.*ECONNREFUSED/);
      mode.now = 'works';
      await deletes([app], 1);
      expect(logger.warnings.filter((line) => /answers again/.test(line))).to.have.length(1);
      expect(logger.errors).to.have.length(1);
    });

    it('fails open when its table cannot be made at all, never a 500', async () => {
      const pool = { query: () => Promise.reject(new Error('permission denied for schema public')) };
      const [{ app, logger }] = instances(orm, 1, { store: 'postgres', pool }, newClient());
      const statuses = await deletes([app], QUOTA + 1);
      expect(statuses).to.deep.equal([...Array(QUOTA).fill(404), 429]);
      expect(logger.errors).to.have.length(1);
    });

    it('counts in this process a request the store keeps waiting past STORE_TIMEOUT_MS', async function () {
      this.timeout(STORE_TIMEOUT_MS * 5);
      const { pool, mode } = await faultyPool();
      const [{ app, logger }] = instances(orm, 1, { store: 'postgres', pool }, newClient());
      await deletes([app], 1);
      mode.now = 'hangs';
      const started = Date.now();
      expect(await deletes([app], 1)).to.deep.equal([404]);
      expect(Date.now() - started).to.be.within(STORE_TIMEOUT_MS - 50, STORE_TIMEOUT_MS * 4);
      expect(String(logger.errors[0][0])).to.match(/timed out/);
    });
  });
});
