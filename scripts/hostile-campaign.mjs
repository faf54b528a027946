#!/usr/bin/env node
// The hostile-input campaign and the concurrency specs (spec/hostile/), alone, with the report:
// requests per endpoint and status, the seed, the time and the rate.
//   npm run test:hostile                                   # the in-suite size (480 requests), seed fixed
//   HOSTILE_RUNS=10000 npm run test:hostile                # the full size
//   HOSTILE_SEED=123 HOSTILE_RUNS=10000 npm run test:hostile
//   HOSTILE_SEED=<seed> HOSTILE_PATH="<path>" npm run test:hostile -- --grep "<endpoint>"   # replay a failure
// Extra arguments go to mocha. DATABASE_URL selects a PostgreSQL server instead of the embedded one.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const mocha = fileURLToPath(new URL('../node_modules/mocha/bin/mocha.js', import.meta.url));
const args = [
  mocha, '--no-config', '--node-option', 'import=tsx', '--node-option', 'no-experimental-require-module', '--extension', 'ts', '--check-leaks', '--timeout', '20000',
  '--require', 'spec/support/hooks.ts', 'spec/hostile/**/*.spec.ts', ...process.argv.slice(2),
];
const started = Date.now();
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, HOSTILE_REPORT: '1' } });
console.log(`test:hostile: ${((Date.now() - started) / 1000).toFixed(1)} s in all (seed ${process.env.HOSTILE_SEED || 'default'}, runs ${process.env.HOSTILE_RUNS || 'default'}, database ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'})`);
process.exit(run.status ?? 1);
