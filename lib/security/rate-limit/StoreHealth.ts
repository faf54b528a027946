import type { DataTablesLogger } from '../../config/DataTablesLogger.js';

/**
 * Whether a router's shared rate-limit store answers, told by both of its quotas, so an outage is
 * logged once when it begins and once when it ends, not at every request it fails.
 */
export class StoreHealth {
  private failing = false;

  constructor(private readonly store: string, private readonly logger: DataTablesLogger) {}

  /** The store failed a request (counted in this process instead). */
  failed(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.error(`ux-datatables: the "${this.store}" rate-limit store failed; counting in this process until it answers (${reason})`);
  }

  /** The store answered a request. */
  answered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.warn(`ux-datatables: the "${this.store}" rate-limit store answers again; the quota is shared again`);
  }
}
