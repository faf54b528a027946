import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Writes the pending changes in one explicit transaction (whatever `implicitTransactions` says), and
 * rolls it back when any statement fails: a failed request leaves nothing behind.
 */
export async function flushInTransaction(em: EntityManager): Promise<void> {
  await em.begin();
  try {
    await em.commit();
  } catch (error) {
    await em.rollback().catch(() => undefined);
    throw error;
  }
}
