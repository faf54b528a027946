import type { FieldDefinition } from './column-to-field.js';
import type { FormField, TheirValue } from './FormField.js';
import { relatedKey } from '../persistence/related-key.js';
import type { Translator } from '../i18n/Translator.js';

/**
 * A relation field's value as stored: a single relation's key (the related entity or its reference
 * holds it), '' for none. A ManyToMany's chosen rows are read apart (`persistence/related-values`),
 * its collection being seldom loaded: it has no `values` until then (`view/relation-pickers`).
 */
export function storedRelationValue(definition: FieldDefinition, stored: unknown): { value: string; checked: boolean; values?: string[] } {
  if (definition.relation!.multiple) return { value: '', checked: false };
  const key = relatedKey(stored, definition.relation!.key.name);
  return { value: key === null ? '' : String(key), checked: false };
}

/** A saved value as the conflict form shows it: a choice by its label, a checkbox as Yes or No, nothing as "(empty)". */
export function theirValue(field: FormField, saved: { value: string; checked: boolean }, translator: Translator): TheirValue {
  const choice = field.choices.find((candidate) => candidate.value === saved.value);
  const display =
    field.widget === 'checkbox' ? translator.t(saved.checked ? 'cell.yes' : 'cell.no')
      : choice ? translator.label(choice.label)
        : saved.value === '' ? translator.t('edit.empty') : saved.value;
  return { ...saved, display };
}
