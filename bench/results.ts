import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where each part writes its section; `bench/RESULTS.md` is assembled from every file here. */
export const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

/** Writes `bench/results/<part>.md`: a `## title`, the line saying when and how it was measured, the body. */
export function writeSection(part: string, title: string, body: string): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const measured = `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench -- ${part}\`._`;
  writeFileSync(`${RESULTS_DIR}${part}.md`, `## ${title}\n\n${measured}\n\n${body.trim()}\n`);
  console.log(`bench: wrote bench/results/${part}.md`);
}

/** A number for a table: integers as they are, others with `digits` decimals. */
export function figure(value: number, digits = 1): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(digits);
}

/** Whether the database is `DATABASE_URL`'s server or the embedded one, for the sections' text. */
export function databaseLabel(serverVersion: string): string {
  return serverVersion === 'embedded PGlite' ? 'the embedded database (PGlite)' : serverVersion;
}
