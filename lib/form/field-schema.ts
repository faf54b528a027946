import type * as Yup from 'yup';
import type { AnySchema } from 'yup';
import type { FieldDefinition } from './column-to-field.js';

/** The yup module, injected so that yup stays an optional peer dependency. */
export type YupModule = typeof Yup;

/**
 * The yup schema of one writable field, from its widget and the property's constraints. It
 * validates typed values (numbers, booleans, Dates), which `readSubmittedValue` produced. Its messages
 * are yup's defaults or message keys, translated after validation (`i18n/validation-message`).
 */
export function fieldSchema(yup: YupModule, { field, constraints: c }: FieldDefinition): AnySchema {
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
    default: {
      let schema = yup.string();
      if (c.maxLength !== null) schema = schema.max(c.maxLength);
      if (c.pattern !== null) schema = schema.matches(new RegExp(`^(?:${c.pattern})$`), { excludeEmptyString: true });
      if (c.enumItems) schema = schema.oneOf(c.enumItems.map(String));
      return schema;
    }
  }
}
