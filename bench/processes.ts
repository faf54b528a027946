import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { BenchDatabase } from './database.js';

/** A server process of the benchmark and the URL it reported. */
export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  /**
   * The CPU time the process has used so far (user and system, all its threads), in ms; null where the
   * system does not say (it is read from /proc). Unlike requests per second, CPU per request hardly
   * moves with what else runs on the machine.
   */
  cpuMs(): number | null;
  /** The memory the process holds now (resident set size, from /proc), in bytes; null where the system does not say. */
  rssBytes(): number | null;
  stop(): Promise<void>;
}

export type ServerName = 'library' | 'floor' | 'floor-one' | 'adminjs' | 'datatables-editor';

/** How a server process is started: node's arguments, its folder (from the checkout's root), its own variables. */
interface ServerCommand {
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}

/**
 * The server processes the harness knows: the library, the hand-written floors (`floor` writes in two
 * round trips, `floor-one` in one statement), the peers: AdminJS, and DataTables' own Node server.
 */
export const SERVERS: Record<ServerName, ServerCommand> = {
  library: { args: ['--import', 'tsx', 'bench/servers/library.ts'], cwd: '.' },
  floor: { args: ['--import', 'tsx', 'bench/floor/server.ts'], cwd: '.', env: { BENCH_FLOOR_WRITES: 'two-round-trips' } },
  'floor-one': { args: ['--import', 'tsx', 'bench/floor/server.ts'], cwd: '.', env: { BENCH_FLOOR_WRITES: 'one-statement' } },
  adminjs: { args: ['server.mjs'], cwd: 'bench/peers/adminjs' },
  'datatables-editor': { args: ['server.mjs'], cwd: 'bench/peers/datatables-editor' },
};

const root = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

/**
 * Starts one server in its own process on the bench's database and resolves once it printed
 * `listening <url>` (it listens on port 0). Its output is kept and shown if it fails to start.
 * `nodeOptions` go to node before the server's own arguments (`--cpu-prof`).
 */
export function startServer(name: ServerName, db: Pick<BenchDatabase, 'handle' | 'schema'>, nodeOptions: string[] = []): Promise<ServerProcess> {
  const { args, cwd, env } = SERVERS[name];
  const child = spawn(process.execPath, [...nodeOptions, ...args], {
    cwd: `${root}${cwd}`,
    env: {
      ...process.env,
      BENCH_DATABASE_URL: db.handle.url,
      BENCH_SCHEMA: db.schema,
      BENCH_SECRET: SECRET,
      BENCH_POOL: String(db.handle.poolMax),
      NODE_ENV: 'production',
      ADMIN_JS_SKIP_BUNDLE: 'true', // the API is measured; AdminJS's front-end bundle is not needed
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let started = false;
  let stopping = false; // what a server says while it is stopped (aborted queries) is noise
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start within 60 s`)), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}:\n${output.join('\n')}`));
    };
    child.once('exit', (code) => fail(new Error(`${name} exited with ${code}`)));
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (output.length > 200) output.shift();
        if (started) return void (stopping || process.stderr.write(`[${name}] ${line}\n`));
        const url = /^listening (\S+)/.exec(line)?.[1];
        if (!url) return;
        started = true;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({
          name,
          url,
          cpuMs: () => cpuMsOf(child.pid),
          rssBytes: () => rssBytesOf(child.pid),
          stop: () => {
            stopping = true;
            return stop(child);
          },
        });
      });
    }
  });
}

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on Linux). */
let ticksPerSecond: number | undefined;

function cpuMsOf(pid: number | undefined): number | null {
  try {
    // /proc/<pid>/stat: the name is in parentheses and may hold spaces; utime and stime are the 12th and 13th fields after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

function rssBytesOf(pid: number | undefined): number | null {
  try {
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib === undefined ? null : Number(kib) * 1024;
  } catch {
    return null;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
