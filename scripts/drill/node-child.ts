// A child process of the drill (an instance, the hub), started the way spec/e2e/scale-out.spec.ts
// starts its own: `node --import tsx <args>`, ready once a line of its output matches.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A started child, what its ready line matched, and every line it printed (for the report). */
export interface NodeChild {
  process: ChildProcess;
  match: RegExpExecArray;
  lines: string[];
}

/** How long a child may take to print its ready line: tsx compiles the library first, on a busy machine. */
const READY_MS = 60_000;

/** Spawns `node --import tsx <args>` in the repository and resolves once a line of its output matches `ready`. */
export function startNode(args: string[], env: Record<string, string>, ready: RegExp, lines: string[] = []): Promise<NodeChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not start within ${READY_MS} ms:\n${lines.slice(-20).join('\n')}`));
    }, READY_MS);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        const match = ready.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve({ process: child, match, lines });
        }
      });
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited (${code ?? signal}) before it was ready:\n${lines.slice(-20).join('\n')}`));
    });
  });
}

/** Whether the child still runs. */
export function running(child: { process: ChildProcess } | undefined): boolean {
  return Boolean(child) && child!.process.exitCode === null && child!.process.signalCode === null;
}

/** Sends `signal` and waits for the exit; a child still there after `graceMs` is killed. */
export function stopChild(child: { process: ChildProcess } | undefined, signal: NodeJS.Signals = 'SIGTERM', graceMs = 8000): Promise<void> {
  if (!child || !running(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
    child.process.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.process.kill(signal);
  });
}
