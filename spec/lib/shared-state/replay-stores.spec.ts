import { expect } from 'chai';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { MemoryReplayStore } from '../../../lib/shared-state/replays/MemoryReplayStore.js';
import { PostgresReplayStore } from '../../../lib/shared-state/replays/PostgresReplayStore.js';
import { RedisReplayStore } from '../../../lib/shared-state/replays/RedisReplayStore.js';
import type { ReplayStore } from '../../../lib/shared-state/replays/ReplayStore.js';
import type { PostgresQueryable } from '../../../lib/shared-state/SharedStateOptions.js';
import { useTestOrm } from '../../support/database.js';
import { HTTP_ENTITIES } from '../../support/http-entities.js';
import { SPEC_REDIS_PREFIX, useSpecNodeRedis, useSpecRedis } from '../../support/redis.js';

let keys = 0;
const newKey = () => `key-${process.pid}-${++keys}-${Date.now()}`;

describe('the replay stores (one contract: memory, PostgreSQL, Redis through ioredis and node-redis)', () => {
  let orm: MikroORM;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));
  const redis = useSpecRedis();
  const nodeRedis = useSpecNodeRedis();

  const pool = async () => (orm.em.getConnection() as unknown as { getNativeClient(): Promise<PostgresQueryable> }).getNativeClient();
  const stores: Array<[string, () => Promise<ReplayStore>]> = [
    ['memory', async () => new MemoryReplayStore()],
    ['postgres', async () => new PostgresReplayStore({ pool: await pool(), schemaName: orm.config.get('schema'), tableName: 'spec_replays' })],
    ['redis (ioredis)', async () => new RedisReplayStore(redis(), SPEC_REDIS_PREFIX)],
    ['redis (node-redis)', async () => new RedisReplayStore(nodeRedis(), SPEC_REDIS_PREFIX)],
  ];

  for (const [name, open] of stores) {
    describe(name, () => {
      it('claims a key once: the next claim is told it runs, then given the answer kept', async () => {
        const store = await open();
        const key = newKey();
        expect(await store.claim(key, 10_000)).to.deep.equal({ state: 'claimed' });
        expect(await store.claim(key, 10_000)).to.deep.equal({ state: 'running' });
        await store.keep(key, '{"done":[2,3]}', 10_000);
        expect(await store.claim(key, 10_000)).to.deep.equal({ state: 'answered', answer: '{"done":[2,3]}' });
        expect(await store.claim(newKey(), 10_000)).to.deep.equal({ state: 'claimed' });
      });

      it('keeps an empty answer told apart from a claim', async () => {
        const store = await open();
        const key = newKey();
        await store.claim(key, 10_000);
        await store.keep(key, '', 10_000);
        expect(await store.claim(key, 10_000)).to.deep.equal({ state: 'answered', answer: '' });
      });

      it('lets a claim be taken again once its lease ends (its runner died), unless renewed', async () => {
        const store = await open();
        const [renewed, left] = [newKey(), newKey()];
        await store.claim(renewed, 300);
        await store.claim(left, 300);
        await sleep(150);
        await store.renew(renewed, 1000);
        await sleep(250);
        expect(await store.claim(left, 10_000)).to.deep.equal({ state: 'claimed' });
        expect(await store.claim(renewed, 10_000)).to.deep.equal({ state: 'running' });
      });

      it('gives a claim up on release, never a kept answer', async () => {
        const store = await open();
        const [failed, answered] = [newKey(), newKey()];
        await store.claim(failed, 10_000);
        await store.release(failed);
        expect(await store.claim(failed, 10_000)).to.deep.equal({ state: 'claimed' });
        await store.claim(answered, 10_000);
        await store.keep(answered, '1', 10_000);
        await store.release(answered);
        await store.renew(answered, 10);
        await sleep(30);
        expect(await store.claim(answered, 10_000)).to.deep.equal({ state: 'answered', answer: '1' });
      });

      it('forgets an answer once its time kept ends', async () => {
        const store = await open();
        const key = newKey();
        await store.claim(key, 10_000);
        await store.keep(key, '1', 100);
        await sleep(200);
        expect(await store.claim(key, 10_000)).to.deep.equal({ state: 'claimed' });
      });
    });
  }

  it('postgres: eight instances creating the missing table at once all claim (one failed: type "…" already exists, 42710)', async () => {
    const schemaName = orm.config.get('schema');
    const tableName = 'spec_replays_created_at_once';
    const queryable = await pool();
    const sql = (text: string) => (queryable as unknown as { query(text: string): Promise<unknown> }).query(text);
    const qualified = schemaName ? `"${schemaName}"."${tableName}"` : `"${tableName}"`;
    // About one round in thirty met it here (8 creates at once): forty rounds.
    for (let round = 0; round < 40; round++) {
      await sql(`drop table if exists ${qualified}`);
      const instances = Array.from({ length: 8 }, () => new PostgresReplayStore({ pool: queryable, schemaName, tableName }));
      const claims = await Promise.all(instances.map((store) => store.claim(newKey(), 10_000)));
      expect(claims.map(({ state }) => state)).to.deep.equal(Array(8).fill('claimed'));
    }
    await sql(`drop table if exists ${qualified}`);
  });

  it('postgres: two instances claiming one key at once: exactly one is given it', async () => {
    const place = { pool: await pool(), schemaName: orm.config.get('schema'), tableName: 'spec_replays_race' };
    const [first, second] = [new PostgresReplayStore(place), new PostgresReplayStore(place)];
    for (let round = 0; round < 20; round++) {
      const key = newKey();
      const claims = await Promise.all([first.claim(key, 10_000), second.claim(key, 10_000)]);
      expect(claims.map(({ state }) => state).sort()).to.deep.equal(['claimed', 'running']);
    }
  });
});
