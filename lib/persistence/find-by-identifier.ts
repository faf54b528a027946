import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActionBinding } from './TableBinding.js';
import { convertIdentifier } from './identifier.js';

/** The entity an action names by `id` (its `idField` or primary key), or null if there is none. */
export async function findByIdentifier(em: EntityManager, binding: ActionBinding, id: unknown): Promise<object | null> {
  const value = convertIdentifier(binding.lookup, id);
  if (value === null) return null;
  return em.findOne(binding.meta.class, { [binding.lookup.name]: value } as never, { refresh: true });
}
