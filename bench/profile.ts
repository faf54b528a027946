// `npm run bench -- profile`: where the library's server spends its CPU under load. For each endpoint
// profiled, a fresh library server runs with `node --cpu-prof`, is warmed up, loaded by autocannon as in
// `endpoints`, then stopped (which writes its profile); the busy time is shared out by kind of code
// (bench/cpu-profile.ts) and the functions with the most self time are listed.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileShares, type ProfileShares } from './cpu-profile.js';
import { openBenchDatabase } from './database.js';
import { LOAD, load } from './load.js';
import { startServer } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { ENDPOINTS, openSession, requestsFor, type EndpointName } from './scenarios.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
/** `BENCH_PROFILE_ENDPOINTS`: which endpoints, by their names in bench/scenarios.ts. */
const PROFILED = (process.env.BENCH_PROFILE_ENDPOINTS ?? 'data,view,delete').split(',') as EndpointName[];
/** `BENCH_PROFILE_DURATION`: seconds of load per profile. */
const DURATION = Number(process.env.BENCH_PROFILE_DURATION ?? 8);
/** Kinds below this share are summed as "the rest". */
const SHOWN = 0.005;

const unknown = PROFILED.filter((name) => !(name in ENDPOINTS));
if (unknown.length > 0) throw new Error(`BENCH_PROFILE_ENDPOINTS: unknown endpoint ${unknown.join(', ')}; known: ${Object.keys(ENDPOINTS).join(', ')}`);

const db = await openBenchDatabase(ROWS);
const profiles = new Map<EndpointName, ProfileShares & { rps: number }>();
try {
  for (const endpoint of PROFILED) {
    const dir = mkdtempSync(join(tmpdir(), 'ux-datatables-profile-'));
    try {
      const spawned = performance.now();
      const server = await startServer('library', db, ['--cpu-prof', '--cpu-prof-dir', dir]);
      try {
        const session = await openSession(server.url);
        await load(server.url, requestsFor(endpoint, session, db), { duration: 1 });
        // The profile covers the process's whole life: its start and the warm-up are left out of the shares.
        const warm = performance.now() - spawned;
        const result = await load(server.url, requestsFor(endpoint, session, db), { duration: DURATION });
        console.log(`bench profile: ${endpoint} ${figure(result.rps)} req/s under the profiler${result.failures ? `, FAILED ${result.failed}` : ''}`);
        await server.stop();
        // The main thread's profile (thread 0): tsx's loader runs in a thread of its own, with its own profile.
        const [file] = readdirSync(dir).filter((name) => /\.0\.\d+\.cpuprofile$/.test(name));
        if (!file) throw new Error(`The library's server wrote no profile for ${endpoint}`);
        profiles.set(endpoint, { ...profileShares(join(dir, file), warm), rps: result.rps });
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  writeSection('profile', 'Where the library\'s CPU goes', report());
} finally {
  await db.close();
}

function report(): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const sections = [...profiles].map(([endpoint, profile]) => {
    const shown = profile.kinds.filter(({ share }) => share >= SHOWN);
    const rest = profile.kinds.filter(({ share }) => share < SHOWN).reduce((sum, { share }) => sum + share, 0);
    return `### ${ENDPOINTS[endpoint]}

${figure(profile.rps)} requests/s under the profiler, ${figure(profile.busyMs / 1000)} s of CPU sampled.

| Kind of code | Share of busy time |
|---|---:|
${shown.map(({ kind, share }) => `| ${kind} | ${percent(share)} |`).join('\n')}
| the rest | ${percent(rest)} |

Most self time: ${profile.functions.map(({ name, share }) => `\`${name}\` ${percent(share)}`).join(', ')}.`;
  });
  return `
The library's server (\`bench/servers/library.ts\`) alone, started with \`node --cpu-prof\` for each endpoint,
${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}, autocannon with ${LOAD.connections} connections for ${DURATION} s after a 1 s
warm-up (the process's start and the warm-up left out). Shares of the process's busy time (idle left out) by self time: a function's callees count for their own
kind ("the library" is its own frames; what it calls in MikroORM counts as MikroORM). Figures move with the
machine's load; the shares much less.

${sections.join('\n\n')}
`;
}
