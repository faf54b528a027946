import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { FieldErrors } from '../errors/HttpError.js';
import type { Translator } from '../i18n/Translator.js';
import { keysInScope, storedLabels, storedManyToMany } from '../persistence/related-values.js';
import type { RelationOption } from '../wire/relation-options.js';
import type { FieldDefinition } from './column-to-field.js';
import { relatedKey } from '../persistence/related-key.js';

/** The rows each relation field of a form holds before the user changes anything, with their labels, by field name. */
export type StoredRelations = ReadonlyMap<string, readonly RelationOption[]>;

/**
 * What a row (`persisted`: loaded, its ManyToMany read from the pivot) or a new row's values hold in
 * each relation field: at most ONE statement per field, none for an empty single relation. Not scoped:
 * a form shows the value stored even when the column's scope no longer offers it.
 */
export async function storedRelations(
  em: EntityManager, request: Request, definitions: readonly FieldDefinition[], meta: EntityMetadata, row: object, persisted: boolean,
): Promise<StoredRelations> {
  const values = row as Record<string, unknown>;
  const stored = new Map<string, RelationOption[]>();
  for (const { field, relation: target } of definitions) {
    if (!target) continue;
    const value = values[field.name];
    if (target.multiple && persisted) {
      stored.set(field.name, await storedManyToMany(em, values[meta.primaryKeys[0]], target));
      continue;
    }
    const items = target.multiple ? (Array.isArray(value) ? value : []) : [value];
    const keys = items.map((item) => relatedKey(item, target.key.name)).filter((key) => key !== null);
    stored.set(field.name, keys.length === 0 ? [] : await storedLabels(em, target, request, keys));
  }
  return stored;
}

/**
 * Whether every related row the changes name exists and is inside its column's `setRelationScope`: ONE
 * statement per field naming a row it did not hold already (those it held stay accepted, even out of
 * scope now: saving a form unchanged must not fail). A row missing (never there, deleted since the form
 * opened, or hidden by the scope: the same answer, so the scope's rows cannot be probed) is
 * `validation.relation_unknown` on its field, in the translator's language.
 */
export async function checkRelationValues(
  em: EntityManager, request: Request, definitions: readonly FieldDefinition[], changes: Record<string, unknown>,
  stored: StoredRelations, translator: Translator,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const { field, relation: target } of definitions) {
    if (!target || !Object.hasOwn(changes, field.name)) continue;
    const value = changes[field.name];
    const keys = target.multiple ? (value as unknown[]) : value === null || value === undefined ? [] : [value];
    const held = new Set((stored.get(field.name) ?? []).map((option) => option.id));
    const fresh = keys.filter((key) => !held.has(String(key)));
    if (fresh.length === 0) continue;
    const found = await keysInScope(em, target, request, fresh);
    if (fresh.some((key) => !found.has(String(key)))) {
      errors[field.name] = [translator.t('validation.relation_unknown')];
    }
  }
  return errors;
}

/** The changes less the ManyToMany fields holding exactly the rows stored: saving them unchanged writes nothing. */
export function withoutUnchangedRelations(definitions: readonly FieldDefinition[], changes: Record<string, unknown>, stored: StoredRelations): Record<string, unknown> {
  const kept = { ...changes };
  for (const { field, relation: target } of definitions) {
    if (!target?.multiple || !Object.hasOwn(kept, field.name)) continue;
    const now = new Set((kept[field.name] as unknown[]).map(String));
    const before = (stored.get(field.name) ?? []).map((option) => option.id);
    if (before.length === now.size && before.every((id) => now.has(id))) delete kept[field.name];
  }
  return kept;
}
