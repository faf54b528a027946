import type { ColumnsConfig } from 'datatables.net';
import type { ChunkFailed } from './OnDemand.js';
import type { TablePlugin } from '../table/TablePlugin.js';

/** What a part in a chunk does once made: say when no row is under the user's hands, and stop. */
export interface ChunkPart {
  idle?(): Promise<void>;
  disconnect(): void;
}

/** A part of the table with a column of its own (row order's move buttons, row details' expand buttons). */
export interface ColumnPart<H> extends TablePlugin {
  readonly column: ColumnsConfig;
  /** Fetches the part's chunk and makes it for the table, once the table exists. */
  attach(host: H): void;
  /** Resolves once no row is under the user's hands (a change made elsewhere is drawn after). */
  idle(): Promise<void> | undefined;
  disconnect(): void;
}

/**
 * A part whose first load is only its column, empty (DataTables.net takes columns when it starts, not after), before
 * the table's own, never folded by Responsive (`all`): its buttons, its requests and its styles are a chunk, `load`,
 * fetched once the table exists, which draws into the column's cells (`className`).
 */
export function columnPart<H>(className: string, load: () => Promise<(host: H) => ChunkPart>, failed: ChunkFailed): ColumnPart<H> {
  let part: ChunkPart | null = null;
  let gone = false;
  return {
    column: { data: null, orderable: false, searchable: false, className: `all ${className}`, defaultContent: '' },
    attach: (host) => void load().then((make) => {
      if (!gone) part = make(host);
    }, failed),
    idle: () => part?.idle?.(),
    disconnect: () => ((gone = true), part?.disconnect()),
  };
}
