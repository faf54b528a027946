// A/B of the cell: fresh library and floor-one processes, alternating; rps and CPU ms/request.
import { openBenchDatabase } from './bench/database.js';
import { load } from './bench/load.js';
import { startServer, type ServerName } from './bench/processes.js';
import { openSession, requestsFor } from './bench/scenarios.js';

const db = await openBenchDatabase(200_000);
const pairs = Number(process.env.PAIRS ?? 3);
const out: Record<string, Array<{ rps: number; cpu: number }>> = {};
try {
  for (let i = 0; i < pairs; i++) {
    for (const name of (process.env.SERVERS ?? 'library,floor-one').split(',') as ServerName[]) {
      const server = await startServer(name, db);
      const session = await openSession(server.url);
      await load(server.url, requestsFor('cell', session, db), { duration: 2 });
      const before = server.cpuMs()!;
      const result = await load(server.url, requestsFor('cell', session, db), { duration: 6 });
      const cpu = (server.cpuMs()! - before) / result.completed;
      await server.stop();
      await db.refill();
      (out[name] ??= []).push({ rps: result.rps, cpu });
      console.log(`${name.padEnd(10)} ${result.rps.toFixed(0)} req/s  ${cpu.toFixed(3)} ms CPU/req  failed ${result.failed ?? 0}`);
    }
  }
} finally {
  await db.close();
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const lib = out.library, floor = out['floor-one'];
if (lib && floor) console.log(`median: library ${med(lib.map((r) => r.rps)).toFixed(0)} / floor ${med(floor.map((r) => r.rps)).toFixed(0)} = ${(med(lib.map((r) => r.rps)) / med(floor.map((r) => r.rps))).toFixed(3)}; CPU ${med(lib.map((r) => r.cpu)).toFixed(3)} / ${med(floor.map((r) => r.cpu)).toFixed(3)}`);
