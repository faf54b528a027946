import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/core';
import { ClientQuota } from '../../../../lib/security/rate-limit/ClientQuota.js';
import { StoreHealth } from '../../../../lib/shared-state/StoreHealth.js';
import { recordingLogger } from '../../../support/http-app.js';

// The memory store needs no ORM; a PostgreSQL one given its pool reads only the ORM's `schema`.
const NO_ORM = { config: { get: () => undefined } } as unknown as MikroORM;

describe('ClientQuota', () => {
  it('lets a client through its quota, then says the seconds left of its minute', async () => {
    const quota = new ClientQuota({ store: 'memory' }, { points: 2, keyPrefix: 'changes' }, NO_ORM, new StoreHealth('memory', recordingLogger()));
    expect([await quota.take('a'), await quota.take('a')]).to.deep.equal([0, 0]);
    expect(await quota.take('a')).to.be.within(59, 60);
    expect(await quota.take('b')).to.equal(0);
  });

  it('counts in memory, logging once, once for both quotas of a router, when the store rejects with something that is not an Error', async () => {
    const logger = recordingLogger();
    const pool = { query: () => Promise.reject('socket hang up') };
    const health = new StoreHealth('postgres', logger);
    const quota = new ClientQuota({ store: 'postgres', pool }, { points: 1, keyPrefix: 'changes' }, NO_ORM, health);
    const options = new ClientQuota({ store: 'postgres', pool }, { points: 4, keyPrefix: 'options' }, NO_ORM, health);
    expect(await quota.take('a')).to.equal(0);
    expect(await quota.take('a')).to.be.within(59, 60);
    // The router's other quota shares the store's health: the outage is not logged again.
    expect(await options.take('a')).to.equal(0);
    expect(logger.errors.map(([message]) => message)).to.deep.equal([
      'ux-datatables: the "postgres" shared-state store failed; counting and remembering retries in this process until it answers (socket hang up)',
    ]);
  });
});
