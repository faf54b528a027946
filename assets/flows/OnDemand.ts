import { setBusy } from '../actions/busy.js';

/** What a flow does when its chunk cannot be fetched (offline, or the build deployed away). */
export type ChunkFailed = (error: unknown) => void;

/**
 * A flow the page may never use, in a chunk of its own (`import()`): fetched on the first use, warmed
 * when the user shows intent (a pointer over its button, focus on it), fetched once. A failed fetch is
 * forgotten, so the next click tries again.
 * @example
 * const edit = new OnDemand(() => import(editFlowUrl));
 * button.addEventListener('focus', () => edit.warm());
 */
export class OnDemand<T> {
  /** The fetches under way, of every flow of the page. */
  private static readonly fetching = new Set<Promise<unknown>>();
  private loading: Promise<T> | null = null;

  constructor(private readonly load: () => Promise<T>) {}

  /**
   * @internal Resolves once no chunk is being fetched, with whether one was (the specs' `settle()` waits for
   * them, as a user would).
   */
  static async idle(): Promise<boolean> {
    const waited = OnDemand.fetching.size > 0;
    while (OnDemand.fetching.size) await Promise.allSettled(OnDemand.fetching);
    return waited;
  }

  /** The module, fetched now when it was not yet. */
  get(): Promise<T> {
    if (this.loading) return this.loading;
    const loading = (this.loading = this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    }));
    OnDemand.fetching.add(loading);
    const done = () => void OnDemand.fetching.delete(loading);
    loading.then(done, done);
    return loading;
  }

  /** Starts the fetch without waiting for it (a failure is said on the click that needs it). */
  warm(): void {
    this.get().catch(() => undefined);
  }

  /**
   * The module for a click on `button`: marked busy (`aria-busy`) while it is fetched; when it cannot be,
   * `failed` says so and the button is free again, and the answer is `null`.
   */
  async forClick(button: HTMLElement | null, failed: ChunkFailed): Promise<T | null> {
    setBusy(button, true, false);
    try {
      return await this.get();
    } catch (error) {
      failed(error);
      return null;
    } finally {
      setBusy(button, false, false);
    }
  }
}
