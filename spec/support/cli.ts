import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What a finished run of the command printed, and its exit code. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `ux-datatables <argv>` from its TypeScript source in a child process at the project's root, as
 * `npx ux-datatables` runs the built one: the module it imports must share the bin's copy of the
 * library (and its table registry), which a spec loaded by mocha does not.
 */
export function cli(...argv: string[]): Promise<CliRun> {
  return new Promise((done) => {
    execFile(process.execPath, ['--import', 'tsx', 'lib/bin/ux-datatables.ts', ...argv], { cwd: root }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}
