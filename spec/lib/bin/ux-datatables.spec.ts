import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { publishOk, SECRET, subscribe } from '../../support/hub-test-client.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The bin running from its TypeScript source, as `npx ux-datatables ...` runs the built one; its output as it comes. */
interface BinProcess {
  child: ChildProcessWithoutNullStreams;
  stdout: string;
  stderr: string;
  /** The exit code, once it exits. */
  exit: Promise<number | null>;
}

function bin(args: string[], env: Record<string, string> = {}): BinProcess {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MERCURE_')));
  const child = spawn(process.execPath, ['--import', 'tsx', 'lib/bin/ux-datatables.ts', ...args], { cwd: root, env: { ...clean, ...env } });
  const running: BinProcess = { child, stdout: '', stderr: '', exit: once(child, 'exit').then(([code]) => code as number | null) };
  child.stdout.on('data', (chunk: Buffer) => (running.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (running.stderr += chunk.toString()));
  return running;
}

/** The URL the hub command prints once it listens. */
async function printedUrl(running: BinProcess): Promise<string> {
  const exited = running.exit.then(() => {
    throw new Error(`the hub exited without printing its URL: ${running.stdout}${running.stderr}`);
  });
  const printed = new Promise<string>((resolve) => {
    const look = () => {
      const url = /listening on (http:\/\/\S+)/.exec(running.stdout)?.[1];
      if (url === undefined) return;
      running.child.stdout.off('data', look);
      resolve(url);
    };
    running.child.stdout.on('data', look);
  });
  return Promise.race([printed, exited]);
}

describe('the ux-datatables bin', function () {
  this.timeout(30_000);

  describe('hub', () => {
    it('starts, prints its URL, serves the hub, and stops cleanly on SIGINT', async () => {
      const hub = bin(['hub', '--port', '0', '--jwt-key', SECRET, '--heartbeat-ms', '50']);
      try {
        const url = await printedUrl(hub);
        expect(url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/\.well-known\/mercure$/);
        const subscription = await subscribe(url, ['ux-datatables/books']);
        await publishOk(url, { topic: 'ux-datatables/books', data: 'from another process' });
        expect((await subscription.next()).data).to.equal('from another process');
        hub.child.kill('SIGINT');
        expect(await hub.exit).to.equal(0);
        await subscription.ended;
        expect(hub.stdout).to.contain('stopped (SIGINT)');
      } finally {
        hub.child.kill('SIGKILL');
      }
    });

    it('reads its key and port from MERCURE_* variables', async () => {
      const hub = bin(['hub'], { MERCURE_JWT_KEY: SECRET, MERCURE_HUB_PORT: '0' });
      try {
        const url = await printedUrl(hub);
        expect(await publishOk(url, { topic: 'x' })).to.match(/^urn:uuid:/);
        hub.child.kill('SIGTERM');
        expect(await hub.exit).to.equal(0);
      } finally {
        hub.child.kill('SIGKILL');
      }
    });

    it('refuses to start without a key, with exit code 2 and the usage', async () => {
      const run = bin(['hub', '--port', '0']);
      expect(await run.exit).to.equal(2);
      expect(run.stderr).to.contain('Missing JWT key').and.to.contain('--jwt-key');
    });

    it('fails with exit code 1 on a key the algorithm cannot use', async () => {
      const run = bin(['hub', '--port', '0', '--jwt-key', SECRET, '--jwt-algorithm', 'ES256']);
      expect(await run.exit).to.equal(1);
      expect(run.stderr).to.contain('ES256');
    });

    it('prints its options for --help', async () => {
      const run = bin(['hub', '--help']);
      expect(await run.exit).to.equal(0);
      expect(run.stdout).to.contain('--cors-origin').and.to.contain('MERCURE_HEARTBEAT_MS');
    });
  });

  it('names an unknown command and lists the commands, with exit code 2', async () => {
    const run = bin(['nope']);
    expect(await run.exit).to.equal(2);
    expect(run.stderr).to.contain('Unknown command "nope"').and.to.contain('hub');
  });
});
