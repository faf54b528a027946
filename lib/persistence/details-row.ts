import { Collection, Reference } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../model/Row.js';
import { fetchEntityPage } from './data-query.js';
import type { EntityValuePath } from './details-binding.js';
import type { TableBinding } from './TableBinding.js';

/** Most related rows a ToMany field lists in a row's details; the others are counted ("+3 more"). */
export const DETAILS_LIST_LIMIT = 50;

/** A row whose details are shown: the table's row as the data endpoint sends it, and its entity with the details' relations. */
export interface DetailsRow {
  row: Row;
  entity: object;
}

/** A ToMany field's related rows: the values shown of the first {@link DETAILS_LIST_LIMIT}, and how many more there are. */
export interface RelatedList {
  values: unknown[];
  more: number;
}

/**
 * The row of an entity table whose key is `key`, through the table's own scope: its entity first, by the ORM with
 * its filters (soft deletes, tenants) and the relations the details walk and `populate`, in a fresh fork (so the
 * identity map answers nothing the filters did not see); then the table's row, by the data endpoint's very
 * statement restricted to that key (`fetchEntityPage`: its joins, `mapRow`). A row either leaves out is null,
 * exactly as one that does not exist. `em` is a fresh fork.
 */
export async function loadDetailsRow(em: EntityManager, binding: TableBinding, key: unknown): Promise<DetailsRow | null> {
  const meta = binding.meta!;
  const source = binding.table.source;
  if (source.kind !== 'entity' || !binding.details) return null;
  const property = meta.primaryKeys[0];
  const entity = await em.findOne(meta.class, { [property]: key } as never, { populate: [...binding.details.populate] as never });
  if (!entity) return null;
  const page = await fetchEntityPage(em, binding, { search: '', searchColumns: [], columnSearch: [], order: [], start: 0, length: 1, row: { property, value: key } });
  const shown = page.entities[0];
  return shown ? { row: Object.assign(source.mapRow(shown), page.related?.[0]), entity } : null;
}

/** The value a path reads from the entity: its ToOne relations walked (null past a missing one), then its property. */
export function entityValue(entity: object, path: EntityValuePath): unknown {
  const owner = walk(entity, path.toOne);
  return owner === null ? null : ((owner as Record<string, unknown>)[path.prop.name] ?? null);
}

/**
 * A ToMany field's related rows, in the order of the value shown (then their keys), the first
 * {@link DETAILS_LIST_LIMIT} of them and the count of the rest: one statement, and a count only past the limit.
 * Where the related rows are the table's own (an author's books, in a table of books), the row itself is left
 * out: the details list its others.
 */
export async function relatedList(entity: object, path: EntityValuePath, binding: TableBinding): Promise<RelatedList> {
  const owner = walk(entity, path.toOne);
  const toMany = path.toMany!;
  const collection = owner === null ? null : (owner as Record<string, unknown>)[toMany.relation.name];
  if (!(collection instanceof Collection)) return { values: [], more: 0 };
  const key = toMany.target.primaryKeys[0];
  const self = toMany.target.className === binding.meta!.className ? (entity as Record<string, unknown>)[key] : undefined;
  const where = self === undefined ? {} : { [key]: { $ne: self } };
  const found = await collection.matching({ where, orderBy: [{ [path.prop.name]: 'asc' }, { [key]: 'asc' }], limit: DETAILS_LIST_LIMIT + 1, store: false } as never);
  const values = found.slice(0, DETAILS_LIST_LIMIT).map((item) => (item as Record<string, unknown>)[path.prop.name] ?? null);
  const more = found.length > DETAILS_LIST_LIMIT ? (await collection.loadCount({ where, refresh: true } as never)) - DETAILS_LIST_LIMIT : 0;
  return { values, more };
}

/** Every ToMany field's {@link relatedList}, by field name, one after the other on the row's entity manager. */
export async function detailsLists(entity: object, binding: TableBinding): Promise<Map<string, RelatedList>> {
  const lists = new Map<string, RelatedList>();
  for (const field of binding.details?.fields ?? []) {
    if (field.path?.toMany) lists.set(field.name, await relatedList(entity, field.path, binding));
  }
  return lists;
}

function walk(entity: object, toOne: readonly string[]): object | null {
  let owner: unknown = entity;
  for (const name of toOne) {
    const next = (owner as Record<string, unknown>)[name];
    owner = Reference.isReference(next) ? next.unwrap() : next;
    if (owner === null || owner === undefined) return null;
  }
  return owner as object;
}
