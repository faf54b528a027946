import type { EntityManager } from '@mikro-orm/postgresql';
import { plainRowMapper, plainRowsReason } from './plain-rows.js';
import type { PathSelect } from './path-values.js';
import type { TableBinding } from './TableBinding.js';

/**
 * The rows of a statement selecting `"e".*` and the table's columns on relations (`path-values`), as the
 * data page gives them to the table: each row's values on relations taken out, then the row made a plain
 * object (`plain-rows`) or, where the table needs entities, an entity of `em` (a request's fork: the ORM's
 * own entity manager refuses both).
 */
export function pageRows(
  em: EntityManager, binding: TableBinding, paths: PathSelect, rows: Array<Record<string, unknown>>,
): { entities: object[]; related?: Array<Record<string, unknown>> } {
  const meta = binding.meta!;
  const related = paths.columns ? rows.map((row) => paths.take(row)) : undefined;
  const entities = rows.map(plainRowsReason(em, binding) === null ? plainRowMapper(em, meta) : (row) => em.map(meta.class, row));
  return { entities, related };
}
