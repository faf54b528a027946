// The bounded load: clients on loopback addresses of their own, through HAProxy, each doing one
// kind of work in a loop until told to stop, and writing down every write it asked for and what it
// was answered, for the checks against the database after the faults.
import { Client, type Answer, type Recorder } from './client.js';
import { formFields } from './form-fields.js';

/** An edit submitted: the title it wrote, and the answer's status (0: none came). */
export interface EditRecord { row: number; title: string; status: number }
/**
 * A create submitted, by its unique title, then again with the same form (its `_request`) on a
 * connection of its own, as a lost answer's retry: each answer's status and the id it named.
 */
export interface CreateRecord { title: string; status: number; id: unknown; retry: { status: number; id: unknown } }
/** A delete of one draft. */
export interface DeleteRecord { id: number; status: number }
/** A bulk delete and its retry under the same requestId: each answer's status, body and instance. */
export interface BulkRecord {
  ids: number[];
  requestId: string;
  first: Pick<Answer, 'status' | 'body' | 'instance' | 'at' | 'ms'>;
  retry: Pick<Answer, 'status' | 'body' | 'instance' | 'at' | 'ms'>;
}
/** An export read to its end. */
export interface ExportRecord { status: number; bytes: number; lines: number }

/** Which rows the load may touch: rows each edit client owns, and drafts to delete (each once). */
export interface LoadPlan {
  editRows: number[][];
  drafts: number[];
  deleteClients: number;
  bulkClients: number;
  createClients: number;
  exportClients: number;
}

/** Pause between two rounds of one client, by kind: keeps the load bounded on a 2-core machine. */
const PACE_MS = { edit: 150, delete: 400, bulk: 600, create: 200, export: 1000 } as const;
/** Rows per bulk delete. */
const BULK_ROWS = 3;
/** After an answer that is not one (no answer, a 5xx), wait a little before the next round. */
const BACKOFF_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Load {
  readonly edits: EditRecord[] = [];
  readonly creates: CreateRecord[] = [];
  readonly deletes: DeleteRecord[] = [];
  readonly bulks: BulkRecord[] = [];
  readonly exports: ExportRecord[] = [];
  private readonly clients: Client[] = [];
  private readonly drafts: number[];
  private running = false;
  private workers: Promise<void>[] = [];
  private nextAddress = 10;

  constructor(private readonly base: string, private readonly plan: LoadPlan, private readonly recorder: Recorder) {
    this.drafts = [...plan.drafts];
  }

  /** How many clients, each on its own address. */
  get clientCount(): number {
    return this.clients.length;
  }

  /** Opens every client's session (before the faults), then starts them all. */
  async start(): Promise<void> {
    const jobs: Array<(client: Client) => Promise<void>> = [
      ...this.plan.editRows.map((rows) => (client: Client) => this.editLoop(client, rows)),
      ...Array.from({ length: this.plan.deleteClients }, () => (client: Client) => this.deleteLoop(client)),
      ...Array.from({ length: this.plan.bulkClients }, (_, k) => (client: Client) => this.bulkLoop(client, k)),
      ...Array.from({ length: this.plan.createClients }, (_, k) => (client: Client) => this.createLoop(client, k)),
      ...Array.from({ length: this.plan.exportClients }, () => (client: Client) => this.exportLoop(client)),
    ];
    const clients = jobs.map(() => new Client(this.base, `127.0.0.${this.nextAddress++}`, this.recorder));
    for (const client of clients) if (!(await client.open())) throw new Error(`client ${client.address} could not open the page view`);
    this.clients.push(...clients);
    this.running = true;
    this.workers = jobs.map((job, i) => job(clients[i]));
  }

  /** Stops every client after its round in flight, and closes their connections. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
    for (const client of this.clients) client.close();
  }

  /** Reads a row's edit form, changes its title, submits it with the version read. */
  private async editLoop(client: Client, rows: number[]): Promise<void> {
    const view = client.view!;
    for (let n = 0; this.running; n++) {
      const row = rows[n % rows.length];
      const opened = await client.json('view', 'POST', view.urls.editView!, { table: view.tokens.edit, id: row });
      if (opened.status !== 200) {
        await sleep(BACKOFF_MS);
        continue;
      }
      const fields = formFields(opened.body);
      // The demo's title rule wants a capital first letter.
      const title = `Drill edit ${row} n${n}`;
      fields.set('title', title);
      const answer = await client.form('edit', view.urls.editSubmit!, fields);
      this.edits.push({ row, title, status: answer.status });
      await sleep(answered(answer) ? PACE_MS.edit : BACKOFF_MS);
    }
  }

  private async deleteLoop(client: Client): Promise<void> {
    const view = client.view!;
    while (this.running) {
      const id = this.drafts.shift();
      if (id === undefined) return;
      const answer = await client.json('delete', 'DELETE', view.urls.delete!, { table: view.tokens.delete, id });
      this.deletes.push({ id, status: answer.status });
      await sleep(answered(answer) ? PACE_MS.delete : BACKOFF_MS);
    }
  }

  /** A bulk delete of drafts, then the same request (same requestId) again on a connection of its own: a lost answer's retry. */
  private async bulkLoop(client: Client, k: number): Promise<void> {
    const view = client.view!;
    for (let n = 0; this.running; n++) {
      const ids = this.drafts.splice(0, BULK_ROWS);
      if (ids.length === 0) return;
      const requestId = `drill-bulk-${k}-${n}-${Math.random().toString(36).slice(2, 10)}`;
      const body = { table: view.tokens.bulk, action: 'delete', requestId, rows: ids.map((id) => ({ id, version: '1' })) };
      const first = await client.json('bulk', 'POST', view.urls.bulk!, body);
      const retry = await client.json('bulk-retry', 'POST', view.urls.bulk!, body, { fresh: true });
      this.bulks.push({ ids, requestId, first: pick(first), retry: pick(retry) });
      await sleep(answered(first) && answered(retry) ? PACE_MS.bulk : BACKOFF_MS);
    }
  }

  /** Creates books with titles no other request uses, so that each can be counted in the table. */
  private async createLoop(client: Client, k: number): Promise<void> {
    const view = client.view!;
    let template: URLSearchParams | null = null;
    for (let n = 0; this.running; n++) {
      if (!template) {
        const opened = await client.json('view', 'POST', view.urls.createView!, { table: view.tokens.create });
        if (opened.status !== 200) {
          await sleep(BACKOFF_MS);
          continue;
        }
        template = formFields(opened.body);
      }
      const fields = new URLSearchParams(template);
      const title = `Drill create ${k} n${n}`;
      fields.set('title', title);
      // The author picker starts empty and is required: the first author.
      fields.set('author', '1');
      // A form of its own, as the browser opens one per New: the key its submits share.
      fields.set('_request', `drill-create-${k}-${n}-${Math.random().toString(36).slice(2, 10)}`);
      const answer = await client.form('create', view.urls.createSubmit!, fields);
      const retry = await client.form('create-retry', view.urls.createSubmit!, fields, { fresh: true });
      this.creates.push({ title, status: answer.status, id: createdId(answer), retry: { status: retry.status, id: createdId(retry) } });
      await sleep(answered(answer) && answered(retry) ? PACE_MS.create : BACKOFF_MS);
    }
  }

  /**
   * Exports sent at once by the export client, each on a connection of its own: round-robin puts some
   * on every instance, and an export takes long enough (a COPY, about 300 KB) to be in flight when a
   * fault comes right after. Without it a kill rarely meets a request, the others being a few ms long.
   */
  burst(count: number): void {
    const client = this.clients.at(-1)!;
    for (let i = 0; i < count; i++) this.workers.push(this.exportOnce(client, true).then(() => undefined));
  }

  /** The table as CSV, read to its last byte. */
  private async exportLoop(client: Client): Promise<void> {
    while (this.running) await sleep(answered(await this.exportOnce(client, false)) ? PACE_MS.export : BACKOFF_MS);
  }

  private async exportOnce(client: Client, fresh: boolean): Promise<Answer> {
    const view = client.view!;
    const answer = await client.send('export', 'GET', `${view.urls.export}?table=${encodeURIComponent(view.tokens.export!)}&format=csv`, { fresh });
    this.exports.push({ status: answer.status, bytes: answer.bytes, lines: answer.status === 200 ? answer.body.split('\n').filter(Boolean).length : 0 });
    return answer;
  }
}

/** An answer the instance gave (not a cut connection, not HAProxy's or an instance's 5xx). */
function answered(answer: Answer): boolean {
  return answer.status !== 0 && answer.status < 500;
}

function pick(answer: Answer): BulkRecord['first'] {
  return { status: answer.status, body: answer.body, instance: answer.instance, at: answer.at, ms: answer.ms };
}

/** The id a create's 201 names; null for any other answer. */
function createdId(answer: Answer): unknown {
  if (answer.status !== 201) return null;
  try {
    return (JSON.parse(answer.body) as { id?: unknown }).id ?? null;
  } catch {
    return null;
  }
}
