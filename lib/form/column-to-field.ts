import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import type { AbstractColumn, ColumnKind } from '../column/AbstractColumn.js';
import { ChoiceColumn } from '../column/ChoiceColumn.js';
import type { FieldConstraints } from '../column/FieldConstraints.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { FieldAttributes, FormChoice, FormField, FormWidget } from './FormField.js';
import { propertyConstraints, type PropertyConstraints, type ValueType } from './property-constraints.js';
import { relationConstraints, relationTarget, writableRelation, type RelationTarget } from './relation-field.js';

/** A form field with what the form needs to read and convert its submitted value. */
export interface FieldDefinition {
  readonly field: FormField;
  readonly constraints: PropertyConstraints;
  /** False for the identifier of an edit form: shown disabled, never read from a submission, never written. */
  readonly writable: boolean;
  /** Whether submitted text is trimmed before it is validated (the column's `trim()`, on by default). */
  readonly trim: boolean;
  /** A relation field's relation and related rows; absent for other fields. */
  readonly relation?: RelationTarget;
}

/**
 * Which form: `edit` (a row's, SPEC §2.10: the identifier shown disabled, `hideWhenUpdating` columns
 * left out) or `create` (a new row's: the identifier left out unless the entity leaves its value to
 * the user, `hideWhenCreating` columns left out).
 */
export type FormMode = 'edit' | 'create';

/** Columns that never become fields, whatever they show. */
const SKIPPED_KINDS: ReadonlySet<ColumnKind> = new Set(['action', 'template']);

/** The entity value types each widget can write. */
const ACCEPTED: Record<FormWidget, readonly ValueType[]> = {
  checkbox: ['boolean'],
  select: ['string', 'number', 'bigint'],
  date: ['Date', 'string'],
  number: ['number', 'bigint', 'string'],
  text: ['string'],
  textarea: ['string'],
  url: ['string'],
  relation: [],
};

/**
 * Maps one column to its form field (SPEC §2.10), or null when the column is not part of the form.
 * Throws a ConfigurationError when the column's widget cannot write the property's type.
 */
export function columnToField(column: AbstractColumn, meta: EntityMetadata, table: string, mode: FormMode = 'edit', generatedKey = true): FieldDefinition | null {
  if (SKIPPED_KINDS.has(column.kind) || !column.holdsData) return null;
  if (mode === 'edit' ? column.hiddenWhenUpdating : column.hiddenWhenCreating) return null;
  const relation = writableRelation(column, meta);
  if (relation) return relationField(column, relation, table);
  const prop = meta.properties[column.name as keyof typeof meta.properties];
  // A column showing something other than a stored scalar (a value computed in mapRow, a relation,
  // a formula, a non-persisted property) has nothing the form could write back, so it is left out.
  if (!prop || prop.kind !== ReferenceKind.SCALAR || prop.formula || prop.persist === false) return null;
  // The version is sent as the hidden `_version` for optimistic locking, never as a field.
  if (prop.version || meta.versionProperty === column.name) return null;
  const widget = widgetOf(column);
  const constraints = narrowed(propertyConstraints(prop), column.constraints);
  const key = prop.primary || meta.primaryKeys.includes(column.name);
  // A new row's generated key is the database's (or the entity's) to give: no field for it.
  if (key && mode === 'create' && generatedKey) return null;
  const writable = !key || mode === 'create';
  const choices = column instanceof ChoiceColumn ? [...column.choices].map(([value, label]) => ({ value, label })) : [];
  if (writable) checkWidget(widget, constraints, column, `${meta.className}.${column.name}`, table, choices, mode);
  return {
    field: {
      name: column.name,
      id: `ux-datatables-field-${column.name}`,
      label: column.label,
      widget,
      attributes: attributesOf(widget, constraints, writable),
      disabled: !writable,
      required: writable && constraints.required && widget !== 'checkbox',
      choices,
      relation: null,
    },
    constraints,
    writable,
    trim: column.trimmed,
  };
}

/** A column naming a relation the form writes: its related row(s), picked (docs/forms.md, "Relation fields"). */
function relationField(column: AbstractColumn, prop: Parameters<typeof relationTarget>[1], table: string): FieldDefinition {
  const target = relationTarget(column, prop, table);
  const constraints = relationConstraints(target, column);
  return {
    field: {
      name: column.name,
      id: `ux-datatables-field-${column.name}`,
      label: column.label,
      widget: 'relation',
      attributes: constraints.required ? { required: true } : {},
      disabled: false,
      required: constraints.required,
      choices: [],
      relation: { multiple: target.multiple, nullable: !constraints.required },
    },
    constraints,
    writable: true,
    trim: true,
    relation: target,
  };
}

/** The entity's constraints narrowed by the column's declaration: the stricter bound wins, `required` only adds. */
function narrowed(entity: PropertyConstraints, declared: Readonly<FieldConstraints>): PropertyConstraints {
  const stricter = (a: number | null, b: number | undefined, pick: (x: number, y: number) => number) =>
    b === undefined ? a : a === null ? b : pick(a, b);
  const { pattern } = declared;
  return {
    ...entity,
    min: stricter(entity.min, declared.min, Math.max),
    max: stricter(entity.max, declared.max, Math.min),
    maxLength: stricter(entity.maxLength, declared.maxLength, Math.min),
    step: declared.step ?? entity.step,
    required: entity.required || declared.required === true,
    pattern: pattern === undefined ? entity.pattern : pattern instanceof RegExp ? pattern.source : pattern,
  };
}

function widgetOf(column: AbstractColumn): FormWidget {
  // A URL column's type is `html` (its cell is a link), yet its value is one address, not markup.
  if (column.kind === 'url') return 'url';
  if (column.type === 'html') return 'textarea';
  switch (column.kind) {
    case 'boolean': return 'checkbox';
    case 'choice': return 'select';
    case 'date': return 'date';
    case 'number': return 'number';
    default: return 'text';
  }
}

function attributesOf(widget: FormWidget, c: PropertyConstraints, writable: boolean): FieldAttributes {
  const attributes: FieldAttributes = {};
  if (widget !== 'select' && widget !== 'textarea') attributes.type = widget;
  if (!writable) return { ...attributes, disabled: true };
  if (c.required && widget !== 'checkbox') attributes.required = true;
  if ((widget === 'text' || widget === 'textarea' || widget === 'url') && c.maxLength !== null) attributes.maxlength = c.maxLength;
  if ((widget === 'text' || widget === 'url') && c.pattern !== null) attributes.pattern = c.pattern;
  if (widget === 'number') {
    if (c.min !== null) attributes.min = c.min;
    if (c.max !== null) attributes.max = c.max;
    // Without a step a number input refuses decimals, so non-integers get `any` or their scale.
    if (c.step !== null) attributes.step = c.step;
  }
  return attributes;
}

function checkWidget(
  widget: FormWidget, c: PropertyConstraints, column: AbstractColumn, property: string, table: string, choices: FormChoice[], mode: FormMode,
): void {
  const where = `Column "${column.name}" of table "${table}"`;
  const numericString = widget === 'number' && c.valueType === 'string' && c.step === null;
  if (!ACCEPTED[widget].includes(c.valueType) || numericString) {
    throw new ConfigurationError(
      `${where} is edited with a ${widget} input, which cannot write property "${property}" of type "${c.valueType}"; ` +
        `use another column type or call ${mode === 'edit' ? 'hideWhenUpdating' : 'hideWhenCreating'}() on it`,
    );
  }
  if (widget !== 'select') return;
  if (choices.length === 0) throw new ConfigurationError(`${where} is a ChoiceColumn without choices: call setChoices() on it`);
  for (const { value } of choices) {
    if (c.enumItems && !c.enumItems.map(String).includes(value)) {
      throw new ConfigurationError(
        `${where} offers the choice "${value}", which is not a value of enum property "${property}" (${c.enumItems.map((v) => `"${v}"`).join(', ')})`,
      );
    }
    if (c.valueType !== 'string' && !/^-?\d+(\.\d+)?$/.test(value)) {
      throw new ConfigurationError(`${where} offers the choice "${value}", which is not a number as property "${property}" needs`);
    }
  }
}
