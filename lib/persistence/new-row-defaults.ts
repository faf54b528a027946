import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';

/** What the entity itself says of a new row, read once per entity. */
export interface EntityNewRow {
  /**
   * The scalar values a new entity starts with: its property initializers (`featured = false`), else a
   * literal `default` of its metadata. The create form starts from them and a new row is written
   * with them, as `em.create` would.
   */
  values: Readonly<Record<string, unknown>>;
  /** Whether the key is given without the user: autoincrement, a database or `onCreate` default, an initializer. */
  generatedKey: boolean;
  /** Whether the entity's initializers were read; false when its constructor needs arguments or threw. */
  initializersKnown: boolean;
}

const known = new WeakMap<EntityMetadata, EntityNewRow>();

/** The new-row values and key generation of an entity (see {@link EntityNewRow}). */
export function entityNewRow(meta: EntityMetadata): EntityNewRow {
  let found = known.get(meta);
  if (!found) known.set(meta, (found = read(meta)));
  return found;
}

function read(meta: EntityMetadata): EntityNewRow {
  const initial = initializerValues(meta);
  const values: Record<string, unknown> = {};
  for (const prop of Object.values(meta.properties) as EntityProperty[]) {
    if (prop.kind !== ReferenceKind.SCALAR || prop.persist === false || prop.version || prop.primary) continue;
    const value = initial?.[prop.name];
    if (value !== undefined) values[prop.name] = value;
    else if (isLiteral(prop.default)) values[prop.name] = prop.default;
  }
  const key = meta.properties[meta.primaryKeys[0] as keyof typeof meta.properties] as EntityProperty | undefined;
  const generatedKey = !key || key.autoincrement === true || key.default !== undefined || key.defaultRaw !== undefined
    || key.onCreate !== undefined || initial?.[key.name] !== undefined;
  return { values: Object.freeze(values), generatedKey, initializersKnown: initial !== null };
}

/**
 * The stored scalars of a new entity as its class makes it (`new Entity()`: initializers, a generated
 * key), for a row written without the ORM; null when its constructor cannot run without arguments.
 */
export function freshRowValues(meta: EntityMetadata): Record<string, unknown> | null {
  const initial = initializerValues(meta);
  if (!initial) return null;
  const values: Record<string, unknown> = {};
  for (const prop of Object.values(meta.properties) as EntityProperty[]) {
    if (prop.kind !== ReferenceKind.SCALAR || prop.persist === false || prop.version) continue;
    if (initial[prop.name] !== undefined) values[prop.name] = initial[prop.name];
  }
  return values;
}

/** The entity's own initial values (`new Entity()`), or null when its constructor cannot run without arguments. */
function initializerValues(meta: EntityMetadata): Record<string, unknown> | null {
  const EntityClass = meta.class as unknown as (new () => object) | undefined;
  if (typeof EntityClass !== 'function' || EntityClass.length > 0) return null;
  try {
    return { ...new EntityClass() } as Record<string, unknown>;
  } catch {
    return null;
  }
}

function isLiteral(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
