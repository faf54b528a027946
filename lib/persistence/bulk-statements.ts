import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { plainRowMapper } from './plain-rows.js';
import { propertyOf, toDatabase } from './row-statements.js';
import type { SqlCondition } from './search-sql.js';
import { sqlTableName } from './table-name.js';

/** A row of a batch as it was checked: its key, and its version as loaded (unversioned: null). */
export interface CheckedRow {
  key: unknown;
  version: unknown;
}

/**
 * How a batch's rows are loaded: `entities` (one SELECT mapped by `em.map`), `plain` (the same SELECT
 * filled into plain objects by the ORM's hydrator, where nothing needs an entity: `plain-rows`), or `orm`
 * (`em.find`, where the ORM must load them: `orm-bypass.directLoadReason`).
 */
export type BatchLoad = 'entities' | 'plain' | 'orm';

/** The rows of these keys in ONE `SELECT … WHERE <key> IN (…)`, loaded as `how` says; keys that name no row are simply absent. */
export async function loadByKeys(em: EntityManager, meta: EntityMetadata, keys: unknown[], how: BatchLoad): Promise<object[]> {
  if (keys.length === 0) return [];
  const key = meta.primaryKeys[0];
  if (how === 'orm') return em.find(meta.class, { [key]: { $in: keys } } as never) as Promise<object[]>;
  const prop = propertyOf(meta, key);
  const sql = `select * from ${sqlTableName(em, meta)} where ${quote(em, prop.fieldNames[0])} = any(${arrayOf(prop)})`;
  const rows = await em.getConnection('read').execute<Record<string, unknown>[]>(sql, [arrayLiteral(em, prop, keys)], 'all');
  return rows.map(how === 'plain' ? plainRowMapper(em, meta) : (row) => em.map(meta.class, row) as object);
}

/**
 * ONE `DELETE … WHERE (<key>, <version>) IN ((…), …) AND <stored conditions> RETURNING <key>` of a
 * batch: only the rows still as they were checked (the version as loaded, each `displayIf`'s stored
 * column still holding its value) are deleted; the keys deleted come back.
 */
export async function deleteCheckedRows(em: EntityManager, meta: EntityMetadata, rows: CheckedRow[], stored: Record<string, unknown>): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const keyProp = propertyOf(meta, meta.primaryKeys[0]);
  const versionProp = meta.versionProperty ? propertyOf(meta, meta.versionProperty) : null;
  const key = quote(em, keyProp.fieldNames[0]);
  const keys = arrayLiteral(em, keyProp, rows.map((row) => row.key));
  // The key alone first: PostgreSQL finds the rows by the key's index, then holds each to its version
  // (a list of (key, version) pairs alone is not served by the index: a scan of the whole table).
  const params: unknown[] = [keys];
  const conditions = [`${key} = any(${arrayOf(keyProp)})`];
  if (versionProp) {
    conditions.push(`(${key}, ${quote(em, versionProp.fieldNames[0])}) in (select * from unnest(${arrayOf(keyProp)}, ${arrayOf(versionProp)}))`);
    params.push(keys, arrayLiteral(em, versionProp, rows.map((row) => row.version)));
  }
  for (const [name, value] of Object.entries(stored)) {
    const prop = propertyOf(meta, name);
    if (value === null) conditions.push(`${quote(em, prop.fieldNames[0])} is null`);
    else {
      conditions.push(`${quote(em, prop.fieldNames[0])} = ?`);
      params.push(toDatabase(em, prop, value));
    }
  }
  const sql = `delete from ${sqlTableName(em, meta)} where ${conditions.join(' and ')} returning ${quote(em, keyProp.fieldNames[0])} as "key"`;
  const deleted = await em.getConnection('write').execute<{ key: unknown }[]>(sql, params, 'all');
  return deleted.map(({ key }) => (keyProp.customType ? keyProp.customType.convertToJSValue(key, em.getPlatform()) : key));
}

/**
 * The keys of the rows matching a search condition (aliased `e`, as the data query's), in key order,
 * at most `limit` of them: what "select all matching" names, found on the server.
 */
export async function matchingKeys(em: EntityManager, meta: EntityMetadata, where: SqlCondition | null, limit: number): Promise<unknown[]> {
  const keyProp = propertyOf(meta, meta.primaryKeys[0]);
  const key = `e.${quote(em, keyProp.fieldNames[0])}`;
  const sql = `select ${key} as "key" from ${sqlTableName(em, meta)} as e${where ? ` where ${where.sql}` : ''} order by ${key} limit ${Number(limit)}`;
  const rows = await em.getConnection('read').execute<Array<{ key: unknown }>>(sql, where?.params ?? [], 'all');
  return rows.map(({ key: value }) => (keyProp.customType ? keyProp.customType.convertToJSValue(value, em.getPlatform()) : value));
}

function quote(em: EntityManager, identifier: string): string {
  return em.getPlatform().quoteIdentifier(identifier);
}

/**
 * The values as ONE parameter, a PostgreSQL array literal (`{"1","2"}`, each element quoted and
 * escaped): the ORM writes every parameter into the statement's text, and a thousand of them cost
 * more than the statement itself.
 */
function arrayLiteral(em: EntityManager, prop: EntityProperty, values: unknown[]): string {
  // Plain numbers need no quotes (the common integer key and version): one join, no string per value.
  if (!prop.customType && values.every((value) => typeof value === 'number' && Number.isFinite(value))) return `{${values.join(',')}}`;
  return `{${values.map((value) => `"${String(toDatabase(em, prop, value)).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** A placeholder cast to an array of the property's column type. */
function arrayOf(prop: EntityProperty): string {
  return `?::${String(prop.columnTypes[0])}[]`;
}
