/** The middle value (the upper middle for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Largest heap growth (bytes) seen while `task` runs, sampled every few ms, after a GC when exposed. */
export async function measureHeap(task: () => Promise<void>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 2);
  await task();
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  clearInterval(timer);
  return Math.max(1, peak - before);
}
