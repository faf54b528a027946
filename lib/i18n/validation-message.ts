import type { Translator } from './Translator.js';

/** What a validation message is made from: one of yup's `ValidationError`s. */
export interface ValidationIssue {
  message: string;
  params?: Record<string, unknown>;
}

/** What is used of the yup module: its current default messages and how it formats them. */
export interface YupLocaleSource {
  defaultLocale: object;
  ValidationError: { formatError(message: unknown, params: Record<string, unknown>): unknown };
}

/**
 * One of yup's messages in the translator's locale, without touching yup's global `setLocale`:
 * - a message that is a key (`schema.matches(/^[A-Z]/, 'books.title.capital')`) is translated with
 *   yup's parameters (`label`, `min`, `max`, `values`, ...);
 * - one of yup's own default messages becomes `validation.<group>.<name>` (`validation.string.max`),
 *   recognised by formatting yup's current defaults of the field's schema type and of `mixed`;
 * - anything else the application wrote is shown as written.
 * `label` is the field's label in the locale; it replaces yup's `label` and `path`.
 */
export function validationMessage(t: Translator, issue: ValidationIssue, schemaType: string, label: string, yup: YupLocaleSource): string {
  const params = { ...issue.params, label, path: label };
  if (t.has(issue.message)) return t.t(issue.message, params);
  for (const group of [schemaType, 'mixed']) {
    const defaults = ((yup.defaultLocale as Record<string, unknown>)[group] ?? {}) as Record<string, unknown>;
    for (const [name, template] of Object.entries(defaults)) {
      if (typeof template !== 'string') continue;
      const key = `validation.${group}.${name}`;
      if (t.has(key) && yup.ValidationError.formatError(template, issue.params ?? {}) === issue.message) return t.t(key, params);
    }
  }
  return issue.message;
}
