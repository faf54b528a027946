import type { AnySchema } from 'yup';
import { ConfigurationError } from '../errors/ConfigurationError.js';

/**
 * Adds rules to one field's yup schema and returns it. The schema received depends on the widget:
 * `StringSchema` for text, textarea and select, `NumberSchema` for number, `BooleanSchema` for
 * checkbox, `DateSchema` for date (hence `any`: the rule knows which field it refines). yup's own
 * messages are shown in the request's language (`validation.string.min`, ...); a message given as a
 * key of the router's `translations` is translated with yup's parameters (`{label}`, `{min}`, ...),
 * any other text shown as written.
 * @example
 * const rules: FieldRules = { title: (schema) => schema.min(3).matches(/^[A-Z]/, 'books.title.capital') };
 */
export type FieldRule = (schema: any) => AnySchema;

/** Field name -> rule, as `configureFieldRules()` returns and `EditForm.create` accepts. */
export type FieldRules = Record<string, FieldRule>;

/** A table instance that refines its form's validation. */
export interface FieldRulesDelegate {
  configureFieldRules(): FieldRules;
}

/**
 * The table instance's `configureFieldRules()` rules, then the given ones (a table built by hand
 * has no instance), applied in that order when both name a field.
 */
export function collectFieldRules(instance: object | undefined, given: FieldRules | undefined, table: string): [string, FieldRule][] {
  const rules: [string, FieldRule][] = [];
  const delegate = instance as Partial<FieldRulesDelegate> | undefined;
  if (typeof delegate?.configureFieldRules === 'function') rules.push(...entries(delegate.configureFieldRules(), table));
  if (given !== undefined) rules.push(...entries(given, table));
  return rules;
}

function entries(rules: unknown, table: string): [string, FieldRule][] {
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
    throw new ConfigurationError(`The field rules of table "${table}" must be an object of field name -> function`);
  }
  return Object.entries(rules).map(([name, rule]) => {
    if (typeof rule !== 'function') {
      throw new ConfigurationError(`The field rule for "${name}" of table "${table}" must be a function (schema) => schema`);
    }
    return [name, rule as FieldRule];
  });
}
