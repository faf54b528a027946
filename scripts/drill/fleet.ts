// The three application instances (instance.ts), each on a port of its own that it keeps across
// restarts, so HAProxy's configuration names them once. Starts, kills and restarts them, and writes
// down when.
import { freePort } from '../../spec/e2e/support/demo-process.js';
import { startNode, stopChild, type NodeChild } from './node-child.js';
import type { Timeline } from './timeline.js';

/** What every instance is given. */
export interface FleetOptions {
  databaseUrl: string;
  schema: string;
  hubUrl: string;
  mercureSecret: string;
  secret: string;
  mutationsPerMinute: number;
}

export class Fleet {
  private readonly children: Array<NodeChild | undefined>;
  /** Every line the instances printed, errors logged included. */
  readonly lines: string[] = [];

  private constructor(readonly ports: number[], private readonly options: FleetOptions, private readonly timeline: Timeline) {
    this.children = ports.map(() => undefined);
  }

  /** `count` instances on ports of their own, none started yet. */
  static async create(count: number, options: FleetOptions, timeline: Timeline): Promise<Fleet> {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    return new Fleet(ports, options, timeline);
  }

  /** The URL of instance `i`, for a browser opened on it directly. */
  url(i: number): string {
    return `http://127.0.0.1:${this.ports[i]}`;
  }

  /** Starts instance `i` and resolves once it serves. */
  async start(i: number): Promise<void> {
    const child = await startNode(['scripts/drill/instance.ts'], {
      DRILL_INSTANCE: String(i + 1),
      PORT: String(this.ports[i]),
      DATABASE_URL: this.options.databaseUrl,
      DB_SCHEMA: this.options.schema,
      HUB_URL: this.options.hubUrl,
      MERCURE_SECRET: this.options.mercureSecret,
      DATATABLES_SECRET: this.options.secret,
      MUTATIONS_PER_MINUTE: String(this.options.mutationsPerMinute),
    }, /^listening (\S+)/, this.lines);
    this.children[i] = child;
  }

  /** `kill -9` on instance `i`: no goodbye, requests in flight cut. */
  async kill(i: number): Promise<void> {
    this.timeline.mark(`kill -9 instance ${i + 1}`);
    await stopChild(this.children[i], 'SIGKILL');
  }

  /** A rolling restart's step: SIGTERM, wait for the exit, start again. */
  async restart(i: number): Promise<void> {
    this.timeline.mark(`SIGTERM instance ${i + 1}`);
    await stopChild(this.children[i], 'SIGTERM');
    this.timeline.mark(`instance ${i + 1} exited`);
    await this.startMarked(i);
  }

  /** Starts instance `i` again after a kill, writing down when it serves. */
  async startMarked(i: number): Promise<void> {
    this.timeline.mark(`start instance ${i + 1}`);
    await this.start(i);
    this.timeline.mark(`instance ${i + 1} serves`);
  }

  /** Stops every instance still running (SIGTERM, then SIGKILL). */
  async stopAll(): Promise<void> {
    await Promise.all(this.children.map((child) => stopChild(child, 'SIGTERM', 6000)));
  }
}
