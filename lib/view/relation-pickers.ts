import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { FieldDefinition } from '../form/column-to-field.js';
import type { FilledForm } from '../form/FormField.js';
import type { StoredRelations } from '../form/relation-values.js';
import { convertIdentifier } from '../persistence/identifier.js';
import { allRelationOptions, countRelatedUpTo, relationOptionsOf } from '../persistence/relation-options.js';
import type { TheirValue } from '../form/FormField.js';
import type { Translator } from '../i18n/Translator.js';
import { relationValueText, SMALL_RELATION, type RelationOption } from '../wire/relation-options.js';

/** What {@link addRelationPickers} needs of the request: its entity manager, the request (the scope's), and the options URL of a column. */
export interface PickerContext {
  em: EntityManager;
  request: Request;
  /** The options endpoint for the column, with the table's options token. */
  optionsUrl(column: string): string;
  /**
   * After an edit conflict, the language of the form: a field holding other rows than those saved
   * meanwhile (`stored`) gets them as `theirs`, with its "use theirs" button (lib/wire/relation-options.ts,
   * `relationValueText`; a plain select's, the key).
   */
  conflictIn?: Translator;
}

/**
 * Gives each relation field of a filled form its picker: the rows it holds with their labels (those
 * stored, as stored; others, chosen by the user before a refusal, only when the scope allows them, so a
 * refused form never shows the label of a hidden row), and for a single relation whose scope allows at
 * most {@link SMALL_RELATION} rows, all of them (a plain `<select>`; a row stored outside the scope is
 * kept among them). A ManyToMany is always chips and a combobox. At most three statements per field.
 */
export async function addRelationPickers(form: FilledForm, definitions: readonly FieldDefinition[], stored: StoredRelations, context: PickerContext): Promise<FilledForm> {
  for (const field of form.fields) {
    const target = definitions.find((definition) => definition.field.name === field.name)?.relation;
    if (!target) continue;
    const held = stored.get(field.name) ?? [];
    // A form filled from a row has no `values` for its ManyToMany yet: they are the rows stored.
    const shown = target.multiple ? (field.values ?? held.map((option) => option.id)) : field.value === '' ? [] : [field.value];
    const known = new Map(held.map((option) => [option.id, option]));
    // Only keys of the related key's type are looked up: a refused form may hold anything typed.
    const others = shown.filter((id) => !known.has(id)).map((id) => convertIdentifier(target.key, id)).filter((key) => key !== null);
    const scoped = others.length === 0 ? [] : await relationOptionsOf(context.em, target, context.request, others);
    for (const option of scoped) known.set(option.id, option);
    const chosen = shown.flatMap((id) => known.get(id) ?? []);
    if (target.multiple) field.values = chosen.map((option) => option.id);
    let options: RelationOption[] | null = null;
    if (!target.multiple && (await countRelatedUpTo(context.em, target, context.request, SMALL_RELATION)) <= SMALL_RELATION) {
      options = await allRelationOptions(context.em, target, context.request, SMALL_RELATION);
      for (const option of chosen) if (!options.some((candidate) => candidate.id === option.id)) options.unshift(option);
    }
    field.picker = { url: context.optionsUrl(field.name), options, chosen };
    if (context.conflictIn && !sameRows(chosen, held)) field.theirs = theirRows(held, target.multiple || options === null, context.conflictIn);
  }
  return form;
}

/** Whether two lists name the same rows, in any order. */
function sameRows(one: readonly RelationOption[], other: readonly RelationOption[]): boolean {
  const ids = new Set(one.map((option) => option.id));
  return ids.size === new Set(other.map((option) => option.id)).size && other.every((option) => ids.has(option.id));
}

/** The rows saved meanwhile as the conflict's "theirs": labelled, and carried as a picker takes them (`picked`) or as a select's key. */
function theirRows(saved: readonly RelationOption[], picked: boolean, translator: Translator): TheirValue {
  const display = saved.length === 0 ? translator.t('edit.empty') : saved.map((option) => option.label).join(', ');
  return { value: picked ? relationValueText(saved) : saved[0]?.id ?? '', checked: false, display };
}
