import type { DataTablesLogger } from '../config/DataTablesLogger.js';
import type { MercureConfig } from '../config/MercureConfig.js';
import type { TableModel } from '../model/TableModel.js';
import type { MercureView, RowChangeMessage } from '../wire/live-view.js';
import { LiveTables } from './LiveTables.js';
import { MercurePublisher } from './MercurePublisher.js';
import { MercureSigner } from './MercureSigner.js';
import { NullPublisher } from './NullPublisher.js';
import { newOrigin } from './origin-digest.js';
import type { Publisher } from './Publisher.js';
import { publishChange } from './publish-change.js';
import { SubscriberTokens } from './SubscriberTokens.js';
import { narrowTopics } from './topics.js';

/** What the router's options add to `data_tables.mercure`. */
export interface RealtimeOptions {
  /** The application's publisher; default: a MercurePublisher when Mercure is enabled, else none. */
  publisher?: Publisher;
  /** The topics of a table, unless the table names its own. */
  topics?: (table: TableModel) => string[];
  logger: DataTablesLogger;
  /** The tables the router serves (their private live ones get subscriber JWTs). */
  tables: readonly TableModel[];
  /** The served tables showing the rows of `table`'s entity through a relation (`ServedTables.showingThrough`). */
  showingThrough?: (table: TableModel) => readonly TableModel[];
}

/**
 * A router's real-time side: which tables publish and subscribe, on which topics, with which
 * publisher; the subscriber JWTs of private tables; publishing a committed change.
 */
export class Realtime {
  readonly publisher: Publisher;
  private readonly live: LiveTables;
  private readonly subscribers: SubscriberTokens | null;
  private readonly logger: DataTablesLogger;
  private readonly showingThrough: (table: TableModel) => readonly TableModel[];
  /** The served tables whose pages subscribe privately: known once, when the router is built. */
  private readonly privateTables: Array<{ name: string; topics: readonly string[] }>;

  constructor(config: MercureConfig, options: RealtimeOptions) {
    this.live = new LiveTables(config, options.topics);
    this.logger = options.logger;
    this.showingThrough = options.showingThrough ?? (() => []);
    const signer = config.enabled ? new MercureSigner(config) : null;
    this.publisher =
      options.publisher ??
      (signer ? new MercurePublisher({ hubUrl: config.hub_url!, signer, protocol: config.protocol, timeoutMs: config.publish_timeout_ms }) : new NullPublisher());
    this.subscribers = signer ? new SubscriberTokens(signer) : null;
    this.privateTables = options.tables
      .map((table) => ({ name: table.name, ...this.live.of(table) }))
      .filter((table) => table.live && table.private);
  }

  /** Signs ahead the subscriber JWTs of private live tables (page views are built synchronously); cheap while they are fresh. */
  async prepare(): Promise<void> {
    if (this.subscribers && this.privateTables.length > 0) await this.subscribers.refresh(this.privateTables);
  }

  /** The page view's `mercure` part of a table: a new echo-skip origin each time (one per table of a page view). */
  view(table: TableModel): MercureView | null {
    const live = this.live.view(table);
    if (!live) return null;
    const view: MercureView = { ...live, ...newOrigin() };
    if (this.live.of(table).private) view.authorization = this.subscribers?.get(table.name) ?? null;
    return view;
  }

  /** The table's topics (the delete call's `topics` can only narrow them). */
  topicsOf(table: TableModel, requested?: unknown): string[] {
    return narrowTopics(this.live.of(table).topics, requested);
  }

  /**
   * Publishes a committed change to these topics, and to every table showing the changed rows through a
   * relation (docs/real-time.md, "Across relations"): a change naming no row of its own (`action: 'related'`),
   * so that their pages reload; logged, never thrown.
   */
  async publish(table: TableModel, change: RowChangeMessage, topics: readonly string[]): Promise<void> {
    const liveness = this.live.of(table);
    const related = this.showingThrough(table)
      .filter((other) => other !== table && this.live.of(other).publishes)
      .map((other) => publishChange(this.publisher, this.logger, relatedChange(other, table), { topics: this.topicsOf(other), private: this.live.of(other).private }));
    if (liveness.publishes) related.unshift(publishChange(this.publisher, this.logger, change, { topics, private: liveness.private }));
    await Promise.all(related);
  }
}

/** The change a table showing `changed`'s rows through a relation is told of: no row of its own, every row may show it. */
function relatedChange(table: TableModel, changed: TableModel): RowChangeMessage {
  return { type: 'bulk', table: table.name, id: null, ids: [], action: 'related', via: changed.name, origin: null };
}
