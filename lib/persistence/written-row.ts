import type { EntityManager } from '@mikro-orm/postgresql';
import { ALIAS } from './data-query.js';
import { directLoadReason } from './orm-bypass.js';
import { pageRows } from './page-rows.js';
import { pathSelect } from './path-values.js';
import type { TableBinding } from './TableBinding.js';

/** What a write selects of the row it wrote, and how that becomes the row the data page would give the table. */
export interface WrittenRowSelect {
  /**
   * `select "e".*, <columns on relations> from <source> as "e" <joins>`: the data page's own select list and
   * joins over `source`, the rows a write returned (`UPDATE … RETURNING *` in a `WITH`). The joins read the
   * related rows as they were before the statement, which it does not change. Null for a table showing no
   * column on a relation: the row the write returns is the row shown, and `RETURNING *` alone (no `WITH`)
   * costs the database less (5 to 10% of such a statement's time).
   */
  sql(source: string): string | null;
  /** The selected row as the data page gives it to the table (`page-rows`), entities made by `em`. */
  shown(em: EntityManager, row: Record<string, unknown>): { entity: object; related?: Record<string, unknown> };
}

/**
 * The select that lets a one-statement write answer with the row as the data endpoint would send it
 * (a cell saved in place: its answer is that row), so the write and its answer are one statement; null
 * where the data page's rows are loaded by the ORM (`orm-bypass.directLoadReason`), which a select
 * beside the write cannot do: the row is then read after it, as before.
 */
export function writtenRowSelect(em: EntityManager, binding: TableBinding): WrittenRowSelect | null {
  if (!binding.meta || directLoadReason(em, binding.meta) !== null) return null;
  const paths = pathSelect(em, binding, 'cell');
  const alias = em.getPlatform().quoteIdentifier(ALIAS);
  return {
    sql: (source) => (paths.columns === '' && paths.joins === '' ? null : `select ${alias}.*${paths.columns} from ${source} as ${alias}${paths.joins}`),
    shown(mapping, row) {
      const { entities, related } = pageRows(mapping, binding, paths, [row]);
      return { entity: entities[0], related: related?.[0] };
    },
  };
}
