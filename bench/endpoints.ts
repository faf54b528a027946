// `npm run bench -- endpoints`: the library's router against the floor, a hand-written express + pg +
// ejs server doing the same work (bench/floor/), each in its own process on the same rows, loaded
// with autocannon in interleaved rounds. What the ratio shows is the cost the library adds per request.
import { openBenchDatabase } from './database.js';
import { LOAD, load, medianRun, pairedRatio, type RunResult } from './load.js';
import { startServer, type ServerProcess } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { ENDPOINTS, openSession, requestsFor, type EndpointName, type Session } from './scenarios.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
/** The goals of issue 9: requests/s of the library at least this share of the floor's. */
const GOALS: Record<EndpointName, number> = { data: 0.7, search: 0.7, deep: 0.7, view: 0.7, submit: 0.6, delete: 0.7 };
/** And the library's p99 at most this multiple of the floor's. */
const P99_GOAL = 2;

const db = await openBenchDatabase(ROWS);
const servers: ServerProcess[] = [];
try {
  servers.push(await startServer('library', db), await startServer('floor', db));
  const sessions = new Map<ServerProcess, Session>();
  for (const server of servers) sessions.set(server, await openSession(server.url));
  const runs = new Map<string, RunResult[]>();
  const run = async (server: ServerProcess, endpoint: EndpointName, duration?: number) =>
    load(server.url, requestsFor(endpoint, sessions.get(server)!, db), { duration });

  console.log(`bench endpoints: ${ROWS} rows on ${databaseLabel(db.serverVersion)}; warming up`);
  for (const endpoint of Object.keys(ENDPOINTS) as EndpointName[]) {
    for (const server of servers) await run(server, endpoint, 1);
  }
  for (let round = 1; round <= LOAD.rounds; round++) {
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    for (const endpoint of Object.keys(ENDPOINTS) as EndpointName[]) {
      for (const server of order) {
        const result = await run(server, endpoint);
        const key = `${server.name} ${endpoint}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        console.log(`round ${round} ${key.padEnd(16)} ${figure(result.rps).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.failures ? `  FAILED ${result.failed}` : ''}`);
      }
    }
  }
  writeSection('endpoints', 'The library against a hand-written floor', report(runs));
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await db.close();
}

function report(runs: Map<string, RunResult[]>): string {
  const rows = (Object.keys(ENDPOINTS) as EndpointName[]).map((endpoint) => {
    const ours = medianRun(runs.get(`library ${endpoint}`)!);
    const floor = medianRun(runs.get(`floor ${endpoint}`)!);
    const ratio = pairedRatio(runs.get(`library ${endpoint}`)!, runs.get(`floor ${endpoint}`)!);
    const p99Ratio = ours.p99 / Math.max(1, floor.p99);
    const failed = [ours.failures ? `library ${ours.failed}` : '', floor.failures ? `floor ${floor.failed}` : ''].filter(Boolean).join('; ');
    const verdict = failed
      ? `**failed** (${failed})`
      : `${ratio >= GOALS[endpoint] ? 'met' : '**not met**'}, p99 ${p99Ratio <= P99_GOAL ? 'met' : '**not met**'}`;
    return `| ${ENDPOINTS[endpoint]} | ${figure(ours.rps)} | ${figure(floor.rps)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'} (≥ ${GOALS[endpoint]}) | ${ours.p50} / ${ours.p99} | ${floor.p50} / ${floor.p99} | ${p99Ratio.toFixed(2)} (≤ ${P99_GOAL}) | ${verdict} |`;
  });
  return `
${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}. Each server runs in its own process
(\`bench/servers/library.ts\`: \`dataTablesRouter\` over the demo's \`BookTable\`; \`bench/floor/server.ts\`:
express + pg + ejs by hand, the same statements, JSON and form HTML, a token HMAC and a double-submit
CSRF check, the write in two round trips). autocannon, ${LOAD.connections} connections, ${LOAD.rounds} interleaved rounds of
${LOAD.duration} s per endpoint and server (the order alternating per round, after a 1 s warm-up of each); the
figures are the median of the rounds, the ratio the median of each round's ratio (its two runs back to back,
under the same load). Edit submit and delete target a different existing row on every
request. A run with any non-2xx answer, error or timeout is reported as failed, not as a result.

| Endpoint | Library req/s | Floor req/s | Ratio (goal) | Library p50 / p99 ms | Floor p50 / p99 ms | p99 ratio (goal) | Goals |
|---|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}
`;
}
