import type { EntityManager } from '@mikro-orm/postgresql';
import type { Row } from '../../model/Row.js';
import { fetchEntityPage, matchingRows, type EntityPage, type PageQuery } from '../../persistence/data-query.js';
import type { RowCounter } from '../../persistence/RowCounter.js';
import { entityGroups } from '../../persistence/group-query.js';
import { manualGroups } from '../../persistence/manual-groups.js';
import { manualTotals } from '../../persistence/manual-totals.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { totalsOfKeys, totalsOfMatching } from '../../persistence/totals-query.js';
import type { GroupsAnswer } from '../../wire/groups.js';
import type { RowTotals, TotalsAnswer, TotalsAsked } from '../../wire/totals.js';

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
 * An entity table's page (`fetchEntityPage`) with its totals and groups, each when asked. Without
 * `setTotals({ upTo })` the totals of every matching row come first, one statement whose `count(*)` is the
 * page's filtered count (not counted a second time); with it, the page's count decides whether they are
 * computed. The page's own totals are over its rows alone, by their keys; its groups one statement (`group-query`).
 */
export async function entityPageWithSummaries(em: EntityManager, binding: TableBinding, query: PageQuery, counter: RowCounter, asked: SummariesAsked): Promise<EntityPage & PageSummaries> {
  const wantsTotals = Object.keys(asked.totals).length > 0;
  if (!wantsTotals && asked.group === null) return fetchEntityPage(em, binding, query, counter);
  const rows = await matchingRows(em, binding, query);
  const where = rows.where;
  const upTo = binding.table.totals.upTo;
  let all: RowTotals | null | undefined = wantsTotals && upTo === undefined ? await totalsOfMatching(em, binding, where, asked.totals) : undefined;
  const page = await fetchEntityPage(em, binding, query, counter, all?.rows, rows);
  if (wantsTotals && all === undefined) all = page.filtered <= upTo! ? await totalsOfMatching(em, binding, where, asked.totals) : null;
  const key = binding.meta!.primaryKeys[0];
  const keys = page.entities.map((entity) => (entity as Record<string, unknown>)[key]);
  const totals = wantsTotals ? overUpTo({ all: all ?? null, page: await totalsOfKeys(em, binding, asked.totals, keys) }, upTo) : undefined;
  const groups = asked.group === null ? undefined : { column: asked.group, items: await entityGroups(em, binding, where, asked.group, asked.totals, keys) };
  return { ...page, ...(totals ? { totals } : {}), ...(groups ? { groups } : {}) };
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
