import type { Writable } from 'node:stream';

/**
 * Resolves once `out` has room again. It may have drained already, while the next batch was being
 * fetched: waiting then for a `drain` event that had come and gone stalled the export forever.
 */
export function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => { out.off('drain', done); out.off('close', done); resolve(); };
    out.once('drain', done);
    out.once('close', done);
  });
}
