import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import { choiceLabelOf, labelOf } from './table-naming.js';

/** The column classes a generated table uses. */
export type ColumnClassName = 'BooleanColumn' | 'ChoiceColumn' | 'DateColumn' | 'NumberColumn' | 'TextColumn' | 'UrlColumn';

/** One setter chained after `Column.new(property, label)`, with its arguments. */
export interface ColumnCall {
  method: string;
  args: readonly unknown[];
}

/** One column of the generated table. */
export interface PlannedColumn {
  property: string;
  label: string;
  columnClass: ColumnClassName;
  calls: readonly ColumnCall[];
  /** Why the column is built so, written after it in the file. */
  note?: string;
}

/** A property the table does not show, and why. */
export interface LeftOutProperty {
  property: string;
  reason: string;
}

/** The columns of an entity's table, and the properties left out. */
export interface ColumnPlan {
  columns: PlannedColumn[];
  leftOut: LeftOutProperty[];
}

const RELATIONS: Partial<Record<ReferenceKind, string>> = {
  [ReferenceKind.MANY_TO_ONE]: 'many-to-one',
  [ReferenceKind.ONE_TO_ONE]: 'one-to-one',
  [ReferenceKind.ONE_TO_MANY]: 'one-to-many',
  [ReferenceKind.MANY_TO_MANY]: 'many-to-many',
};

/** Names of properties holding a link: `url`, `website`, `homepage`, `imageUrl`, `avatar_url`. */
const URL_NAME = /^(url|uri|website|homepage|link)$|(Url|_url)$/;

/**
 * Maps each property of an entity, in declaration order, to a column by its type (docs/make-datatable.md):
 * the identifier, strings, text as HTML, numbers, booleans as switches, enums as choices, dates.
 */
export function entityColumns(meta: EntityMetadata): ColumnPlan {
  const plan: ColumnPlan = { columns: [], leftOut: [] };
  for (const prop of Object.values(meta.properties) as EntityProperty[]) {
    const reason = leftOutReason(prop, meta);
    const column = reason === null ? columnOf(prop) : null;
    if (column !== null) plan.columns.push(column);
    else plan.leftOut.push({ property: prop.name, reason: reason ?? `of type "${typeName(prop)}", which no column shows as it is` });
  }
  return plan;
}

function leftOutReason(prop: EntityProperty, meta: EntityMetadata): string | null {
  if (prop.kind === ReferenceKind.EMBEDDED) return `an embedded "${String(prop.type)}"; show its fields with mapRow or a TemplateColumn`;
  const relation = RELATIONS[prop.kind];
  if (relation !== undefined) return `a ${relation} relation to "${String(prop.type)}"; show it with mapRow or a TemplateColumn`;
  if (meta.versionProperty === prop.name || prop.version) return 'the version, which the edit form sends on its own (optimistic locking)';
  if (prop.hidden) return 'hidden from serialization in MikroORM';
  if (prop.formula) return 'a formula';
  if (prop.persist === false) return 'not persisted';
  return null;
}

/** The calls that keep a column out of the edit and the create form. */
const OUT_OF_FORMS: ColumnCall[] = [{ method: 'hideWhenUpdating', args: [] }, { method: 'hideWhenCreating', args: [] }];

function columnOf(prop: EntityProperty): PlannedColumn | null {
  const column = (columnClass: ColumnClassName, calls: ColumnCall[] = [], note?: string): PlannedColumn =>
    ({ property: prop.name, label: labelOf(prop.name), columnClass, calls, ...(note === undefined ? {} : { note }) });
  const runtime = String(prop.runtimeType ?? '');
  const columnType = String(prop.columnTypes?.[0] ?? '').toLowerCase();
  const type = typeName(prop);
  // A BigInt travels as its digits (a JSON number would round it): shown as text, exactly.
  if (runtime === 'bigint' && prop.primary) return column('TextColumn', [], 'a BigInt, sent as its digits');
  if (runtime === 'bigint') return column('TextColumn', [...OUT_OF_FORMS], 'a BigInt, sent as its digits; no form input writes one');
  if (prop.primary) return column(runtime === 'number' ? 'NumberColumn' : 'TextColumn');
  if (prop.enum && !prop.array && Array.isArray(prop.items) && prop.items.length > 0) {
    const choices = Object.fromEntries((prop.items as (string | number)[]).map((item) => [String(item), choiceLabelOf(item)]));
    return column('ChoiceColumn', [{ method: 'setChoices', args: [choices] }]);
  }
  if (runtime === 'boolean') return column('BooleanColumn', [{ method: 'renderAsSwitch', args: [] }]);
  if (runtime === 'number' || /^(numeric|decimal)/.test(columnType) || type === 'decimal') return column('NumberColumn');
  if (runtime === 'Date' || /^(timestamp|datetime)/.test(columnType)) {
    return column('DateColumn', [{ method: 'setDateFormat', args: ['YYYY-MM-DD HH:mm'] }, ...OUT_OF_FORMS],
      'the form\'s date input holds a day, and would drop the time');
  }
  if (columnType === 'date' || type === 'date') return column('DateColumn');
  if (runtime !== 'string') return null;
  if (columnType === 'text' || type === 'text') return column('TextColumn', [{ method: 'setType', args: ['html'] }]);
  if (URL_NAME.test(prop.name)) return column('UrlColumn');
  return column('TextColumn');
}

/** The property's type as MikroORM names it, lower case without `Type`: `DateType` -> `date`. */
function typeName(prop: EntityProperty): string {
  return String(prop.type ?? '').toLowerCase().replace(/type$/, '');
}
