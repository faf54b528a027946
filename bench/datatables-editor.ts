// `npm run bench -- datatables-editor`: the library against DataTables' own Node server
// (datatables.net-editor-server on knex, bench/peers/datatables-editor/, installed there the first time
// this part runs) on the same rows, each in its own process, loaded as in `endpoints`: server-side
// processing (a page, a search, an ordering) and Editor's create, edit and remove against the library's
// data page, create submit, edit submit and delete. Before anything is measured, one request of each
// kind goes to both and their answers are checked against each other and against the database: a
// bench of wrong answers measures nothing.
import pg from 'pg';
import { openBenchDatabase, type IdRange } from './database.js';
import { EDITOR_ENDPOINTS, editorAccepts, editorRequests, ourRequests, type EditorEndpoint } from './datatables-editor-scenarios.js';
import { checkAnswers } from './datatables-editor-checks.js';
import { LOAD, load, medianRun, pairedCpuRatio, pairedRatio, type RunResult } from './load.js';
import { Peer, tail } from './peer-install.js';
import { startServer, type ServerProcess } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { openSession, type Session } from './scenarios.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
/** Issue 28: ahead on each, at least 1.5 times where the work is the same. */
const GOAL_SAME = 1.5;
const GOAL_AHEAD = 1;
const PEER = new Peer('datatables-editor');
const TITLE = 'The library against DataTables\' own Node server';
const ENDPOINTS = Object.keys(EDITOR_ENDPOINTS) as EditorEndpoint[];
type Pair = { ours: RunResult; theirs: RunResult };

const installError = PEER.install();
if (installError) {
  writeSection('datatables-editor', TITLE, `The peer could not be installed here, so it was not measured.\n\n\`npm install\` in bench/peers/datatables-editor failed:\n\n\`\`\`\n${installError}\n\`\`\``);
  process.exit(0);
}

const db = await openBenchDatabase(ROWS);
// The checks read the database beside the servers; the embedded database has no connection to spare.
const pool = db.handle.embedded ? null : new pg.Pool({ connectionString: db.handle.url, max: 1, options: `-c search_path="${db.schema}"` });
const servers: ServerProcess[] = [];
const pairs = new Map<EditorEndpoint, Pair[]>();
const fastest = new Map<EditorEndpoint, number>();
try {
  const library = await startServer('library', db);
  servers.push(library);
  const peer = await startServer('datatables-editor', db).catch((error: unknown) => {
    writeSection('datatables-editor', TITLE, `The peer was installed but could not run here, so it was not measured:\n\n\`\`\`\n${tail(String(error))}\n\`\`\``);
    return null;
  });
  if (peer) {
    servers.push(peer);
    const session = await openSession(library.url);
    console.log(`bench datatables-editor: ${ROWS} rows on ${databaseLabel(db.serverVersion)}; checking the answers`);
    const wrong = await checkAnswers({ library, peer, session, db, query: pool && ((sql, params) => pool.query(sql, params)) });
    if (wrong.length > 0) {
      writeSection('datatables-editor', TITLE, `Their answers (or ours) were wrong, so nothing was measured:\n\n${wrong.map((line) => `- ${line}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      await measure(library, peer, session);
      writeSection('datatables-editor', TITLE, report());
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await pool?.end();
  await db.close();
}

/** Interleaved rounds of every comparison on both servers (the order alternating), after a 1 s warm-up of each. */
async function measure(library: ServerProcess, peer: ServerProcess, session: Session): Promise<void> {
  const run = async (server: ServerProcess, endpoint: EditorEndpoint, duration?: number) => {
    await makeRoomFor(endpoint);
    const removed = endpoint === 'remove' ? position(db.deleteIds) : 0;
    const cpuBefore = server.cpuMs();
    const result = server === library
      ? await load(server.url, ourRequests(endpoint, session, db), { duration })
      : await load(server.url, editorRequests(endpoint, db), { duration, accept: editorAccepts(endpoint) });
    const cpuAfter = server.cpuMs();
    if (cpuBefore !== null && cpuAfter !== null && result.completed > 0) result.cpuMsPerRequest = (cpuAfter - cpuBefore) / result.completed;
    if (endpoint === 'remove') await checkRemoved(result, removed, position(db.deleteIds));
    fastest.set(endpoint, Math.max(fastest.get(endpoint) ?? 0, result.rps));
    return result;
  };
  console.log('bench datatables-editor: warming up');
  for (const endpoint of ENDPOINTS) for (const server of [library, peer]) await run(server, endpoint, 1);
  for (let round = 1; round <= LOAD.rounds; round++) {
    for (const endpoint of ENDPOINTS) {
      const results = new Map<ServerProcess, RunResult>();
      for (const server of round % 2 === 1 ? [library, peer] : [peer, library]) {
        const result = await run(server, endpoint);
        results.set(server, result);
        const cpu = result.cpuMsPerRequest === undefined ? '' : `  CPU ${result.cpuMsPerRequest.toFixed(3)} ms/request`;
        console.log(`round ${round} ${`${server.name} ${endpoint}`.padEnd(30)} ${figure(result.rps).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${cpu}${result.failures ? `  FAILED ${result.failed}` : ''}`);
      }
      pairs.set(endpoint, [...(pairs.get(endpoint) ?? []), { ours: results.get(library)!, theirs: results.get(peer)! }]);
    }
  }
}

/** The next id a range hands out. */
function position(ids: IdRange): number {
  return ids.last - ids.remaining + 1;
}

/**
 * After a run of deletes, the rows it was handed (`from` up to `to`, excluded) that are still there: the
 * peer answers a remove of a row that is not there as one that was. Autocannon may prepare a request it
 * then does not send when the time is up: one per connection is allowed for.
 */
async function checkRemoved(result: RunResult, from: number, to: number): Promise<void> {
  if (!pool || to <= from) return;
  const { rows } = await pool.query('select count(*) as "left" from "book" where id >= $1 and id < $2', [from, to]);
  const left = Number(rows[0].left);
  if (left <= LOAD.connections) return;
  result.failures += left;
  result.failed = [result.failed, `${left} of ${to - from} rows not deleted`].filter(Boolean).join(', ');
}

/** Puts the rows back before an edit or delete run when fewer fresh ones are left than it could use (as `endpoints`). */
async function makeRoomFor(endpoint: EditorEndpoint): Promise<void> {
  const ids = endpoint === 'edit' ? db.editIds : endpoint === 'remove' ? db.deleteIds : null;
  if (!ids || db.handle.embedded) return;
  const wanted = Math.ceil(Math.max(fastest.get(endpoint) ?? 0, 4000) * (LOAD.duration + 1) * 1.5);
  if (ids.remaining >= wanted) return;
  console.log(`bench datatables-editor: ${ids.remaining} fresh rows left for ${endpoint}; putting the used ones back`);
  await db.refill();
}

function report(): string {
  const cpu = (run: RunResult) => (run.cpuMsPerRequest === undefined ? '—' : run.cpuMsPerRequest.toFixed(2));
  const rows = ENDPOINTS.map((endpoint) => {
    const { ours: oursLabel, theirs: theirsLabel, differs } = EDITOR_ENDPOINTS[endpoint];
    const measured = pairs.get(endpoint)!;
    const ours = medianRun(measured.map((pair) => pair.ours));
    const theirs = medianRun(measured.map((pair) => pair.theirs));
    const ratio = pairedRatio(measured.map((pair) => pair.ours), measured.map((pair) => pair.theirs));
    const cpuRatio = pairedCpuRatio(measured.map((pair) => pair.ours), measured.map((pair) => pair.theirs));
    const goal = differs ? GOAL_AHEAD : GOAL_SAME;
    const failed = [ours.failures ? `library ${ours.failed}` : '', theirs.failures ? `DataTables ${theirs.failed}` : ''].filter(Boolean).join('; ');
    const verdict = failed ? `**failed** (${failed})` : ratio >= goal ? 'met' : '**not met**';
    return `| ${oursLabel} / ${theirsLabel} | ${differs ? `differs: ${differs}` : 'same'} | ${figure(ours.rps)} | ${figure(theirs.rps)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'} (≥ ${goal}) | ${ours.p50} / ${ours.p99} | ${theirs.p50} / ${theirs.p99} | ${cpu(ours)} / ${cpu(theirs)} | ${Number.isFinite(cpuRatio) ? cpuRatio.toFixed(2) : '—'} | ${verdict} |`;
  });
  return `
datatables.net-editor-server ${PEER.version('datatables.net-editor-server')} on knex ${PEER.version('knex')} and pg ${PEER.version('pg')}, express ${PEER.version('express')}
(\`bench/peers/datatables-editor/\`: its \`Editor\` with a \`Field\` per column of the demo's \`BookTable\`, validators for
what the library checks there: required, lengths, the status's choices, numbers and their minimum, the date, the URL;
one \`Editor\` per request, as its documentation's Express example; no authentication) against the library's
data page, create submit, edit submit and delete, on ${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}.
DataTables posts the page's form (\`draw\`, \`start\`, \`length\`, \`search\`, \`order\`, \`columns\`) to the peer, the
library is sent the same as a query string; Editor posts \`action\` and \`data[row_<id>][<field>]\`, the library its
forms (bench/scenarios.ts), the same values on both. The peer's table searches its four text columns, those the
library's search reads for "River": the same \`ILIKE\` on both. "Same" work: the same statements' work (the
library's exact count, \`count('exact')\`, against Editor's \`count\`); where it differs, the table says how.
Before measuring, one request of each kind went to both and the answers were checked${pool ? ' against each other and the database' : ' against each other (the embedded database has no connection for the database\'s side of the checks)'}:
the same rows in the same order, the same \`recordsTotal\` and \`recordsFiltered\`, the row written, created or gone.
While measuring, an answer of the peer's with \`fieldErrors\` or \`error\` counts as failed, and after each delete run
the rows it was given are looked for.
autocannon, ${LOAD.connections} connections, ${LOAD.rounds} interleaved rounds of ${LOAD.duration} s (the order alternating, after a 1 s warm-up of each),
the median of the rounds; the ratio (ours / theirs) is the median of each round's ratio, the CPU ratio theirs / ours
of each process's own CPU time per request (see \`endpoints\`). The goal: ahead on each (≥ ${GOAL_AHEAD}), at least ${GOAL_SAME} times where the work is the same.

| Endpoint (ours / theirs) | Work | Library req/s | DataTables req/s | Ratio (goal) | Library p50 / p99 ms | DataTables p50 / p99 ms | CPU ms per request, library / DataTables | CPU ratio | Goal |
|---|---|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}
`;
}
