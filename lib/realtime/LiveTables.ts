import type { MercureConfig } from '../config/MercureConfig.js';
import type { TableModel } from '../model/TableModel.js';
import type { MercureView } from '../wire/live-view.js';
import { DEFAULT_TOPIC_BASE, defaultTopics } from './topics.js';

/** How one table takes part in real-time updates, resolved once when the router is built. */
export interface TableLiveness {
  /** Its changes are published (unless the table said `setMercure(false)`). */
  publishes: boolean;
  /** Its pages subscribe to the hub (Mercure enabled and the table not opted out). */
  live: boolean;
  /** Its topics, the canonical one first. */
  topics: readonly string[];
  /** Its updates are private: only pages allowed to render it receive them. */
  private: boolean;
}

/**
 * The real-time settings of every table: `data_tables.mercure`, the router's `topics` option and
 * each table's own `setMercure(...)`, in rising order of precedence. Default topics are
 * `<topic_base>/datatables/<table>`, `topic_base` defaulting to the origin of the hub's public URL.
 */
export class LiveTables {
  private readonly byTable = new Map<string, TableLiveness>();
  private readonly base: string;

  constructor(
    private readonly config: MercureConfig,
    private readonly topicsOption?: (table: TableModel) => string[],
  ) {
    const publicUrl = config.public_url ?? config.hub_url;
    this.base = config.topic_base ?? (config.enabled && publicUrl ? new URL(publicUrl).origin : DEFAULT_TOPIC_BASE);
  }

  /** The hub URL browsers subscribe to, when Mercure is enabled. */
  get publicUrl(): string | null {
    return this.config.enabled ? (this.config.public_url ?? this.config.hub_url) : null;
  }

  /** How a table takes part (computed once per table). */
  of(table: TableModel): TableLiveness {
    let found = this.byTable.get(table.name);
    if (!found) this.byTable.set(table.name, (found = this.resolve(table)));
    return found;
  }

  /** The page view's `mercure` part of a table but its origin: null when its pages do not subscribe. */
  view(table: TableModel): Omit<MercureView, 'origin' | 'originDigest'> | null {
    const liveness = this.of(table);
    const hub = this.publicUrl;
    if (!liveness.live || hub === null) return null;
    return { hub, protocol: this.config.protocol, topics: [...liveness.topics], authorization: null, debounceMs: this.config.debounce_ms, maxWaitMs: this.config.max_wait_ms };
  }

  private resolve(table: TableModel): TableLiveness {
    const own = table.mercure;
    const topics = (own && own.topics) || this.topicsOption?.(table) || defaultTopics(table.name, this.base);
    return Object.freeze({
      publishes: own !== false,
      live: own !== false && this.config.enabled,
      topics: Object.freeze([...topics]),
      private: (own && own.private) ?? this.config.private,
    });
  }
}
