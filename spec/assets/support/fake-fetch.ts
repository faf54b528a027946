import type { FetchFunction } from '../../../assets/requests/ServerEndpoints.js';

/** One request the fake fetch received. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  /** Sent to outlive the page (`keepalive`), as a request made while the page goes. */
  keepalive: boolean;
}

type Responder = (call: FetchCall) => Response | Promise<Response>;

/** A `fetch` that records calls and answers from a responder (in order when given a list). */
export class FakeFetch {
  readonly calls: FetchCall[] = [];
  private readonly responders: Responder[];

  constructor(...responders: Responder[]) {
    this.responders = responders;
  }

  readonly fetch: FetchFunction = async (input, init = {}) => {
    const call: FetchCall = {
      url: input,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: init.body,
      credentials: init.credentials,
      keepalive: init.keepalive === true,
    };
    this.calls.push(call);
    const responder = this.responders.length > 1 ? this.responders.shift() : this.responders[0];
    if (!responder) throw new Error(`Unexpected request ${call.method} ${call.url}`);
    return responder(call);
  };

  /** Queues another responder. */
  then(responder: Responder): this {
    this.responders.push(responder);
    return this;
  }
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An HTML response. */
export function html(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The server's error body. */
export function errorJson(status: number, code: string, message: string): Response {
  return json({ error: { status, code, message } }, status);
}

/** A promise resolved from outside, to hold a request open. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
