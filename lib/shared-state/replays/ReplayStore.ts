/** What a store knows of a key when a request claims it. */
export type ReplayClaim =
  /** Nobody ran it (or its runner's lease ran out): the claimer runs it. */
  | { state: 'claimed' }
  /** It ran: its answer, as kept. */
  | { state: 'answered'; answer: string }
  /** It runs elsewhere (another instance, its lease not run out). */
  | { state: 'running' };

/**
 * The answers of recent requests by key, kept where every instance finds them (`memory`: this process
 * only). Keys are hashes (no NUL, bounded length); answers JSON text. A claim holds for `leaseMs` unless
 * renewed: a runner that dies lets the next retry run.
 */
export interface ReplayStore {
  /** Claims `key` for `leaseMs`, or says who has it. */
  claim(key: string, leaseMs: number): Promise<ReplayClaim>;
  /** Holds a claim `leaseMs` longer while its request runs. */
  renew(key: string, leaseMs: number): Promise<void>;
  /** Keeps the answer of a claimed key for `keepMs`. */
  keep(key: string, answer: string, keepMs: number): Promise<void>;
  /** Gives a claim up (its request failed): a retry runs it. */
  release(key: string): Promise<void>;
}
