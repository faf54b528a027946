import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { AbstractColumn } from '../column/AbstractColumn.js';
import type { RelationScope } from '../column/relation-scope.js';
import type { ColumnPath } from './column-path.js';
import { RELATION_OPTIONS_PAGE, type RelationOption, type RelationOptionsPage } from '../wire/relation-options.js';
import { likePattern } from './like-pattern.js';
import { withFilters } from './orm-filters.js';

/** What a query over a relation's rows needs: the related entity, the property labelling its rows, the column's scope. */
export interface RelatedRows {
  readonly target: EntityMetadata;
  readonly label: EntityProperty;
  readonly scope: RelationScope | null;
}

/**
 * A query builder over the related entity (alias `r`) with the ORM's filters on it (`orm-filters`) and the
 * column's `setRelationScope` applied: every statement about a relation's rows (options, labels, the check
 * of submitted ids) starts here, so none can see a row a filter or the scope hides.
 */
export async function scopedRelated(em: EntityManager, related: RelatedRows, request: Request): Promise<QueryBuilder<any, any>> {
  const qb = await withFilters(em, related.target, em.createQueryBuilder(related.target.class, 'r'));
  if (related.scope) await related.scope(qb, request);
  return qb;
}

/**
 * One page of options: the rows whose label contains `q` (case-insensitively, `%`, `_` and `\` taken
 * literally), in label then key order. One more row than a page is read to know whether another follows.
 */
export async function relationOptionsPage(em: EntityManager, related: RelatedRows, request: Request, q: string, page: number): Promise<RelationOptionsPage> {
  const qb = await scopedRelated(em, related, request);
  const key = related.target.primaryKeys[0];
  const label = related.label.name;
  qb.select([key, label]);
  if (q !== '') qb.andWhere({ [label]: { $ilike: likePattern(q, 'contains') } });
  qb.orderBy([{ [label]: 'asc' }, { [key]: 'asc' }]).limit(RELATION_OPTIONS_PAGE + 1).offset(page * RELATION_OPTIONS_PAGE);
  const rows = (await qb.execute('all')) as Record<string, unknown>[];
  const options = rows.slice(0, RELATION_OPTIONS_PAGE).map((row) => option(row, key, label));
  return { options, more: rows.length > RELATION_OPTIONS_PAGE };
}

/** The rows of these keys the scope allows, with their labels, in the order the keys are given (one statement). */
export async function relationOptionsOf(em: EntityManager, related: RelatedRows, request: Request, keys: readonly unknown[]): Promise<RelationOption[]> {
  if (keys.length === 0) return [];
  const qb = await scopedRelated(em, related, request);
  const key = related.target.primaryKeys[0];
  const label = related.label.name;
  qb.select([key, label]).andWhere({ [key]: { $in: [...keys] } });
  const found = new Map(((await qb.execute('all')) as Record<string, unknown>[]).map((row) => [String(row[key]), option(row, key, label)]));
  return keys.flatMap((wanted) => found.get(String(wanted)) ?? []);
}

/**
 * How many rows the scope allows, counting no further than `most + 1`: whether a form may list them all
 * in a plain `<select>`.
 */
export async function countRelatedUpTo(em: EntityManager, related: RelatedRows, request: Request, most: number): Promise<number> {
  const qb = await scopedRelated(em, related, request);
  const key = related.target.primaryKeys[0];
  qb.select([key]).limit(most + 1);
  return ((await qb.execute('all')) as unknown[]).length;
}

/** The rows the scope allows, all of them with their labels, in label then key order: a small relation's `<select>`. */
export async function allRelationOptions(em: EntityManager, related: RelatedRows, request: Request, most: number): Promise<RelationOption[]> {
  const qb = await scopedRelated(em, related, request);
  const key = related.target.primaryKeys[0];
  const label = related.label.name;
  qb.select([key, label]).orderBy([{ [label]: 'asc' }, { [key]: 'asc' }]).limit(most);
  return ((await qb.execute('all')) as Record<string, unknown>[]).map((row) => option(row, key, label));
}

function option(row: Record<string, unknown>, key: string, label: string): RelationOption {
  const shown = row[label];
  return { id: String(row[key]), label: shown === null || shown === undefined ? '' : String(shown) };
}

/** The related rows of a table's column naming a relation (`writer`, `labels`); undefined for any other column. */
export function relatedRowsOf(binding: { pathOf(name: string): ColumnPath | undefined; table: { column(name: string): AbstractColumn | undefined } }, column: string): RelatedRows | undefined {
  const path = binding.pathOf(column);
  const declared = binding.table.column(column);
  if (!path?.relation || !declared) return undefined;
  return { target: path.owner, label: path.prop, scope: declared.relationScopeHook };
}
