import type { BulkEditViewRequest } from '../../lib/wire/bulk-edit.js';
import type { PageView } from '../../lib/wire/page-view.js';
import { ORIGIN_HEADER } from '../../lib/wire/live-view.js';
import { type BulkRequest, type CreateViewRequest, type DeleteRequest, type EditViewRequest } from '../../lib/wire/endpoint-bodies.js';
import type { CellEditRequest } from '../../lib/wire/cell-edit.js';
import { createOrigin } from '../realtime/create-origin.js';
import { NetworkError } from './NetworkError.js';

/** The `fetch` the endpoints call; injectable for tests. */
export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The library's ajax endpoints (docs/endpoints.md), each called with its purpose's table token;
 * POST and DELETE requests carry the CSRF header, never a URL parameter, and the origin header
 * (`X-UX-DataTables-Origin`) that lets this table skip the real-time echo of its own changes.
 * A request that gets no answer rejects with a {@link NetworkError}; an aborted one with the abort reason.
 */
export class ServerEndpoints {
  constructor(
    /** @internal The page's URLs, tokens and CSRF header, which a flow in a chunk reads too. */
    readonly view: Pick<PageView, 'urls' | 'tokens' | 'csrf'>,
    private readonly fetcher: FetchFunction = (input, init) => fetch(input, init),
    /** This table's origin id, random by default (one per table on a page). */
    readonly origin: string = createOrigin(),
  ) {}

  /** `GET urls.data` with the read token and the DataTables.net server-side parameters. */
  data(parameters: URLSearchParams, signal?: AbortSignal): Promise<Response> {
    const query = new URLSearchParams({ table: this.view.tokens.read });
    parameters.forEach((value, key) => query.append(key, value));
    const url = this.view.urls.data;
    return this.send(`${url}${url.includes('?') ? '&' : '?'}${query}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  }

  /**
   * `DELETE urls.delete` with `{ table, id }`. `keepalive`: sent as the page goes (an undo window
   * ending with the page), so the browser finishes it after the page is gone.
   */
  delete(id: unknown, keepalive = false): Promise<Response> {
    return this.json('DELETE', this.view.urls.delete, { table: this.view.tokens.delete, id } satisfies DeleteRequest, keepalive);
  }

  /** `POST urls.bulk` with the bulk token and `{ action, rows | matching, requestId }`; `keepalive` as for {@link delete}. */
  bulk(request: Omit<BulkRequest, 'table'>, keepalive = false): Promise<Response> {
    return this.json('POST', this.view.urls.bulk, { table: this.view.tokens.bulk, ...request } satisfies BulkRequest, keepalive);
  }

  /** `POST urls.cell` with the edit token and one cell's new value ({@link CellEditRequest}). */
  cell(request: Omit<CellEditRequest, 'table'>): Promise<Response> {
    return this.json('POST', this.view.urls.cell!, { table: this.view.tokens.edit!, ...request } satisfies CellEditRequest, false);
  }

  /**
   * @internal A JSON request with the CSRF and origin headers: the flows in chunks of their own build theirs with
   * it (an application's action, `RowActionFlow`), so that its method is not in every page's first load.
   */
  json(method: string, url: string, body: object, keepalive: boolean): Promise<Response> {
    return this.send(url, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...this.headers() },
      body: JSON.stringify(body),
      ...(keepalive ? { keepalive } : {}),
    });
  }

  /** `POST urls.editView` with `{ table, id, adapter }`: the whole modal HTML, in the markup of that adapter. */
  editView(id: unknown, adapter?: string): Promise<Response> {
    return this.modal(this.view.urls.editView, { table: this.view.tokens.edit, id, adapter } satisfies EditViewRequest);
  }

  /** `POST urls.bulkEditView` with the bulk token, the action, the adapter and the rows' count: the bulk edit's modal HTML. */
  bulkEditView(action: string, adapter: string | undefined, count: number): Promise<Response> {
    return this.modal(this.view.urls.bulkEditView!, { table: this.view.tokens.bulk, action, adapter, count } satisfies BulkEditViewRequest);
  }

  /** `POST urls.createView` with `{ table, adapter, from? }`: the create modal's HTML, in the markup of that adapter (filled from row `from`: Replicate). */
  createView(adapter?: string, from?: unknown): Promise<Response> {
    return this.modal(this.view.urls.createView, { table: this.view.tokens.create, adapter, from } satisfies CreateViewRequest);
  }

  /** `POST urls.editSubmit` with the form as multipart `FormData`. */
  submitEdit(form: HTMLFormElement): Promise<Response> {
    return this.submit(this.view.urls.editSubmit, form);
  }

  /** `POST urls.createSubmit` with the form as multipart `FormData`: 201 `{ success, id }`. */
  submitCreate(form: HTMLFormElement): Promise<Response> {
    return this.submit(this.view.urls.createSubmit, form);
  }

  private modal(url: string, body: EditViewRequest | CreateViewRequest | BulkEditViewRequest): Promise<Response> {
    return this.send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/html, application/json', ...this.headers() },
      body: JSON.stringify(body),
    });
  }

  private submit(url: string, form: HTMLFormElement): Promise<Response> {
    return this.send(url, {
      method: 'POST',
      headers: { Accept: 'application/json, text/html', ...this.headers() },
      body: new FormData(form),
    });
  }

  /** @internal Sends a request with the page's cookies, to its own origin only (a flow in a chunk asks its own GETs with it). */
  async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetcher(url, { ...init, credentials: 'same-origin' });
    } catch (error) {
      // The caller aborted it and expects the abort, not a failure to report.
      if (init.signal?.aborted) throw error;
      throw NetworkError.forRequest(url, error);
    }
  }

  /**
   * @internal The headers of every POST and DELETE: the origin, and the CSRF header unless its token is ''
   * (the server sends '' for a table without mutations). Also for a flow that sends its own request (an
   * import's upload, whose progress `fetch` does not tell).
   */
  headers(): Record<string, string> {
    const { header, token } = this.view.csrf;
    return { ...(token === '' ? {} : { [header]: token }), [ORIGIN_HEADER]: this.origin };
  }
}
