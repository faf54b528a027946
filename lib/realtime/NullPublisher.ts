import type { Publisher, RealtimeUpdate } from './Publisher.js';

/** The publisher used when none is configured: broadcasts nothing. */
export class NullPublisher implements Publisher {
  async publish(_update: RealtimeUpdate): Promise<void> {}
}
