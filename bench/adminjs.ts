// `npm run bench -- adminjs`: the library against the peer a Node user would pick, AdminJS (its record
// API: show, edit, delete) on the same rows, each in its own process, loaded as in `endpoints`. AdminJS
// is installed here, in bench/peers/adminjs/ (its MikroORM adapter wants @mikro-orm/core 6), the first
// time this part runs. When it cannot be installed or started, the section says exactly why.
import { openBenchDatabase } from './database.js';
import { LOAD, load, medianRun, pairedCpuRatio, pairedRatio, type RunResult } from './load.js';
import { Peer, tail } from './peer-install.js';
import { startServer, type ServerProcess } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { adminjsAccepts, adminjsRequestsFor, ENDPOINTS, openSession, requestsFor } from './scenarios.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const GOAL = 3;
const PEER = new Peer('adminjs');
const COMPARED = {
  view: 'GET …/records/:id/show',
  submit: 'POST …/records/:id/edit',
  delete: 'POST …/records/:id/delete',
} as const;
type Compared = keyof typeof COMPARED;
const TITLE = 'The library against AdminJS';

const installError = PEER.install();
if (installError) {
  writeSection('adminjs', TITLE, `AdminJS could not be installed here, so it was not measured.\n\n\`npm install\` in bench/peers/adminjs failed:\n\n\`\`\`\n${installError}\n\`\`\``);
  process.exit(0);
}

const db = await openBenchDatabase(ROWS);
const servers: ServerProcess[] = [];
try {
  servers.push(await startServer('library', db));
  const peer = await startServer('adminjs', db).catch((error: unknown) => {
    writeSection('adminjs', TITLE, `AdminJS was installed but could not run here, so it was not measured:\n\n\`\`\`\n${tail(String(error))}\n\`\`\``);
    return null;
  });
  if (peer) {
    servers.push(peer);
    writeSection('adminjs', TITLE, report(await measure(servers[0], peer)));
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await db.close();
}

/** Interleaved rounds of the three endpoints on both servers, after a 1 s warm-up of each. */
async function measure(library: ServerProcess, adminjs: ServerProcess): Promise<Map<string, RunResult[]>> {
  const session = await openSession(library.url);
  const run = async (server: ServerProcess, endpoint: Compared, duration?: number) => {
    const cpuBefore = server.cpuMs();
    const result = server === library
      ? await load(server.url, requestsFor(endpoint, session, db), { duration })
      : await load(server.url, adminjsRequestsFor(endpoint, db), { duration, accept: adminjsAccepts(endpoint) });
    const cpuAfter = server.cpuMs();
    if (cpuBefore !== null && cpuAfter !== null && result.completed > 0) result.cpuMsPerRequest = (cpuAfter - cpuBefore) / result.completed;
    return result;
  };
  const runs = new Map<string, RunResult[]>();
  console.log(`bench adminjs: ${ROWS} rows on ${databaseLabel(db.serverVersion)}; warming up`);
  for (const endpoint of Object.keys(COMPARED) as Compared[]) {
    for (const server of [library, adminjs]) await run(server, endpoint, 1);
  }
  for (let round = 1; round <= LOAD.rounds; round++) {
    const order = round % 2 === 1 ? [library, adminjs] : [adminjs, library];
    for (const endpoint of Object.keys(COMPARED) as Compared[]) {
      for (const server of order) {
        const result = await run(server, endpoint);
        const key = `${server.name} ${endpoint}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        const cpu = result.cpuMsPerRequest === undefined ? '' : `  CPU ${result.cpuMsPerRequest.toFixed(3)} ms/request`;
        console.log(`round ${round} ${key.padEnd(16)} ${figure(result.rps).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${cpu}${result.failures ? `  FAILED ${result.failed}` : ''}`);
      }
    }
  }
  return runs;
}

function report(runs: Map<string, RunResult[]>): string {
  const version = (name: string) => PEER.version(name);
  const rows = (Object.keys(COMPARED) as Compared[]).map((endpoint) => {
    const ours = medianRun(runs.get(`library ${endpoint}`)!);
    const peer = medianRun(runs.get(`adminjs ${endpoint}`)!);
    const ratio = pairedRatio(runs.get(`library ${endpoint}`)!, runs.get(`adminjs ${endpoint}`)!);
    const cpuRatio = pairedCpuRatio(runs.get(`library ${endpoint}`)!, runs.get(`adminjs ${endpoint}`)!);
    const cpu = (run: RunResult) => (run.cpuMsPerRequest === undefined ? '—' : run.cpuMsPerRequest.toFixed(2));
    const failed = [ours.failures ? `library ${ours.failed}` : '', peer.failures ? `AdminJS ${peer.failed}` : ''].filter(Boolean).join('; ');
    const verdict = failed ? `**failed** (${failed})` : ratio >= GOAL ? 'met' : '**not met**';
    return `| ${ENDPOINTS[endpoint]} / ${COMPARED[endpoint]} | ${figure(ours.rps)} | ${figure(peer.rps)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'} (≥ ${GOAL}) | ${ours.p50} / ${ours.p99} | ${peer.p50} / ${peer.p99} | ${cpu(ours)} / ${cpu(peer)} | ${Number.isFinite(cpuRatio) ? cpuRatio.toFixed(2) : '—'} | ${verdict} |`;
  });
  return `
AdminJS ${version('adminjs')} with @adminjs/express ${version('@adminjs/express')}, @adminjs/mikroorm ${version('@adminjs/mikroorm')}
and MikroORM ${version('@mikro-orm/core')} (\`bench/peers/adminjs/\`, the same \`book\` table mapped as the demo's \`Book\`,
authentication off, \`NODE_ENV=production\`), against the library's edit-form view, edit submit and delete, on
${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}. autocannon, ${LOAD.connections} connections, ${LOAD.rounds} interleaved rounds of ${LOAD.duration} s,
median of the rounds (the ratio: the median of each round's ratio); edits and deletes target a fresh row on every request, the same form fields on both.
AdminJS checks no CSRF token, no table token and no version (it saves whatever it is sent); the library does.
The views differ in what they answer: the library renders the whole edit modal's HTML (its form, labels and
values translated and escaped), AdminJS the record as JSON (its front end builds the form in the browser).
"CPU ms per request" is each server process's own CPU time over a run divided by the requests it answered (the
median of the rounds); the CPU ratio (AdminJS's over the library's, the median of each round's) moves much less
with the machine's load than requests/s (see \`endpoints\`).

| Endpoint (ours / AdminJS) | Library req/s | AdminJS req/s | Ratio (goal) | Library p50 / p99 ms | AdminJS p50 / p99 ms | CPU ms per request, library / AdminJS | CPU ratio | Goal |
|---|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}
`;
}
