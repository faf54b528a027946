import { cpus, loadavg, totalmem } from 'node:os';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { RESULTS_DIR } from './results.js';

/** The sections known, in the order of the report; any other `bench/results/*.md` follows, alphabetically. */
export const SECTION_ORDER = ['endpoints', 'bulk', 'bulk-edit', 'row-move', 'adminjs', 'datatables-editor', 'browser', 'realtime', 'memory', 'large-tables', 'relations', 'profile'];

const RESULTS_FILE = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

/** Writes `bench/RESULTS.md`: the machine, the date and the command, then every section of `bench/results/`. */
export async function assembleResults(command: string, loadAtStart = loadavg()[0]): Promise<void> {
  const files = readdirSync(RESULTS_DIR).filter((file) => file.endsWith('.md')).map((file) => file.slice(0, -3));
  const known = SECTION_ORDER.filter((part) => files.includes(part));
  const others = files.filter((part) => !SECTION_ORDER.includes(part)).sort();
  const sections = [...known, ...others].map((part) => readFileSync(`${RESULTS_DIR}${part}.md`, 'utf8').trim());
  const cpu = cpus();
  const header = `# Benchmark results

Written by \`npm run bench\` (\`bench/run.ts\`) from the sections in \`bench/results/\`; each section says when it was
measured. Figures depend on the machine and on what else runs on it: compare ratios measured in one run.

| | |
|---|---|
| Machine | ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB memory, ${process.platform} |
| Load | ${loadAtStart.toFixed(1)} (1-minute average when the run began: other work on the machine slows both sides) |
| Node | ${process.version} |
| Database | ${await databaseVersion()} |
| Date | ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC |
| Command | \`${command}\` |
`;
  writeFileSync(RESULTS_FILE, `${header}\n${sections.join('\n\n')}\n`);
  console.log('bench: wrote bench/RESULTS.md');
}

/** PostgreSQL's version at `DATABASE_URL`, or the embedded database. */
async function databaseVersion(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) return 'embedded PGlite (no `DATABASE_URL`)';
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return String((await pool.query('select version() as version')).rows[0].version).split(' on ')[0];
  } finally {
    await pool.end();
  }
}
