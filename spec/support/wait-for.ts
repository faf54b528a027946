/** How long {@link waitFor} waits and what its failure names. */
export interface WaitForOptions {
  /** The deadline, from the call; 2 s by default, well inside a spec's timeout so this message is the one seen. */
  timeoutMs?: number;
  /** What is awaited, for the failure message (`waiting for <what>`); the condition's source by default. */
  what?: string;
  /** The pause between two checks; 5 ms by default. */
  intervalMs?: number;
}

/**
 * Waits until `condition()` holds, checking it every few milliseconds, and fails at the deadline with
 * `Timed out after <timeoutMs> ms waiting for <what>`: for what ends on a timer or another process,
 * where a fixed sleep is either too short on a busy machine or wasted time on an idle one.
 */
export async function waitFor(condition: () => boolean, options: WaitForOptions = {}): Promise<void> {
  const { timeoutMs = 2_000, what = String(condition), intervalMs = 5 } = options;
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() >= deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
