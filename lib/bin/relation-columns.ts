import { ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import { DEFAULT_LABEL_PROPERTIES } from '../persistence/column-path.js';
import { scalarProperty } from '../persistence/entity-metadata.js';
import type { ColumnCall, PlannedColumn } from './column-plan.js';
import { labelOf } from './table-naming.js';

// What `make:datatable` makes of a relation (docs/make-datatable.md, "Relations"): a column naming the
// relation for the side a row holds (a ManyToOne, an owning OneToOne, an owning ManyToMany), which shows
// the related rows' labels and is a picker in the forms; every inverse side is left out, with the line
// that would show it read-only, because the other table holds the link and MikroORM writes only that side.

const KIND_WORDS: Partial<Record<ReferenceKind, string>> = {
  [ReferenceKind.MANY_TO_ONE]: 'many-to-one',
  [ReferenceKind.ONE_TO_ONE]: 'one-to-one',
  [ReferenceKind.ONE_TO_MANY]: 'one-to-many',
  [ReferenceKind.MANY_TO_MANY]: 'many-to-many',
};

/** Whether a property is a relation `make:datatable` decides on here. */
export function isRelation(prop: EntityProperty): boolean {
  return KIND_WORDS[prop.kind] !== undefined;
}

/** The column showing a relation, or why it is left out. */
export function relationColumn(prop: EntityProperty): { column: PlannedColumn } | { reason: string } {
  const kind = KIND_WORDS[prop.kind]!;
  const target = prop.targetMeta;
  const targetName = String(target?.className ?? prop.type);
  if (!target) return { reason: `a ${kind} relation to "${targetName}", an entity MikroORM does not describe` };
  if (target.primaryKeys.length !== 1) return { reason: `a ${kind} relation to "${targetName}", whose composite primary key a relation column cannot name` };
  const label = labelOf(prop.name);
  const owning = prop.kind === ReferenceKind.MANY_TO_ONE || prop.owner === true;
  if (!owning) {
    const readOnly = `TextColumn.new('${prop.name}', '${label}').hideWhenUpdating().hideWhenCreating()`;
    const side = prop.kind === ReferenceKind.ONE_TO_MANY ? `a ${kind} relation` : `the inverse side of a ${kind} relation`;
    return { reason: `${side}: "${targetName}" holds the link${prop.mappedBy ? ` (its "${prop.mappedBy}")` : ''} and its table shows it; to list them here, read-only: ${readOnly}` };
  }
  const oneColumnEachWay = prop.kind === ReferenceKind.MANY_TO_MANY
    ? prop.joinColumns?.length === 1 && prop.inverseJoinColumns?.length === 1
    : prop.fieldNames?.length === 1;
  if (!oneColumnEachWay) return { reason: `a ${kind} relation to "${targetName}" over a composite foreign key, which a relation column cannot follow` };
  const { calls, note } = labelling(target);
  return { column: { property: prop.name, label, columnClass: 'TextColumn', calls, ...(note === undefined ? {} : { note }) } };
}

/**
 * `setRelationLabel` only where the default rule (the first of name, title, label, email, else the key)
 * would show a bare key while the target has a short text that names a row better.
 */
function labelling(target: EntityMetadata): { calls: ColumnCall[]; note?: string } {
  if (DEFAULT_LABEL_PROPERTIES.some((name) => scalarProperty(target, name) !== undefined)) return { calls: [] };
  const short = (Object.values(target.properties) as EntityProperty[]).find((prop) => isShortText(target, prop));
  const none = `"${target.className}" has no ${DEFAULT_LABEL_PROPERTIES.join(', ').replace(/, (\w+)$/, ' or $1')}`;
  if (!short) return { calls: [], note: `shown by its key: ${none}, nor another short text` };
  return { calls: [{ method: 'setRelationLabel', args: [short.name] }], note: `labelled by its first short text: ${none}` };
}

/** A stored, visible string column of a bounded length (not text, not a UUID, not the key): what a picker can list. */
function isShortText(meta: EntityMetadata, prop: EntityProperty): boolean {
  if (!scalarProperty(meta, prop.name) || prop.primary || prop.hidden || String(prop.runtimeType) !== 'string') return false;
  return /^(varchar|character varying|char|character)\b/.test(String(prop.columnTypes?.[0] ?? '').toLowerCase());
}
