import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A new user found that `npm test` on a machine without Chromium failed in every browser spec, one by one. */
describe('the browser specs on a machine without Chromium', () => {
  it('stop the run at once with one line saying how to install it or set CHROMIUM_PATH', function () {
    this.timeout(60_000);
    const run = spawnSync(process.execPath, [
      resolve(root, 'node_modules/mocha/bin/mocha.js'), '--no-config', '--node-option', 'import=tsx', '--extension', 'ts',
      '--require', 'spec/support/hooks.ts', 'spec/e2e/dialog-adapter.spec.ts',
    ], { cwd: root, env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' }, encoding: 'utf8', timeout: 55_000 });
    expect(run.status).to.equal(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines, run.stderr).to.have.length(1);
    expect(lines[0]).to.match(/Chromium/).and.match(/apt-get install chromium/).and.match(/CHROMIUM_PATH/);
    expect(run.stdout).to.not.match(/passing|failing/);
  });
});
