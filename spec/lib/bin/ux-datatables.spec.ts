import { expect } from 'chai';
import { cli, exitCode, startCli, type CliProcess } from '../../support/cli.js';
import { publishOk, SECRET, subscribe } from '../../support/hub-test-client.js';
import { waitFor } from '../../support/wait-for.js';

/** The URL the hub command prints once it listens; fails if it exits first, or prints none within 20 s. */
async function printedUrl(running: CliProcess): Promise<string> {
  const url = () => /listening on (http:\/\/\S+)/.exec(running.stdout)?.[1];
  await waitFor(() => url() !== undefined || running.code !== undefined, { timeoutMs: 20_000, what: 'the hub to print its URL' });
  const printed = url();
  if (printed === undefined) throw new Error(`the hub exited without printing its URL: ${running.stdout}${running.stderr}`);
  return printed;
}

describe('the ux-datatables bin', function () {
  this.timeout(30_000);

  describe('hub', () => {
    it('starts, prints its URL, serves the hub, and stops cleanly on SIGINT', async () => {
      const hub = startCli(['hub', '--port', '0', '--jwt-key', SECRET, '--heartbeat-ms', '50']);
      try {
        const url = await printedUrl(hub);
        expect(url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/\.well-known\/mercure$/);
        const subscription = await subscribe(url, ['ux-datatables/books']);
        await publishOk(url, { topic: 'ux-datatables/books', data: 'from another process' });
        expect((await subscription.next()).data).to.equal('from another process');
        hub.child.kill('SIGINT');
        expect(await exitCode(hub)).to.equal(0);
        await subscription.ended();
        expect(hub.stdout).to.contain('stopped (SIGINT)');
      } finally {
        hub.child.kill('SIGKILL');
      }
    });

    it('reads its key and port from MERCURE_* variables', async () => {
      const hub = startCli(['hub'], { MERCURE_JWT_KEY: SECRET, MERCURE_HUB_PORT: '0' });
      try {
        const url = await printedUrl(hub);
        expect(await publishOk(url, { topic: 'x' })).to.match(/^urn:uuid:/);
        hub.child.kill('SIGTERM');
        expect(await exitCode(hub)).to.equal(0);
      } finally {
        hub.child.kill('SIGKILL');
      }
    });

    it('refuses to start without a key, with exit code 2 and the usage', async () => {
      const { code, stderr } = await cli('hub', '--port', '0');
      expect(code).to.equal(2);
      expect(stderr).to.contain('Missing JWT key').and.to.contain('--jwt-key');
    });

    it('fails with exit code 1 on a key the algorithm cannot use', async () => {
      const { code, stderr } = await cli('hub', '--port', '0', '--jwt-key', SECRET, '--jwt-algorithm', 'ES256');
      expect(code).to.equal(1);
      expect(stderr).to.contain('ES256');
    });

    it('prints its options for --help', async () => {
      const { code, stdout } = await cli('hub', '--help');
      expect(code).to.equal(0);
      expect(stdout).to.contain('--cors-origin').and.to.contain('MERCURE_HEARTBEAT_MS');
    });
  });

  it('names an unknown command and lists the commands, with exit code 2', async () => {
    const { code, stderr } = await cli('nope');
    expect(code).to.equal(2);
    expect(stderr).to.contain('Unknown command "nope"').and.to.contain('hub');
  });
});
