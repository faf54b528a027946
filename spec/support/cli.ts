import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait-for.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** How long a run may take to end: a child that starts tsx on a busy machine takes seconds. */
const EXIT_TIMEOUT_MS = 25_000;

/** The command running in a child process, with what it printed so far. */
export interface CliProcess {
  readonly child: ChildProcessWithoutNullStreams;
  stdout: string;
  stderr: string;
  /** The exit code once the process ended and its output was read (null if a signal ended it); undefined before. */
  code: number | null | undefined;
}

/** What a finished run printed, and its exit code. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts `ux-datatables <argv>` from its TypeScript source in a child process at the project's root,
 * as `npx ux-datatables` runs the built one: the module it imports must share the bin's copy of the
 * library (and its table registry), which a spec loaded by mocha does not. The MERCURE_* variables of
 * this process are left out, so `hub` reads only those of `env`.
 */
export function startCli(argv: string[], env: Record<string, string> = {}): CliProcess {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MERCURE_')));
  const child = spawn(process.execPath, ['--import', 'tsx', 'lib/bin/ux-datatables.ts', ...argv], { cwd: root, env: { ...inherited, ...env } });
  const running: CliProcess = { child, stdout: '', stderr: '', code: undefined };
  child.stdout.on('data', (chunk: Buffer) => (running.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (running.stderr += chunk.toString()));
  // `close`, not `exit`: by then the output is read to its end.
  child.on('close', (code) => (running.code = code));
  return running;
}

/** The exit code of a started run, once it ended; fails if it has not within 25 s. */
export async function exitCode(running: CliProcess): Promise<number | null> {
  await waitFor(() => running.code !== undefined, { timeoutMs: EXIT_TIMEOUT_MS, what: `ux-datatables ${running.child.spawnargs.slice(4).join(' ')} to end` });
  return running.code ?? null;
}

/** Runs `ux-datatables <argv>` (see {@link startCli}) to its end: its exit code and output. */
export async function cli(...argv: string[]): Promise<CliRun> {
  const running = startCli(argv);
  const code = await exitCode(running);
  return { code, stdout: running.stdout, stderr: running.stderr };
}
