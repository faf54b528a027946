import type { EntityManager } from '@mikro-orm/postgresql';
import type { RelatedLabels } from '../wire/related-labels.js';
import { keyColumn, type ColumnPath, type ToManyStep, type ToOneStep } from './column-path.js';
import type { SqlCondition } from './search-sql.js';
import { quoteIdentifier, sqlTableName } from './table-name.js';

// The SQL of columns on a path (docs/tables-and-columns.md, "Columns on relations"). The page selects a
// ToOne path's value through its left joins; every condition on a path is a subquery on the table's own
// columns (`e.author_id in (select ...)`, `exists (...)` for a ToMany), so the WHERE of a page, its count
// and its export stay statements on the table alone, and a join can never multiply the rows counted.

const q = quoteIdentifier;

/** The joins of a table's ToOne steps, each once, after `from <table> as "e"`: inner where the related row always exists. */
export function joinsSql(em: EntityManager, steps: readonly ToOneStep[]): string {
  return steps.map((step) =>
    ` ${step.required ? 'join' : 'left join'} ${sqlTableName(em, step.target)} as ${q(step.alias)} on ${q(step.alias)}.${q(step.targetColumn)} = ${q(step.parentAlias)}.${q(step.parentColumn)}`).join('');
}

/**
 * The select expression of a column's value: the joined property, or for a ToMany a JSON array
 * `[count, [first labels]]` ({@link relatedLabels} reads it) of at most `most` labels (null: all) in
 * label order, then key order; a related row without a label is not counted. `keys` (a column edited in
 * place) adds every related row's key as text, in the same order, those without a label last (PostgreSQL
 * sorts nulls last): `[count, labels, keys]`, built by the same subquery.
 */
export function pathValueSql(em: EntityManager, path: ColumnPath, most: number | null, keys = false): string {
  const field = q(path.prop.fieldNames[0]);
  if (!path.toMany) return `${q(path.toOne.at(-1)!.alias)}.${field}`;
  const { from, link } = toManyFrom(em, path.toMany, 'm', 't');
  const key = q(keyColumn(path.toMany.target));
  const limit = most === null ? '' : `"q"."n" <= ${Math.max(0, Math.trunc(most))}`;
  const order = `row_number() over (order by "t".${field}, "t".${key}) as "n"`;
  if (!keys) {
    const labels = `select "t".${field} as "l", ${order}${from} where ${link} and "t".${field} is not null`;
    const kept = limit ? ` filter (where ${limit})` : '';
    return `(select json_build_array(count(*), coalesce(json_agg("q"."l" order by "q"."n")${kept}, '[]'::json)) from (${labels}) as "q")`;
  }
  const rows = `select "t".${field} as "l", "t".${key}::text as "k", ${order}${from} where ${link}`;
  const kept = ` filter (where "q"."l" is not null${limit ? ` and ${limit}` : ''})`;
  return `(select json_build_array(count("q"."l"), coalesce(json_agg("q"."l" order by "q"."n")${kept}, '[]'::json), `
    + `coalesce(json_agg("q"."k" order by "q"."n"), '[]'::json)) from (${rows}) as "q")`;
}

/** A ToMany value as the select gives it (`[count, labels, keys?]`, parsed or as JSON text) as the row's {@link RelatedLabels}. */
export function relatedLabels(value: unknown): RelatedLabels {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  const [count, labels, keys] = Array.isArray(parsed) ? (parsed as [unknown, unknown, unknown]) : [0, [], undefined];
  const kept = Array.isArray(labels) ? (labels as RelatedLabels['labels']) : [];
  const related: RelatedLabels = { labels: kept, more: Math.max(0, Number(count) - kept.length) };
  if (Array.isArray(keys)) related.keys = keys.map(String);
  return related;
}

/**
 * A condition on the value a path reaches, as a condition on the table's own row: `test` is given the
 * quoted field of the shown property (or of `on`, another property of the entity it belongs to) in a
 * subquery per step. Null when `test` says no row can match.
 */
export function pathConditionSql(
  em: EntityManager,
  path: ColumnPath,
  test: (field: string) => SqlCondition | null,
  on: string = path.prop.fieldNames[0],
): SqlCondition | null {
  let depth = 0;
  const alias = () => `s${++depth}`;
  // Built from the inside out: the innermost subquery tests the property, each outer one its step.
  const steps = path.toOne;
  const aliases = steps.map(() => alias());
  const manyAlias = path.toMany ? alias() : null;
  const innermost = manyAlias ?? aliases.at(-1)!;
  const tested = test(`${q(innermost)}.${q(on)}`);
  if (tested === null) return null;
  let condition = tested;
  if (path.toMany) {
    const parent = aliases.at(-1) ?? 'e';
    const { from, link } = toManyFrom(em, { ...path.toMany, parentAlias: parent }, `${manyAlias}_link`, manyAlias!);
    condition = { sql: `exists (select 1${from} where ${link} and ${condition.sql})`, params: condition.params };
  }
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    const parent = i === 0 ? 'e' : aliases[i - 1];
    const inner = aliases[i];
    condition = {
      sql: `${q(parent)}.${q(step.parentColumn)} in (select ${q(inner)}.${q(step.targetColumn)} from ${sqlTableName(em, step.target)} as ${q(inner)} where ${condition.sql})`,
      params: condition.params,
    };
  }
  return condition;
}

/**
 * The rows of a ToMany relation of `parentAlias`'s row, as `from` (after `select ...`) and the `link`
 * condition tying them to it; the target row is aliased `target`, a pivot `linkAlias`.
 */
function toManyFrom(em: EntityManager, step: ToManyStep, linkAlias: string, target: string): { from: string; link: string } {
  const parentKey = `${q(step.parentAlias)}.${q(keyColumn(step.owner))}`;
  if (step.pivot === null) return { from: ` from ${sqlTableName(em, step.target)} as ${q(target)}`, link: `${q(target)}.${q(step.ownerColumn)} = ${parentKey}` };
  return {
    from: ` from ${sqlTableName(em, step.pivot)} as ${q(linkAlias)} join ${sqlTableName(em, step.target)} as ${q(target)} on ${q(target)}.${q(keyColumn(step.target))} = ${q(linkAlias)}.${q(step.targetColumn!)}`,
    link: `${q(linkAlias)}.${q(step.ownerColumn)} = ${parentKey}`,
  };
}
