import type { PageView } from '../../lib/wire/page-view.js';
import type { UrlView } from '../../lib/wire/view-url.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import type { ArrangeHost, ArrangePart } from './arrange-host.js';

/** A table's arrangement of its columns, as the page's first load holds it: which chunks to fetch, and when the columns sit. */
export interface ArrangementOfTable {
  /** Resolves once the columns sit as the page opens with them (moved, sized): the first data request waits for it. */
  readonly ready: Promise<void>;
  /** Fetches the chunks and makes their parts, once the table exists. */
  attach(host: ArrangeHost): void;
  disconnect(): void;
}

/**
 * How a table's columns sit (`setColumnArrangement(...)`, docs/column-arrangement.md); null without. Each part is a chunk
 * of its own, fetched once the table exists and only by a table using it: the header kept in sight (FixedHeader), the
 * first columns pinned (FixedColumns), columns moved (ColReorder) and sized. `opened`: the view the page opens with
 * (its URL's, a saved default), whose columns' order and widths win over the ones the browser kept.
 */
export function arrangementOfTable(view: PageView, opened: UrlView | null, failed: ChunkFailed): ArrangementOfTable | null {
  const arrange = view.table.arrange;
  if (!arrange) return null;
  let sat = () => {};
  const ready = new Promise<void>((resolve) => (sat = resolve));
  let parts: ArrangePart[] = [];
  let gone = false;
  return {
    ready,
    // In this order: the columns moved before they are sized (the widths follow the names, not the places).
    attach: (host) => void Promise.all([
      arrange.fixedHeader && !arrange.fixedColumns && import('./StickyHeader.js'),
      arrange.fixedColumns && import('./PinnedColumns.js'),
      arrange.reorder && import('./ColumnMoves.js'),
      arrange.resize && import('./ColumnWidths.js'),
    ]).then((modules) => {
      if (!gone) parts = modules.flatMap((module) => (module ? [module.arrange({ view, host, opened })] : []));
    }).catch(failed).finally(sat),
    disconnect: () => {
      gone = true;
      sat();
      parts.forEach((part) => part.disconnect());
    },
  };
}
