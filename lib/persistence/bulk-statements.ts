import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { versionOf } from './entity-version.js';
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
  const rows = await em.getConnection('read').execute<Record<string, unknown>[]>(sql, [arrayLiteral(em, prop, keys)], 'all', em.getTransactionContext());
  return rows.map(how === 'plain' ? plainRowMapper(em, meta) : (row) => em.map(meta.class, row) as object);
}

/**
 * ONE `DELETE … WHERE <each key at its version> AND <stored conditions> RETURNING <key>` of a
 * batch: only the rows still as they were checked (the version as loaded, each `displayIf`'s stored
 * column still holding its value) are deleted; the keys deleted come back.
 */
export async function deleteCheckedRows(em: EntityManager, meta: EntityMetadata, rows: CheckedRow[], stored: Record<string, unknown>): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [];
  const where = checkedRowsWhere(em, meta, rows, stored, params);
  const key = propertyOf(meta, meta.primaryKeys[0]);
  const sql = `delete from ${sqlTableName(em, meta)} where ${where} returning ${quote(em, key.fieldNames[0])} as "key"`;
  const deleted = await em.getConnection('write').execute<{ key: unknown }[]>(sql, params, 'all', em.getTransactionContext());
  return deleted.map((row) => fromDatabase(em, key, row.key));
}

/**
 * ONE `UPDATE … SET <changes>, <version> = <version> + 1 WHERE <each key at its version> AND <stored
 * conditions> RETURNING <key>, <version>` of a batch given the same values (a bulk edit): only the rows
 * still as they were checked are changed; each changed row's key and new version (null: unversioned) come back.
 */
export async function updateCheckedRows(
  em: EntityManager, meta: EntityMetadata, rows: CheckedRow[], stored: Record<string, unknown>, changes: Record<string, unknown>,
): Promise<CheckedRow[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [];
  const assignments = Object.entries(changes).map(([name, value]) => {
    const prop = propertyOf(meta, name);
    params.push(toDatabase(em, prop, value));
    return `${quote(em, prop.fieldNames[0])} = ?`;
  });
  const versionProp = meta.versionProperty ? propertyOf(meta, meta.versionProperty) : null;
  const version = versionProp ? quote(em, versionProp.fieldNames[0]) : null;
  if (version) assignments.push(`${version} = ${version} + 1`);
  const where = checkedRowsWhere(em, meta, rows, stored, params);
  const key = propertyOf(meta, meta.primaryKeys[0]);
  const sql = `update ${sqlTableName(em, meta)} set ${assignments.join(', ')} where ${where} returning ${quote(em, key.fieldNames[0])} as "key"${version ? `, ${version} as "version"` : ''}`;
  const updated = await em.getConnection('write').execute<Array<{ key: unknown; version?: unknown }>>(sql, params, 'all', em.getTransactionContext());
  return updated.map((row) => ({ key: fromDatabase(em, key, row.key), version: version ? row.version : null }));
}

/** A row a bulk edit changed with nothing read first: its key, its new version, and the values it replaced (as the driver gives them). */
export interface UnloadedEdit extends CheckedRow {
  before: Record<string, unknown>;
}

/**
 * ONE `UPDATE … SET <changes>, <version> + 1 FROM (SELECT <key>, <the columns set> … ) AS old WHERE <each
 * key at the version the page showed> AND <stored conditions> AND <a value differs> RETURNING <key>,
 * <version>, old.<columns>` of a bulk edit's batch with nothing read before it: the rows still as shown are
 * changed, and the values they held come back from the same statement (the sub-select reads them as the
 * UPDATE found the row, its version held by the WHERE). A row holding every value already is left alone.
 */
export async function updateUnloadedRows(
  em: EntityManager, meta: EntityMetadata, rows: CheckedRow[], stored: Record<string, unknown>, changes: Record<string, unknown>,
): Promise<UnloadedEdit[]> {
  if (rows.length === 0) return [];
  const key = propertyOf(meta, meta.primaryKeys[0]);
  const keyColumn = quote(em, key.fieldNames[0]);
  const names = Object.keys(changes);
  const columns = names.map((name) => quote(em, propertyOf(meta, name).fieldNames[0]));
  const params: unknown[] = [];
  const assignments = names.map((name, index) => {
    params.push(toDatabase(em, propertyOf(meta, name), changes[name]));
    return `${columns[index]} = ?`;
  });
  const version = quote(em, propertyOf(meta, meta.versionProperty!).fieldNames[0]);
  assignments.push(`${version} = ${version} + 1`);
  // The old row's columns take names of their own: the WHERE's unqualified names are the table's.
  const oldColumns = columns.map((column, index) => `${column} as "uxdt_old_${index}"`).join(', ');
  params.push(arrayLiteral(em, key, rows.map((row) => row.key)));
  const old = `(select ${keyColumn} as "uxdt_old_key", ${oldColumns} from ${sqlTableName(em, meta)} where ${keyColumn} = any(${arrayOf(key)})) as "uxdt_old"`;
  const where = checkedRowsWhere(em, meta, rows, stored, params);
  const differs = names.map((name, index) => {
    params.push(toDatabase(em, propertyOf(meta, name), changes[name]));
    return `${columns[index]} is distinct from ?`;
  });
  const returned = columns.map((_, index) => `"uxdt_old"."uxdt_old_${index}" as "uxdt_old_${index}"`).join(', ');
  const sql = `update ${sqlTableName(em, meta)} set ${assignments.join(', ')} from ${old} where ${keyColumn} = "uxdt_old"."uxdt_old_key" and ${where} and (${differs.join(' or ')})`
    + ` returning ${keyColumn} as "key", ${version} as "version", ${returned}`;
  const updated = await em.getConnection('write').execute<Array<Record<string, unknown>>>(sql, params, 'all', em.getTransactionContext());
  return updated.map((row) => ({
    key: fromDatabase(em, key, row.key),
    version: row.version,
    before: Object.fromEntries(names.map((name, index) => [name, fromDatabase(em, propertyOf(meta, name), row[`uxdt_old_${index}`])])),
  }));
}

/** The WHERE holding a batch's rows as they were checked: each key at its version (or the keys alone), each stored condition; its parameters pushed on `params`. */
function checkedRowsWhere(em: EntityManager, meta: EntityMetadata, rows: CheckedRow[], stored: Record<string, unknown>, params: unknown[]): string {
  const keyProp = propertyOf(meta, meta.primaryKeys[0]);
  const versionProp = meta.versionProperty ? propertyOf(meta, meta.versionProperty) : null;
  const key = quote(em, keyProp.fieldNames[0]);
  const conditions = [versionProp ? versionCondition(em, keyProp, versionProp, rows, params) : `${key} = any(${arrayOf(keyProp)})`];
  if (!versionProp) params.push(arrayLiteral(em, keyProp, rows.map((row) => row.key)));
  for (const [name, value] of Object.entries(stored)) {
    const prop = propertyOf(meta, name);
    if (value === null) conditions.push(`${quote(em, prop.fieldNames[0])} is null`);
    else {
      conditions.push(`${quote(em, prop.fieldNames[0])} = ?`);
      params.push(toDatabase(em, prop, value));
    }
  }
  return conditions.join(' and ');
}

/**
 * ONE `SELECT <key>, <version> … WHERE <key> = ANY(…)`: the version each row is at now, as `versionOf`
 * writes it, in the keys' order (null: the table is not versioned, or the row is gone). What an import
 * keeps of the rows it wrote, for its Undo to hold each to.
 */
export async function rowVersions(em: EntityManager, meta: EntityMetadata, keys: unknown[]): Promise<Array<string | null>> {
  if (!meta.versionProperty || keys.length === 0) return keys.map(() => null);
  const keyProp = propertyOf(meta, meta.primaryKeys[0]);
  const versionProp = propertyOf(meta, meta.versionProperty);
  const sql = `select ${quote(em, keyProp.fieldNames[0])} as "key", ${quote(em, versionProp.fieldNames[0])} as "version" from ${sqlTableName(em, meta)}`
    + ` where ${quote(em, keyProp.fieldNames[0])} = any(${arrayOf(keyProp)})`;
  const rows = await em.getConnection('read').execute<Array<{ key: unknown; version: unknown }>>(sql, [arrayLiteral(em, keyProp, keys)], 'all', em.getTransactionContext());
  const found = new Map(rows.map((row) => [String(fromDatabase(em, keyProp, row.key)), versionOf(meta, { [meta.versionProperty!]: fromDatabase(em, versionProp, row.version) })]));
  return keys.map((key) => found.get(String(key)) ?? null);
}

/** A key as the property's type gives it (the driver's value, else). */
function fromDatabase(em: EntityManager, prop: EntityProperty, value: unknown): unknown {
  return prop.customType ? prop.customType.convertToJSValue(value, em.getPlatform()) : value;
}

/**
 * The keys of the rows matching a search condition (aliased `e`, as the data query's), in key order,
 * at most `limit` of them: what "select all matching" names, found on the server.
 */
export async function matchingKeys(em: EntityManager, meta: EntityMetadata, where: SqlCondition | null, limit: number): Promise<unknown[]> {
  const keyProp = propertyOf(meta, meta.primaryKeys[0]);
  const key = `e.${quote(em, keyProp.fieldNames[0])}`;
  const sql = `select ${key} as "key" from ${sqlTableName(em, meta)} as e${where ? ` where ${where.sql}` : ''} order by ${key} limit ${Number(limit)}`;
  const rows = await em.getConnection('read').execute<Array<{ key: unknown }>>(sql, where?.params ?? [], 'all', em.getTransactionContext());
  return rows.map(({ key: value }) => fromDatabase(em, keyProp, value));
}

/** Past this many distinct versions in a batch, its rows are held to them as (key, version) pairs. */
const VERSION_GROUPS = 16;

/**
 * The condition holding each row of a batch to its version, its parameters pushed on `params`. Rows
 * mostly share a few versions (every row never edited is at its first), so they are grouped by version:
 * `(key = any(<keys>) and version = <v>) or …`, each group found by the key's index like a plain
 * `key IN (…)`. Past {@link VERSION_GROUPS} groups the ORs cost more than they save: the keys first (the
 * index), then the (key, version) pairs (a list of pairs alone is not served by the index: a scan of
 * the whole table).
 */
function versionCondition(em: EntityManager, keyProp: EntityProperty, versionProp: EntityProperty, rows: CheckedRow[], params: unknown[]): string {
  const key = quote(em, keyProp.fieldNames[0]);
  const version = quote(em, versionProp.fieldNames[0]);
  const groups = new Map<unknown, unknown[]>();
  for (const row of rows) {
    const keys = groups.get(row.version);
    if (keys) keys.push(row.key);
    else if (groups.size < VERSION_GROUPS) groups.set(row.version, [row.key]);
    else {
      const keys = arrayLiteral(em, keyProp, rows.map((each) => each.key));
      params.push(keys, keys, arrayLiteral(em, versionProp, rows.map((each) => each.version)));
      return `${key} = any(${arrayOf(keyProp)}) and (${key}, ${version}) in (select * from unnest(${arrayOf(keyProp)}, ${arrayOf(versionProp)}))`;
    }
  }
  for (const [value, keys] of groups) params.push(arrayLiteral(em, keyProp, keys), toDatabase(em, versionProp, value));
  return `(${[...groups.keys()].map(() => `${key} = any(${arrayOf(keyProp)}) and ${version} = ?`).join(' or ')})`;
}

function quote(em: EntityManager, identifier: string): string {
  return em.getPlatform().quoteIdentifier(identifier);
}

/**
 * The values as ONE parameter, a PostgreSQL array literal (`{"1","2"}`, each element quoted and
 * escaped): the ORM writes every parameter into the statement's text, and a thousand of them cost
 * more than the statement itself.
 */
export function arrayLiteral(em: EntityManager, prop: EntityProperty, values: unknown[]): string {
  // Plain numbers need no quotes (the common integer key and version): one join, no string per value.
  if (!prop.customType && values.every((value) => typeof value === 'number' && Number.isFinite(value))) return `{${values.join(',')}}`;
  return `{${values.map((value) => `"${String(toDatabase(em, prop, value)).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** A placeholder cast to an array of the property's column type. */
export function arrayOf(prop: EntityProperty): string {
  return `?::${String(prop.columnTypes[0])}[]`;
}
