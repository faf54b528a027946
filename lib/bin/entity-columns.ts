import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { ColumnCall, ColumnClassName, ColumnPlan, PlannedColumn } from './column-plan.js';
import { isRelation, relationColumn } from './relation-columns.js';
import { choiceLabelOf, labelOf } from './table-naming.js';

/** Names of properties holding a link: `url`, `website`, `homepage`, `imageUrl`, `avatar_url`. */
const URL_NAME = /^(url|uri|website|homepage|link)$|(Url|_url)$/;

/**
 * Maps each property of an entity, in declaration order, to a column by its type (docs/make-datatable.md):
 * the identifier, strings, text as HTML, numbers, booleans as switches, enums as choices, dates, and
 * the relations a row holds as columns naming them (relation-columns).
 */
export function entityColumns(meta: EntityMetadata): ColumnPlan {
  const plan: ColumnPlan = { columns: [], leftOut: [] };
  for (const prop of Object.values(meta.properties) as EntityProperty[]) {
    const reason = leftOutReason(prop, meta);
    if (reason === null && isRelation(prop)) {
      const related = relationColumn(prop);
      if ('column' in related) plan.columns.push(related.column);
      else plan.leftOut.push({ property: prop.name, reason: related.reason });
      continue;
    }
    const column = reason === null ? columnOf(prop) : null;
    if (column !== null) plan.columns.push(column);
    else plan.leftOut.push({ property: prop.name, reason: reason ?? `of type "${typeName(prop)}", which no column shows as it is` });
  }
  return plan;
}

function leftOutReason(prop: EntityProperty, meta: EntityMetadata): string | null {
  if (prop.kind === ReferenceKind.EMBEDDED) return `an embedded "${String(prop.type)}"; show its fields with mapRow or a TemplateColumn`;
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
