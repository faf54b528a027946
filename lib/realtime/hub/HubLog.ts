import type { DataTablesLogger } from '../../config/DataTablesLogger.js';

/** Warnings written per minute at most; the rest are counted and reported in one line. */
const WARNINGS_PER_MINUTE = 60;

/**
 * The hub's log. It writes only messages the hub composed from fixed words (never a header, a token
 * or an error message from a client: no forged lines, no terminal escapes), and at most
 * {@link WARNINGS_PER_MINUTE} warnings a minute, so that a flood of bad requests cannot fill a disk.
 */
export class HubLog {
  private windowStart = 0;
  private written = 0;
  private suppressed = 0;

  constructor(private readonly logger: DataTablesLogger) {}

  /** A JWT refused, with the fixed reason of a TokenRejected. */
  rejected(role: 'publisher' | 'subscriber', reason: string): void {
    this.warn(`Mercure dev hub: ${role} JWT rejected (${reason})`);
  }

  warn(message: string): void {
    const now = Date.now();
    if (now - this.windowStart >= 60_000) {
      if (this.suppressed > 0) this.logger.warn(`Mercure dev hub: ${this.suppressed} more warnings suppressed in the last minute`);
      this.windowStart = now;
      this.written = 0;
      this.suppressed = 0;
    }
    if (this.written < WARNINGS_PER_MINUTE) {
      this.written += 1;
      this.logger.warn(message);
    } else {
      this.suppressed += 1;
    }
  }

  error(message: string, ...details: unknown[]): void {
    this.logger.error(message, ...details);
  }
}
