import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../../model/Row.js';
import { searchCondition, type PageQuery } from '../../persistence/data-query.js';
import { entityGroups } from '../../persistence/group-query.js';
import { manualGroups } from '../../persistence/manual-groups.js';
import { manualTotals } from '../../persistence/manual-totals.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { entityTotals } from '../../persistence/totals-query.js';
import type { GroupsAnswer } from '../../wire/groups.js';
import type { TotalsAnswer, TotalsAsked } from '../../wire/totals.js';

/** What a data page says of its rows beside them: the columns' totals and its groups, each when asked. */
export interface PageSummaries {
  totals?: TotalsAnswer;
  groups?: GroupsAnswer;
}

/** What the data request asked beyond its rows: the totals (`totals[...]`) and the grouping (`group`). */
export interface SummariesAsked {
  totals: TotalsAsked;
  group: string | null;
}

/**
 * An entity page's totals (one statement, `totals-query`) and groups (one statement, `group-query`), from the
 * page's search and filters and its rows' keys; those of every matching row only while `setTotals({ upTo })` allows.
 */
export async function entitySummaries(em: EntityManager, binding: TableBinding, query: PageQuery, page: { entities: object[]; filtered: number }, asked: SummariesAsked): Promise<PageSummaries> {
  const wantsTotals = Object.keys(asked.totals).length > 0;
  if (!wantsTotals && asked.group === null) return {};
  const key = binding.meta!.primaryKeys[0];
  const keys = page.entities.map((entity) => (entity as Record<string, unknown>)[key]);
  const where = searchCondition(em, binding, query);
  const upTo = binding.table.totals.upTo;
  const totals = wantsTotals ? overUpTo(await entityTotals(em, binding, where, asked.totals, keys, upTo === undefined || page.filtered <= upTo), upTo) : undefined;
  const groups = asked.group === null ? undefined : { column: asked.group, items: await entityGroups(em, binding, where, asked.group, asked.totals, keys) };
  return { ...(totals ? { totals } : {}), ...(groups ? { groups } : {}) };
}

/** A hand-built page's totals and groups, in memory with the same rules. */
export function manualSummaries(binding: TableBinding, page: { rows: Row[]; matching: Row[]; filtered: number }, asked: SummariesAsked): PageSummaries {
  const table = binding.table;
  const upTo = table.totals.upTo;
  const summaries: PageSummaries = {};
  if (Object.keys(asked.totals).length > 0) {
    const all = upTo === undefined || page.filtered <= upTo ? manualTotals(page.matching, asked.totals, table) : null;
    summaries.totals = overUpTo({ all, page: manualTotals(page.rows, asked.totals, table) }, upTo);
  }
  if (asked.group !== null) summaries.groups = { column: asked.group, items: manualGroups(page.matching, page.rows, asked.group, asked.totals, table) };
  return summaries;
}

/** The totals as answered: `over` says why those of every matching row are missing (`setTotals({ upTo })`). */
function overUpTo(totals: Omit<TotalsAnswer, 'over'>, upTo: number | undefined): TotalsAnswer {
  return totals.all === null && upTo !== undefined ? { ...totals, over: { upTo } } : totals;
}

/** The page's order with its group first (in the direction the page asked for that column, else ascending): a group's rows stay together. */
export function groupedOrder(order: PageQuery['order'], group: string | null): PageQuery['order'] {
  if (group === null) return order;
  const own = order.find((each) => each.column === group);
  return [{ column: group, dir: own?.dir ?? 'asc' }, ...order.filter((each) => each.column !== group)];
}
