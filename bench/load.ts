import autocannon, { type Request } from 'autocannon';

/** How hard and how long each run loads a server (`BENCH_CONNECTIONS`, `BENCH_DURATION` in s, `BENCH_ROUNDS`). */
export const LOAD = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  duration: Number(process.env.BENCH_DURATION ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};

/** One run of autocannon against one server and endpoint. */
export interface RunResult {
  /** Mean requests per second. */
  rps: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Responses that were not 2xx, connection errors and timeouts (or no answer at all): a run with any failed. */
  failures: number;
  /** The statuses seen, when some failed (`4xx: 12`). */
  failed: string;
  /** Requests answered with a 2xx (and accepted). */
  completed: number;
  /** The server process's CPU time per completed request, in ms, when measured (see `ServerProcess.cpuMs`). */
  cpuMsPerRequest?: number;
}

/**
 * A check of a 2xx answer's body, for servers that answer 200 when they did not do the work (AdminJS
 * answers a failed save with 200 and an error notice).
 */
export type AcceptBody = (body: string) => boolean;

/** Loads `url` with `requests` for `duration` seconds over `connections` connections. */
export async function load(url: string, requests: Request[], options: { duration?: number; accept?: AcceptBody } = {}): Promise<RunResult> {
  let refused = 0;
  const { accept } = options;
  const checked = accept
    ? requests.map((request) => ({ ...request, onResponse: (status: number, body: string) => void (status < 300 && !accept(body) && refused++) }))
    : requests;
  const result = await autocannon({ url, connections: LOAD.connections, duration: options.duration ?? LOAD.duration, requests: checked });
  // Requests still queued in the server when the time is up would be paid by the next run, of either server
  // (on the embedded database both share one PGlite session, which runs one statement at a time): one more
  // request of the same kind waits behind them, then the rest still running get time to end.
  if (requests[0]) await send(url, requests[0]).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, Math.min(3000, Math.max(250, result.latency.p99))));
  const done = result['2xx'] - refused;
  const failures = result.non2xx + result.errors + result.timeouts + refused + (done === 0 ? 1 : 0);
  const failed = failures === 0 ? '' : (['1xx', '3xx', '4xx', '5xx'] as const)
    .filter((key) => result[key] > 0)
    .map((key) => `${key}: ${result[key]}`)
    .concat(result.errors ? [`errors: ${result.errors}`] : [], result.timeouts ? [`timeouts: ${result.timeouts}`] : [])
    .concat(refused ? [`2xx not done: ${refused}`] : [], done === 0 ? ['no request completed within the run'] : [])
    .join(', ');
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures, failed, completed: done };
}

/** Sends one of autocannon's requests with fetch (its `setupRequest` applied): the status and the body. */
export async function send(url: string, request: Request): Promise<{ status: number; body: string }> {
  const ready = request.setupRequest ? request.setupRequest({ ...request }) : request;
  const response = await fetch(`${url}${ready.path}`, { method: ready.method, headers: ready.headers as Record<string, string>, body: ready.body as string | undefined });
  return { status: response.status, body: await response.text() };
}

/** The median of the runs' figures (the middle one; the upper middle for an even count). */
export function medianRun(runs: RunResult[]): RunResult {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    rps: middle(runs.map((run) => run.rps)),
    p50: middle(runs.map((run) => run.p50)),
    p99: middle(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    failed: runs.map((run) => run.failed).filter(Boolean).join('; '),
    completed: runs.reduce((sum, run) => sum + run.completed, 0),
    cpuMsPerRequest: runs.every((run) => run.cpuMsPerRequest !== undefined) ? middle(runs.map((run) => run.cpuMsPerRequest!)) : undefined,
  };
}

/**
 * The median of the ratios `ours / theirs` of each round. The two runs of a round are back to back,
 * so they share the machine's load of that moment; a ratio of medians would mix moments.
 */
export function pairedRatio(ours: RunResult[], theirs: RunResult[]): number {
  const ratios = ours.map((run, i) => run.rps / theirs[i].rps).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)];
}

/**
 * The median of each round's `theirs / ours` CPU time per request: read as the requests/s ratio would
 * be if both were bound by their own CPU alone (0.8: ours takes 1.25 times theirs per request). NaN
 * when the CPU time was not measured.
 */
export function pairedCpuRatio(ours: RunResult[], theirs: RunResult[]): number {
  const ratios = ours.map((run, i) => (theirs[i].cpuMsPerRequest ?? Number.NaN) / (run.cpuMsPerRequest ?? Number.NaN)).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)];
}
