// One simulated client of the drill: its own loopback address (127.0.0.N, so HAProxy's
// X-Forwarded-For and the instances' `trust proxy` make it a client of its own for the quota), its
// own keep-alive connection to HAProxy, its session (the page view's tokens and CSRF cookie). Every
// request it sends is timed and written down in the drill's Recorder.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { PageView } from '../../lib/index.js';

/** What a request was, for the figures. */
export type Kind = 'view' | 'edit' | 'delete' | 'create' | 'create-retry' | 'bulk' | 'bulk-retry' | 'export' | 'rate';

/** One request as the client saw it: status 0 when no answer came (connection cut, timeout). */
export interface Outcome {
  kind: Kind;
  status: number;
  ms: number;
  /** When it was sent (epoch ms). */
  at: number;
  /** Whether the answer was JSON. */
  json: boolean;
  /** The instance that answered (its X-Drill-Instance), null for HAProxy's own answers and no answer. */
  instance: string | null;
}

/** An answer read to its end. */
export interface Answer extends Outcome {
  headers: IncomingHttpHeaders;
  body: string;
  bytes: number;
}

/** Every request of the drill, and a few bodies of answers nobody expected, to say what went wrong. */
export class Recorder {
  readonly outcomes: Outcome[] = [];
  readonly oddBodies: string[] = [];

  add(answer: Answer): void {
    const { kind, status, ms, at, json, instance } = answer;
    this.outcomes.push({ kind, status, ms, at, json, instance });
    // An instance's 5xx that is not a JSON 503 is what the drill fails on: keep what it said.
    if (instance && status >= 500 && !(status === 503 && json) && this.oddBodies.length < 5) this.oddBodies.push(`${kind} ${status} from instance ${instance}: ${answer.body.slice(0, 500)}`);
  }
}

/** Longest wait for one answer: HAProxy gives up on an instance after 20 s. */
const REQUEST_MS = 25_000;

export class Client {
  private agent: Agent;
  private cookie = '';
  view: PageView | null = null;

  constructor(readonly base: string, readonly address: string, private readonly recorder: Recorder) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 1 });
  }

  /** Opens the page view through HAProxy: tokens and the CSRF cookie. False when it could not be had now. */
  async open(): Promise<boolean> {
    const answer = await this.send('view', 'GET', '/view');
    if (answer.status !== 200) return false;
    this.cookie = String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0];
    this.view = JSON.parse(answer.body) as PageView;
    return true;
  }

  /** A JSON request carrying the session (cookie, CSRF header). */
  json(kind: Kind, method: string, path: string, body: unknown, options: { fresh?: boolean } = {}): Promise<Answer> {
    return this.send(kind, method, path, { body: JSON.stringify(body), type: 'application/json', ...options });
  }

  /** A form submitted as the browser would (urlencoded), carrying the session. */
  form(kind: Kind, path: string, fields: URLSearchParams, options: { fresh?: boolean } = {}): Promise<Answer> {
    return this.send(kind, 'POST', path, { body: fields.toString(), type: 'application/x-www-form-urlencoded', ...options });
  }

  /**
   * Sends one request and reads its answer to the end. `fresh`: on a connection of its own, closed
   * after, so that HAProxy balances it apart from this client's other requests.
   */
  send(kind: Kind, method: string, path: string, options: { body?: string; type?: string; fresh?: boolean } = {}): Promise<Answer> {
    const at = Date.now();
    const headers: Record<string, string> = {};
    if (this.cookie) headers.Cookie = this.cookie;
    if (this.view) headers['X-CSRF-Token'] = this.view.csrf.token;
    if (options.type) headers['Content-Type'] = options.type;
    if (options.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(options.body));
    if (options.fresh) headers.Connection = 'close';
    const url = new URL(path, this.base);
    return new Promise((resolve) => {
      let settled = false;
      const done = (answer: Omit<Answer, 'kind' | 'ms' | 'at'>) => {
        if (settled) return;
        settled = true;
        const full = { ...answer, kind, at, ms: Date.now() - at };
        this.recorder.add(full);
        resolve(full);
      };
      const failed = () => done({ status: 0, json: false, instance: null, headers: {}, body: '', bytes: 0 });
      const req = request({
        host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: this.address,
        agent: options.fresh ? false : this.agent, timeout: REQUEST_MS,
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', failed);
        // An answer whose body was cut is no answer: the client cannot know what it said.
        res.on('aborted', failed);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          done({
            status: res.statusCode ?? 0, json: String(res.headers['content-type'] ?? '').includes('json'),
            instance: (res.headers['x-drill-instance'] as string | undefined) ?? null, headers: res.headers, body: body.toString(), bytes: body.length,
          });
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', failed);
      req.end(options.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
