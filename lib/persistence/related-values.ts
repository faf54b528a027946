import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { RelationTarget } from '../form/relation-field.js';
import type { RelationOption } from '../wire/relation-options.js';
import { keyColumn } from './column-path.js';
import { relationOptionsOf, scopedRelated } from './relation-options.js';
import { sqlTableName } from './table-name.js';

/**
 * The rows a ManyToMany holds for one entity, with their labels, in label then key order: ONE statement
 * over the pivot joined to the related table. Not scoped: a form shows what is stored, even a row its
 * scope would no longer offer (docs/forms.md, "Relation fields").
 */
export async function storedManyToMany(em: EntityManager, ownerKey: unknown, target: RelationTarget): Promise<RelationOption[]> {
  const { prop } = target;
  const pivot = prop.pivotEntity ? em.getMetadata().find(prop.pivotEntity) : undefined;
  if (!pivot || prop.joinColumns?.length !== 1 || prop.inverseJoinColumns?.length !== 1) return [];
  const q = (name: string) => em.getPlatform().quoteIdentifier(name);
  const key = keyColumn(target.target);
  const label = target.label.fieldNames[0];
  const sql = `select r.${q(key)} as "id", r.${q(label)} as "label" from ${sqlTableName(em, target.target)} r`
    + ` join ${sqlTableName(em, pivot)} p on p.${q(prop.inverseJoinColumns[0])} = r.${q(key)}`
    + ` where p.${q(prop.joinColumns[0])} = ? order by r.${q(label)}, r.${q(key)}`;
  const rows = await em.getConnection('read').execute<{ id: unknown; label: unknown }[]>(sql, [ownerKey], 'all', em.getTransactionContext());
  return rows.map((row) => ({ id: String(row.id), label: row.label === null || row.label === undefined ? '' : String(row.label) }));
}

/** The labels of rows by key, not scoped (the rows a form holds already), in the order given: one statement. */
export function storedLabels(em: EntityManager, target: RelationTarget, request: Request, keys: readonly unknown[]): Promise<RelationOption[]> {
  return relationOptionsOf(em, { ...target, scope: null }, request, keys);
}

/**
 * Which of these keys name a row the column's scope allows: ONE statement, `select key from <target> r
 * where key in (…) and <scope>`. The keys as text.
 */
export async function keysInScope(em: EntityManager, target: RelationTarget, request: Request, keys: readonly unknown[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const qb = await scopedRelated(em, target, request);
  const key = target.target.primaryKeys[0];
  qb.select([key]).andWhere({ [key]: { $in: [...keys] } });
  return new Set(((await qb.execute('all')) as Record<string, unknown>[]).map((row) => String(row[key])));
}

/** The key property of an entity. */
export function keyProperty(meta: EntityMetadata): EntityProperty {
  return meta.properties[meta.primaryKeys[0] as keyof typeof meta.properties] as EntityProperty;
}
