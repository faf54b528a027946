#!/usr/bin/env node
// The `ux-datatables` bin: `npx ux-datatables <command>`. Commands live in run-cli.ts.
import { runCli } from './run-cli.js';

process.exitCode = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
