import type { EventArgs, EventSubscriber, MikroORM } from '@mikro-orm/core';
import { markOwnSubscriber } from './orm-bypass.js';
import type { RowCounter } from './RowCounter.js';
import type { TableBinding } from './TableBinding.js';

/** What the write path tells the counts: an entity's rows changed by a statement of its own. */
export type RowsWritten = (entityClassName: string) => void;

/**
 * Drops the cached counts of every `{ cacheMs }` table when MikroORM creates, updates or deletes one
 * of its entities (every edit and delete of this library does), and once more when the transaction
 * commits, so that a count read between the flush and the commit is not kept. Writes that bypass the
 * unit of work (`nativeDelete`, raw SQL, another process) show once the counts expire, except the
 * library's own single-statement writes, which call the returned function.
 */
export function invalidateCountsOnWrites(orm: Pick<MikroORM, 'em'>, bindings: Iterable<TableBinding>, counter: RowCounter): RowsWritten {
  const byEntity = new Map<string, string[]>();
  for (const binding of bindings) {
    const count = binding.table.count;
    if (!binding.meta || typeof count !== 'object' || !('cacheMs' in count)) continue;
    byEntity.set(binding.meta.className, [...(byEntity.get(binding.meta.className) ?? []), binding.name]);
  }
  if (byEntity.size === 0) return () => undefined;
  const pending = new Set<string>();
  const written = ({ meta }: EventArgs<unknown>) => {
    for (const table of byEntity.get(meta.className) ?? []) {
      pending.add(table);
      counter.invalidate(table);
    }
  };
  const settled = () => {
    for (const table of pending) counter.invalidate(table);
    pending.clear();
  };
  const subscriber: EventSubscriber = {
    afterCreate: written,
    afterUpdate: written,
    afterDelete: written,
    afterTransactionCommit: settled,
    afterTransactionRollback: settled,
  };
  markOwnSubscriber(subscriber);
  orm.em.getEventManager().registerSubscriber(subscriber);
  return (className) => {
    for (const table of byEntity.get(className) ?? []) counter.invalidate(table);
  };
}
