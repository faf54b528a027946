import type { RelationOption, RelationOptionsPage } from '../../lib/wire/relation-options.js';

/**
 * The options endpoint of one relation field or filter (lib/wire/relation-options.ts): its URL already
 * names the table's token and the column, this adds `q` and `page`, or `ids`. One search at a time: a new
 * one aborts the one before, whose answer would be for text the user no longer shows.
 */
export class RelationOptionsSource {
  private running: AbortController | null = null;

  constructor(private readonly url: string, private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  /** A page of the options whose labels contain `q`; null when a newer search (or {@link abort}) superseded it. */
  async search(q: string, page: number): Promise<RelationOptionsPage | null> {
    this.abort();
    const running = (this.running = new AbortController());
    try {
      const answer = await this.get({ q, page: String(page) }, running.signal);
      return running.signal.aborted ? null : answer;
    } catch (error) {
      if (running.signal.aborted) return null;
      throw error;
    } finally {
      if (this.running === running) this.running = null;
    }
  }

  /** The labels of rows chosen before (a filter read from the page's URL), in the order given. */
  async labels(ids: readonly string[]): Promise<RelationOption[]> {
    return ids.length ? (await this.get({ ids }, undefined)).options : [];
  }

  /** Stops the search under way, if any. */
  abort(): void {
    this.running?.abort();
    this.running = null;
  }

  private async get(params: Record<string, string | readonly string[]>, signal: AbortSignal | undefined): Promise<RelationOptionsPage> {
    const url = new URL(this.url, document.baseURI);
    for (const [name, value] of Object.entries(params)) {
      for (const one of typeof value === 'string' ? [value] : value) url.searchParams.append(name, one);
    }
    const response = await this.fetcher(url.href, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal });
    if (!response.ok) throw Object.assign(new Error(`The options endpoint answered ${response.status}`), { status: response.status });
    const body = (await response.json()) as Partial<RelationOptionsPage>;
    const options = Array.isArray(body.options) ? body.options.filter(isOption).map(({ id, label }) => ({ id: String(id), label: String(label) })) : [];
    return { options, more: body.more === true };
  }
}

function isOption(option: unknown): option is RelationOption {
  return typeof option === 'object' && option !== null && 'id' in option && 'label' in option;
}
