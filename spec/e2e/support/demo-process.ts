import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/**
 * `npm start`'s command (package.json): node itself, TypeScript through tsx's loader. Not tsx's CLI, which
 * relays a signal to a child node and SIGKILLs it when it has not answered within 60 ms: on a busy machine
 * Ctrl-C then killed the demo mid-shutdown (exit 130), its embedded database not closed.
 */
export const START_COMMAND = ['--import', 'tsx', 'examples/server.ts'];

/** The demo running in its own process, as `npm start` starts it. */
export interface DemoProcess {
  /** The URL it printed (`Open http://127.0.0.1:<port>/`), without the trailing slash. */
  url: string;
  /** Every line it printed so far, stdout and stderr. */
  output: string[];
  /** Sends `signal` and resolves with the exit code (null if a signal ended it). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port free on the loopback interface now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the demo as `npm start` does on the embedded database in `dataDir` (DATABASE_URL cleared, so a
 * CI run against a server still tests the embedded one) and resolves once it prints its URL.
 */
export function startDemoProcess(dataDir: string, port: number, timeoutMs = 90_000): Promise<DemoProcess> {
  const child: ChildProcess = spawn(process.execPath, START_COMMAND, {
    env: { ...process.env, DATABASE_URL: '', DEMO_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = (signal: NodeJS.Signals = 'SIGINT') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      void stop('SIGKILL');
      reject(new Error(`The demo ${why}:\n${output.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`printed no URL within ${timeoutMs} ms`), timeoutMs);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        const match = /^Open (http:\/\/\S+)\/$/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve({ url: match[1], output, stop });
        }
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    });
  });
}
