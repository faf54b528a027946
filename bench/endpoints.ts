// `npm run bench -- endpoints`: the library's router against two floors, hand-written express + pg +
// ejs servers doing the same work (bench/floor/): `floor` writes in two round trips (SELECT, then
// UPDATE or DELETE), `floor-one` in one statement (the UPDATE or DELETE alone, its WHERE holding every
// check). Each runs in its own process on the same rows, loaded with autocannon in interleaved rounds.
// What a ratio shows is the cost the library adds per request.
import { isDeepStrictEqual } from 'node:util';
import { openBenchDatabase } from './database.js';
import { LOAD, load, medianRun, pairedCpuRatio, pairedRatio, send, type RunResult } from './load.js';
import { startServer, type ServerName, type ServerProcess } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { ENDPOINTS, openSession, requestsFor, type EndpointName, type Session } from './scenarios.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
type Floor = 'floor' | 'floor-one';

/** What each floor is measured on, and the goals the library's figures are held to against it. */
const FLOORS: Record<Floor, { title: string; goals: Partial<Record<EndpointName, number>>; p99Goal: number }> = {
  // Issue 9: requests/s at least this share of the floor's, p99 at most twice the floor's.
  floor: {
    title: 'Against the floor writing in two round trips (the goals of issue 9)',
    goals: { data: 0.7, dataExact: 0.9, search: 0.7, deep: 0.7, view: 0.7, submit: 0.6, delete: 0.7 },
    p99Goal: 2,
  },
  // Issue 16: the writes against one statement; the data page with `count(*)` on both sides. Its reads
  // are the other floor's code: the searches and the deep page are not measured twice. Issue 30: a cell
  // saved in place against `UPDATE … SET title = $1 WHERE id = $2 AND version = $3 RETURNING *`.
  // Issue 33: the page with three totals over the matching rows at least 0.9 of the floor sending the
  // same page and `sum`/`avg` by hand (bench/floor/book-totals.ts), beside the exact count as `dataExact`;
  // and a grouped page (the same, grouped by status: each status on the page with its rows and totals) at
  // least 0.9 of the floor's grouped query (bench/floor/book-groups.ts).
  'floor-one': {
    title: 'Against the floor writing in one statement (the goals of issues 16, 30 and 33)',
    goals: { dataExact: 0.9, totals: 0.9, grouped: 0.9, view: 0.7, submit: 0.7, cell: 0.8, delete: 0.7, create: 0.7 },
    p99Goal: 1.5,
  },
};
/** A round's run of the library and of a floor on one endpoint, back to back. */
type Pair = { ours: RunResult; theirs: RunResult };

const db = await openBenchDatabase(ROWS);
// PostgreSQL serves all three servers at once; the embedded database two connections, so there each
// floor is measured in a phase of its own, against the library.
const phases: Floor[][] = db.handle.embedded ? [['floor'], ['floor-one']] : [['floor', 'floor-one']];
const pairs = new Map<string, Pair[]>();
const fastest = new Map<EndpointName, number>();
try {
  console.log(`bench endpoints: ${ROWS} rows on ${databaseLabel(db.serverVersion)}`);
  for (const floors of phases) await measure(floors);
  writeSection('endpoints', 'The library against hand-written floors', report());
} finally {
  await db.close();
}

/** Warms up, then runs the rounds of the library against these floors, each endpoint in turn. */
async function measure(floors: Floor[]): Promise<void> {
  const servers: ServerProcess[] = [];
  try {
    for (const name of ['library', ...floors] as ServerName[]) servers.push(await startServer(name, db));
    const sessions = new Map<ServerProcess, Session>();
    for (const server of servers) sessions.set(server, await openSession(server.url));
    const [library, ...others] = servers;
    const run = async (server: ServerProcess, endpoint: EndpointName, duration?: number) => {
      await makeRoomFor(endpoint);
      const cpuBefore = server.cpuMs();
      const result = await load(server.url, requestsFor(endpoint, sessions.get(server)!, db), { duration });
      const cpuAfter = server.cpuMs();
      if (cpuBefore !== null && cpuAfter !== null && result.completed > 0) result.cpuMsPerRequest = (cpuAfter - cpuBefore) / result.completed;
      fastest.set(endpoint, Math.max(fastest.get(endpoint) ?? 0, result.rps));
      return result;
    };
    const measuredOn = (endpoint: EndpointName) => [library, ...others.filter((server) => endpoint in FLOORS[server.name as Floor].goals)];
    await checkSameAnswer('totals', 'the page with totals', measuredOn('totals'), sessions);
    await checkSameAnswer('grouped', 'the grouped page', measuredOn('grouped'), sessions);
    console.log(`bench endpoints: the library against ${floors.join(', ')}; warming up`);
    for (const endpoint of measuredEndpoints()) {
      for (const server of measuredOn(endpoint)) await run(server, endpoint, 1);
    }
    for (let round = 1; round <= LOAD.rounds; round++) {
      for (const endpoint of measuredEndpoints()) {
        const measured = measuredOn(endpoint);
        if (measured.length === 1) continue;
        const results = new Map<ServerProcess, RunResult>();
        for (const server of round % 2 === 1 ? measured : [...measured].reverse()) {
          const result = await run(server, endpoint);
          results.set(server, result);
          const cpu = result.cpuMsPerRequest === undefined ? '' : `  CPU ${result.cpuMsPerRequest.toFixed(3)} ms/request`;
          console.log(`round ${round} ${`${server.name} ${endpoint}`.padEnd(20)} ${figure(result.rps).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${cpu}${result.failures ? `  FAILED ${result.failed}` : ''}`);
        }
        for (const floor of measured.slice(1)) {
          const key = `${floor.name} ${endpoint}`;
          pairs.set(key, [...(pairs.get(key) ?? []), { ours: results.get(library)!, theirs: results.get(floor)! }]);
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The endpoints measured: every one, or those `BENCH_ENDPOINTS` names (`cell,delete`), to study one at a time. */
function measuredEndpoints(): EndpointName[] {
  const named = process.env.BENCH_ENDPOINTS?.split(',').filter((name) => name !== '');
  const all = Object.keys(ENDPOINTS) as EndpointName[];
  if (!named?.length) return all;
  const unknown = named.filter((name) => !all.includes(name as EndpointName));
  if (unknown.length) throw new Error(`bench endpoints: BENCH_ENDPOINTS names no endpoint ${unknown.join(', ')} (known: ${all.join(', ')})`);
  return named as EndpointName[];
}

/**
 * Before anything is measured, the page with totals (`totals`) and the grouped page (`grouped`) answer the same
 * JSON (rows, counts, `totals` of every row and of the page, `groups`) on the library and on each floor measured
 * on them, or the run stops: a floor answering other totals or groups would be measured doing other work.
 */
async function checkSameAnswer(endpoint: EndpointName, label: string, [library, ...floors]: ServerProcess[], sessions: Map<ServerProcess, Session>): Promise<void> {
  const answer = async (server: ServerProcess) => {
    const { status, body } = await send(server.url, requestsFor(endpoint, sessions.get(server)!, db)[0]);
    if (status !== 200) throw new Error(`bench endpoints: ${server.name} answered ${label} ${status}: ${body.slice(0, 200)}`);
    return JSON.parse(body) as { totals?: unknown; groups?: unknown };
  };
  const summaries = ({ totals, groups }: { totals?: unknown; groups?: unknown }) => JSON.stringify({ totals, groups });
  const ours = await answer(library);
  for (const floor of floors) {
    const theirs = await answer(floor);
    if (!isDeepStrictEqual(theirs, ours)) {
      throw new Error(`bench endpoints: ${floor.name} answers ${label} otherwise than the library: ${summaries(theirs)}, the library ${summaries(ours)}`);
    }
    console.log(`bench endpoints: ${floor.name} answers ${label} as the library does: ${summaries(ours)}`);
  }
}

/**
 * Before a run of edit submit, a cell's save or delete, puts the rows back when fewer fresh ones are
 * left than the fastest run so far could use (1.5 times over): each request takes a row of its own. The embedded
 * database has no connection to spare for it while the servers run; it is slower than that anyway.
 */
async function makeRoomFor(endpoint: EndpointName): Promise<void> {
  const ids = endpoint === 'submit' || endpoint === 'cell' ? db.editIds : endpoint === 'delete' ? db.deleteIds : null;
  if (!ids || db.handle.embedded) return;
  const wanted = Math.ceil(Math.max(fastest.get(endpoint) ?? 0, 4000) * (LOAD.duration + 1) * 1.5);
  if (ids.remaining >= wanted) return;
  console.log(`bench endpoints: ${ids.remaining} fresh rows left for ${endpoint}; putting the used ones back`);
  await db.refill();
}

function report(): string {
  const tables = (Object.keys(FLOORS) as Floor[]).map((floor) => {
    const { title, goals, p99Goal } = FLOORS[floor];
    const rows = (Object.keys(goals) as EndpointName[]).filter((endpoint) => pairs.has(`${floor} ${endpoint}`)).map((endpoint) => {
      const measured = pairs.get(`${floor} ${endpoint}`)!;
      const ours = medianRun(measured.map((pair) => pair.ours));
      const theirs = medianRun(measured.map((pair) => pair.theirs));
      const ratio = pairedRatio(measured.map((pair) => pair.ours), measured.map((pair) => pair.theirs));
      const cpuRatio = pairedCpuRatio(measured.map((pair) => pair.ours), measured.map((pair) => pair.theirs));
      const cpu = (run: RunResult) => (run.cpuMsPerRequest === undefined ? '—' : run.cpuMsPerRequest.toFixed(2));
      const p99Ratio = ours.p99 / Math.max(1, theirs.p99);
      const failed = [ours.failures ? `library ${ours.failed}` : '', theirs.failures ? `floor ${theirs.failed}` : ''].filter(Boolean).join('; ');
      const verdict = failed
        ? `**failed** (${failed})`
        : `${ratio >= goals[endpoint]! ? 'met' : '**not met**'}, p99 ${p99Ratio <= p99Goal ? 'met' : '**not met**'}`;
      return `| ${ENDPOINTS[endpoint]} | ${figure(ours.rps)} | ${figure(theirs.rps)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'} (≥ ${goals[endpoint]}) | ${ours.p50} / ${ours.p99} | ${theirs.p50} / ${theirs.p99} | ${p99Ratio.toFixed(2)} (≤ ${p99Goal}) | ${cpu(ours)} / ${cpu(theirs)} | ${Number.isFinite(cpuRatio) ? cpuRatio.toFixed(2) : '—'} | ${verdict} |`;
    });
    return `### ${title}

| Endpoint | Library req/s | Floor req/s | Ratio (goal) | Library p50 / p99 ms | Floor p50 / p99 ms | p99 ratio (goal) | CPU ms per request, library / floor | CPU ratio | Goals |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}`;
  });
  return `
${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}. Each server runs in its own process
(\`bench/servers/library.ts\`: \`dataTablesRouter\` over the demo's \`BookTable\`; \`bench/floor/server.ts\`:
express + pg + ejs by hand, the same statements, JSON and form HTML, a token HMAC and a double-submit
CSRF check). Two floors: the first writes in two round trips (\`SELECT\`, then \`UPDATE … WHERE id, version\`
or \`DELETE\`), the second in one statement, the library's own where nothing needs the loaded row (\`UPDATE … WHERE
id, version AND a value differs\`, \`DELETE … WHERE id, status = 'draft'\`), reading the row again only when it
matched none, to answer 404, 403 or 409.
autocannon, ${LOAD.connections} connections, ${LOAD.rounds} interleaved rounds of ${LOAD.duration} s per endpoint and server (the order
alternating per round, after a 1 s warm-up of each)${phases.length > 1 ? ', each floor in a phase of its own (the embedded database serves two connections)' : ''};
the figures are the median of the rounds, the ratio the median of each round's ratio (the runs of a round back
to back, under the same load). The data page is measured twice: as the demo's table counts by default
(above 100,000 rows the total is the planner's estimate, on both sides), and as a table with
\`count('exact')\` (\`bench/servers/exact-count-table.ts\`) against the floor sending the same \`count(*)\`: exact
counts on both sides. The page with totals (\`bench/servers/totals-table.ts\`: that table, \`pages\` summarized by
\`sum\` and \`avg\`, \`price\` by \`sum\`; the request asks all three) is measured against the second floor
(\`bench/floor/book-totals.ts\`) sending the totals of every row with its \`count(*)\`, in one pass
(\`select count(*), sum(pages), avg(pages), sum(price) from book\`), and the page's as window aggregates over
its ten rows in the page's statement: the same JSON, \`totals.all\` and \`totals.page\` (checked before measuring). The grouped
page (\`bench/servers/grouped-table.ts\`: that table grouped by status, \`group=status\` with the same totals) against the same
floor (\`bench/floor/book-groups.ts\`): the page with totals ordered by status first, then one \`GROUP BY status\` over the
matching rows of the statuses on the page alone (\`status = any(…)\`), each group's rows and totals: the same JSON,
\`groups\` included (checked before measuring). Edit submit, a cell's
save and delete target a different existing row on every request (a cell's save: the title, against the second floor's \`UPDATE … SET title WHERE id, version RETURNING *\`; \`BookTable\`'s
field rule ties nothing to the title, so the library too sends one statement, \`UPDATE … RETURNING *\`, whose row is the
row as the data page selects it: the table shows no column on a relation). A run with
any non-2xx answer, error or timeout is reported as failed, not as a result. "CPU ms per request" is each
server process's own CPU time over a run (user and system, from /proc) divided by the requests it answered,
the median of the rounds; the CPU ratio (the floor's over the library's, the median of each round's) reads
like the requests/s ratio would if each server were bound by its own CPU alone, and moves much less with
the rest of the machine's load (the database's CPU is in neither).

${tables.join('\n\n')}
`;
}
