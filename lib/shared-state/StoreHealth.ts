import type { DataTablesLogger } from '../config/DataTablesLogger.js';

/**
 * Whether a router's shared store answers, told by all that use it (the quotas, the replays), so an
 * outage is logged once when it begins and once when it ends, not at every request it fails.
 */
export class StoreHealth {
  private failing = false;

  constructor(private readonly store: string, private readonly logger: DataTablesLogger) {}

  /** The store failed a request (kept in this process instead). */
  failed(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.error(`ux-datatables: the "${this.store}" shared-state store failed; counting and remembering retries in this process until it answers (${reason})`);
  }

  /** The store answered a request. */
  answered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.warn(`ux-datatables: the "${this.store}" shared-state store answers again; limits and retries are shared again`);
  }
}
