import type { MikroORM } from '@mikro-orm/core';
import { postgresStorePlace } from '../postgres-store.js';
import { DEFAULT_KEY_PREFIX, type SharedStateOptions } from '../SharedStateOptions.js';
import { MemoryReplayStore } from './MemoryReplayStore.js';
import { PostgresReplayStore } from './PostgresReplayStore.js';
import { RedisReplayStore } from './RedisReplayStore.js';
import type { ReplayStore } from './ReplayStore.js';

/** The replay store the `sharedState` option names (it rejects when the ORM has no pg pool to give). */
export async function createReplayStore(options: SharedStateOptions, orm: MikroORM): Promise<ReplayStore> {
  switch (options.store) {
    case 'memory': return new MemoryReplayStore();
    case 'redis': return new RedisReplayStore(options.client, options.keyPrefix ?? DEFAULT_KEY_PREFIX);
    case 'postgres': return new PostgresReplayStore(await postgresStorePlace(options, 'replays', orm));
  }
}
