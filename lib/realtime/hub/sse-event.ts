import type { HubUpdate } from './HubUpdate.js';

/**
 * `update` as a `text/event-stream` event: `id:`, `event:` and `retry:` when given, one `data:` line
 * per line of the data (always one, so an empty update still fires), then the blank line.
 */
export function sseEvent(update: HubUpdate): string {
  let event = `id: ${update.id}\n`;
  if (update.type !== undefined) event += `event: ${update.type}\n`;
  if (update.retry !== undefined) event += `retry: ${update.retry}\n`;
  for (const line of update.data.split(/\r\n|\r|\n/)) event += `data: ${line}\n`;
  return `${event}\n`;
}

/** A comment line: keeps the connection (and proxies) from timing out. */
export const SSE_HEARTBEAT = ':\n';
