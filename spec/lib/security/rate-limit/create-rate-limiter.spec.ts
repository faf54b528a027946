import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createRateLimiter } from '../../../../lib/security/rate-limit/create-rate-limiter.js';
import { useTestOrm } from '../../../support/database.js';
import { HTTP_ENTITIES } from '../../../support/http-entities.js';

describe('createRateLimiter over PostgreSQL', () => {
  let orm: MikroORM;
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  it('gives eight routers creating the missing table at once each its limiter (one was refused: type or relation "…" already exists, 42710/42P07)', async () => {
    const tablePrefix = 'spec_limits_at_once';
    const schema = orm.config.get('schema');
    const qualified = `${schema ? `"${schema}".` : ''}"${tablePrefix}_rate_limits"`;
    const sql = (text: string) => orm.em.getConnection().execute(text);
    // About one round in thirty met it here (8 creates at once): forty rounds.
    for (let round = 0; round < 40; round++) {
      await sql(`drop table if exists ${qualified}`);
      const limiters = await Promise.allSettled(Array.from({ length: 8 }, () => createRateLimiter({ store: 'postgres', tablePrefix }, { points: 5, keyPrefix: 'm' }, orm)));
      expect(limiters.filter(({ status }) => status === 'rejected').map((refused) => String((refused as PromiseRejectedResult).reason))).to.deep.equal([]);
    }
    await sql(`drop table if exists ${qualified}`);
  });
});
