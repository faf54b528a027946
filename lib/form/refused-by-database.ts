import type { Translator } from '../i18n/Translator.js';
import type { ConstraintViolation } from '../persistence/constraint-violation.js';
import type { FilledForm } from './FormField.js';

/**
 * The form as typed, saying what a rule of the database refused (`create.unique`, `create.foreign_key`,
 * `create.not_null`): beside each field it names, else above the form.
 */
export function refusedByDatabase(typed: FilledForm, violation: ConstraintViolation, translator: Translator): FilledForm {
  const message = translator.t(`create.${violation.kind}`);
  const named = typed.fields.filter((field) => violation.fields.includes(field.name));
  for (const field of named) field.errors = [...field.errors, message];
  if (named.length === 0) typed.message = message;
  return typed;
}
