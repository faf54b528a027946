// HAProxy (Debian's package) in front of the instances, as a deployment would put it: round-robin,
// health checks, a connection refused sent to another server (`option redispatch`, `retries`), the
// client's address in X-Forwarded-For. Run in the foreground (`-db`) as the drill's child, its
// configuration in a temporary directory removed when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from './node-child.js';

/** The configuration: one frontend on `port`, the instances on `backends` as one backend. */
export function haproxyConfig(port: number, backends: number[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  # Longer than the router's databaseTimeoutMs (3 s) and an export's stream.
  timeout server 20s
  timeout queue 5s
  # A new connection to an instance per request: an instance stopping (SIGTERM) closes no idle
  # connection under a request HAProxy is about to send, and every request is balanced anew.
  option http-server-close
  option forwardfor
  # Only a connection that failed (refused, reset before the request was sent) is tried again, on
  # another server: a request that reached an instance is never sent twice (a POST could write twice).
  retries 3
  option redispatch 1

frontend drill
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  default-server inter 500 fall 2 rise 2
${backends.map((backend, i) => `  server instance${i + 1} 127.0.0.1:${backend} check`).join('\n')}
`;
}

/** The running HAProxy. */
export class Haproxy {
  private constructor(private readonly child: ChildProcess, private readonly dir: string, readonly url: string, readonly output: string[]) {}

  /** Writes the configuration, checks it (`-c`), starts `haproxy -db` and waits until it answers through a healthy instance. */
  static async start(port: number, backends: number[], binary = 'haproxy'): Promise<Haproxy> {
    const dir = mkdtempSync(join(tmpdir(), 'ux-datatables-drill-'));
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(port, backends));
    const output: string[] = [];
    const child = spawn(binary, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
    // Not installed (ENOENT) is an 'error' event, which would end the drill before its cleanup if unheard.
    let failed: Error | undefined;
    child.on('error', (error) => (failed = error));
    const proxy = new Haproxy(child, dir, `http://127.0.0.1:${port}`, output);
    for (let waited = 0; ; waited += 200) {
      if (failed) throw new Error(`haproxy could not be run (apt-get install haproxy): ${failed.message}`);
      if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output.join('\n')}`);
      const ok = await fetch(`${proxy.url}/health`).then((response) => response.ok, () => false);
      if (ok) return proxy;
      if (waited > 15_000) {
        await proxy.stop();
        throw new Error(`haproxy did not answer through an instance within 15 s:\n${output.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async stop(): Promise<void> {
    await stopChild({ process: this.child }, 'SIGTERM', 3000);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
