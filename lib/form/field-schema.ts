import type * as Yup from 'yup';
import type { AnySchema, StringSchema } from 'yup';
import type { FieldDefinition } from './column-to-field.js';

/** The yup module, injected so that yup stays an optional peer dependency. */
export type YupModule = typeof Yup;

/**
 * The yup schema of one writable field, from its widget and the property's constraints. It
 * validates typed values (numbers, booleans, Dates), which `readSubmittedValue` produced. Its messages
 * are yup's defaults or message keys, translated after validation (`i18n/validation-message`).
 */
export function fieldSchema(yup: YupModule, { field, constraints: c }: FieldDefinition): AnySchema {
  if (field.relation) return relationSchema(yup, field.relation.multiple, field.required).label(field.label);
  const schema = baseSchema(yup, field.widget, field.choices.map((choice) => choice.value), c).label(field.label);
  if (field.widget === 'checkbox') return schema.defined();
  if (field.required) return schema.required();
  return c.nullable ? schema.nullable() : schema.defined();
}

function baseSchema(yup: YupModule, widget: FieldDefinition['field']['widget'], choices: string[], c: FieldDefinition['constraints']): AnySchema {
  switch (widget) {
    case 'checkbox':
      return yup.boolean();
    case 'date':
      return yup.date();
    case 'select':
      return yup.string().oneOf(choices, 'validation.choice');
    case 'number': {
      let schema = yup.number();
      if (c.integer) schema = schema.integer();
      if (c.min !== null) schema = schema.min(c.min);
      if (c.max !== null) schema = schema.max(c.max);
      return schema;
    }
    case 'url':
      return textSchema(yup, c).test(webAddress);
    default:
      return textSchema(yup, c);
  }
}

/**
 * A relation field's keys were read and typed already (`read-relation-value`), and whether they name
 * rows is the database's to say: the schema holds only `required` (a ManyToMany: at least one row).
 */
function relationSchema(yup: YupModule, multiple: boolean, required: boolean): AnySchema {
  if (multiple) {
    const keys = yup.array().defined();
    return required ? keys.min(1, 'validation.mixed.required') : keys;
  }
  const key = yup.mixed();
  return required ? key.required() : key.nullable();
}

/**
 * A URL column's value is a link others will click: only an absolute http(s) address. yup's own
 * `url()` also takes `ftp:` and `//host`, and a browser's `type="url"` takes `javascript:` and
 * `data:`, so the test is written here. The cell renders only safe schemes anyway (`safeUrl`); this
 * stops the value being stored at all. Empty is left to `required`.
 */
const webAddress = {
  name: 'web_address',
  message: 'validation.web_address',
  test: (value: unknown) => value === null || value === undefined || value === '' || isWebAddress(String(value)),
};

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

function textSchema(yup: YupModule, c: FieldDefinition['constraints']): StringSchema<string | undefined> {
  let schema = yup.string();
  if (c.maxLength !== null) schema = schema.max(c.maxLength);
  if (c.pattern !== null) schema = schema.matches(new RegExp(`^(?:${c.pattern})$`), { excludeEmptyString: true });
  if (c.enumItems) schema = schema.oneOf(c.enumItems.map(String));
  return schema;
}
