import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../../errors/HttpError.js';
import type { StoreHealth } from '../StoreHealth.js';
import { MemoryReplayStore } from './MemoryReplayStore.js';
import type { ReplayClaim, ReplayStore } from './ReplayStore.js';
import { SHARE_AGAIN_MS, UnsharedAnswers } from './UnsharedAnswers.js';

/** How long an answer is kept for a retry carrying its request's key. */
export const REPLAY_MS = 10 * 60_000;
/** How long a claim holds without renewal (renewed every third of it while its request runs): a runner killed mid-request lets a retry run after this. */
export const LEASE_MS = 15_000;
/** Longest a retry waits for its first run on another instance before 409 `request_in_progress`. */
export const WAIT_MS = 2 * LEASE_MS;
/** How often a waiting retry asks the store again. */
const POLL_MS = 100;
/** Longest wait for a shared store before this process's memory stands in for it. */
export const STORE_TIMEOUT_MS = 1000;

/** An answer, and whether it was given before (a retry) rather than run now. */
export interface Replayed<T> {
  answer: T;
  replayed: boolean;
}

/**
 * The answers of recent requests by key (a bulk's `requestId`, a create's `Idempotency-Key`, with the
 * client and table): a retry (a lost answer, a double click, a `keepalive` send repeated) gets the first
 * answer and the request never runs twice. Kept in the `sharedState` store, so a retry reaching another
 * instance finds it; one arriving while the first still runs waits for it (polling the store, or on the
 * promise where it runs here). A failure is forgotten, so a retry runs. A store that fails or takes over
 * {@link STORE_TIMEOUT_MS} fails open to this process's memory, as the rate limit does.
 */
export class Replays {
  /** This process's requests running now, by hashed key: a retry here waits on the promise itself. */
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly fallback = new MemoryReplayStore();
  /** Answers kept in {@link fallback} alone, offered to the shared store until it takes them. */
  private readonly unshared: UnsharedAnswers;

  constructor(
    private readonly store: Promise<ReplayStore>,
    private readonly health: StoreHealth,
    /** How long a claim holds and a retry waits: {@link LEASE_MS} and {@link WAIT_MS} unless told (specs). */
    private readonly timing: { leaseMs: number; waitMs: number } = { leaseMs: LEASE_MS, waitMs: WAIT_MS },
  ) {
    this.store.catch(() => undefined);
    this.unshared = new UnsharedAnswers(
      async (key, answer, keepMs) => this.ask((await this.ask(this.store)).keep(key, answer, keepMs)),
      () => this.health.answered(),
    );
  }

  /**
   * The answer of the request `key` names: the one kept, or `run()`'s (JSON-safe), kept for its retries.
   * `busy` is what a retry still waiting after {@link WAIT_MS} is told (409 `request_in_progress`), in the user's language.
   */
  async answer<T>(key: string, run: () => Promise<T>, busy: () => string): Promise<Replayed<T>> {
    const hashed = createHash('sha256').update(key).digest('base64url');
    const deadline = Date.now() + this.timing.waitMs;
    for (;;) {
      const here = this.running.get(hashed);
      if (here) return { answer: await (here as Promise<T>), replayed: true };
      // An answer the shared store could not keep (it was failing then) is in this process's memory.
      const local = this.fallback.kept(hashed);
      if (local !== null) return { answer: JSON.parse(local) as T, replayed: true };
      const { claim, store } = await this.claim(hashed);
      if (claim.state === 'answered') return { answer: JSON.parse(claim.answer) as T, replayed: true };
      if (claim.state === 'claimed') return { answer: await this.run(hashed, store, run), replayed: false };
      if (Date.now() >= deadline) throw new HttpError(409, 'request_in_progress', busy());
      await sleep(POLL_MS);
    }
  }

  private run<T>(key: string, store: ReplayStore, run: () => Promise<T>): Promise<T> {
    const renewal = setInterval(() => void this.ask(store.renew(key, this.timing.leaseMs)).catch(() => undefined), this.timing.leaseMs / 3);
    renewal.unref();
    const running = (async () => {
      try {
        const answer = await run();
        await this.keep(store, key, answer);
        return answer;
      } catch (error) {
        await this.ask(store.release(key)).catch(() => undefined);
        throw error;
      } finally {
        clearInterval(renewal);
        this.running.delete(key);
      }
    })();
    this.running.set(key, running);
    return running;
  }

  /**
   * Keeps a run's answer. One the shared store cannot take (failing then), or of a run claimed in this
   * process's memory (the store refused the claim), is kept here, so a retry here gets it during the
   * outage and after, and offered to the shared store until it takes it (at once for a claim kept here,
   * then every {@link SHARE_AGAIN_MS}), so a retry reaching another instance once the store answers gets
   * it too. Only a retry reaching another instance while the store still fails may run it again. Never
   * fails the request that wrote.
   */
  private async keep(store: ReplayStore, key: string, answer: unknown): Promise<void> {
    const text = JSON.stringify(answer);
    const until = Date.now() + REPLAY_MS;
    if (store !== this.fallback) {
      try {
        await this.ask(store.keep(key, text, REPLAY_MS));
        return;
      } catch (error) {
        this.health.failed(error);
      }
    }
    await this.fallback.keep(key, text, REPLAY_MS);
    const offered = this.unshared.add(key, text, until);
    // The store refused only the claim (a connection cut, since replaced): its first offer is likely taken, before the answer leaves.
    if (store === this.fallback) await offered;
  }

  /** A claim in the shared store, or in this process's memory while that store fails. */
  private async claim(key: string): Promise<{ claim: ReplayClaim; store: ReplayStore }> {
    try {
      const store = await this.ask(this.store);
      const claim = await this.ask(store.claim(key, this.timing.leaseMs));
      if (store !== this.fallback) this.health.answered();
      return { claim, store };
    } catch (error) {
      this.health.failed(error);
      return { claim: await this.fallback.claim(key, this.timing.leaseMs), store: this.fallback };
    }
  }

  /** The store's answer within {@link STORE_TIMEOUT_MS}, else a rejection. */
  private ask<T>(answer: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }
}
