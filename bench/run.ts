// `npm run bench [-- <part>...]`: runs the parts of the benchmark, each in its own process, each writing
// its section to bench/results/<part>.md, then assembles bench/RESULTS.md from every section there.
//   endpoints  the library against two hand-written floors (express + pg + ejs; writes in two round trips,
//              and in one statement; a cell saved in place against one UPDATE … RETURNING; a page with totals against
//              count(*), sum and avg by hand; a page grouped by status against a GROUP BY of its statuses), autocannon  ~8 min
//   adminjs    the library against AdminJS (installed in bench/peers/adminjs/ on first run) ~2 min
//   datatables-editor  the library against DataTables' own Node server, datatables.net-editor-server
//              (installed in bench/peers/datatables-editor/ on first run): its server-side processing and
//              Editor's create, edit and remove  ~4 min
//   browser    Chromium: click Edit -> modal, an edit reaching another window; the bundle's size
//   realtime   Chromium: publish -> reloaded, against one data request
//   memory     heap growth while paging, against loading the whole table
//   large-tables  the data endpoint on 1,000,000 rows against the raw SQL of the same requests, without
//              then with the advised indexes (its own table; 200,000 rows on the embedded database) ~5 min
//   relations  a table with columns on relations (a book's author, its country two steps away) on 200,000 books,
//              20,000 authors, against a hand-written LEFT JOIN (express + pg), autocannon  ~2 min
//   bulk       a bulk delete of 1,000 rows through the router against one DELETE … WHERE id = ANY($1)  ~1 min
//   bulk-edit  a bulk edit of 1,000 rows through the router against one UPDATE … WHERE id = ANY($1)  ~1 min
//   row-move   a row moved across 10,000 places through the router against one hand-written UPDATE of the same shift  ~1 min
//   export     every row (1,000,000) exported as CSV and XLSX through the router against COPY … TO STDOUT (psql),
//              and the server's memory meanwhile  ~5 min
//   import     100,000 lines of a CSV imported as new books through the router against COPY … FROM STDIN (psql),
//              and one import of 1,000,000 lines for the server's memory  ~4 min
//   profile    the library's server under `node --cpu-prof`: its CPU shared out by kind of code  ~1 min
// Settings: DATABASE_URL (else the embedded database), BENCH_ROWS (200000), BENCH_DURATION (5 s),
// BENCH_CONNECTIONS (10), BENCH_ROUNDS (3), BENCH_PUBLISHES (30), BENCH_MODAL_ROUNDS (20), BENCH_LIVE_ROUNDS (10),
// BENCH_LARGE_ROWS (1000000), BENCH_LARGE_ROUNDS (30),
// BENCH_RELATION_ROWS (200000), BENCH_LARGE_UNINDEXED_ROUNDS (10), BENCH_PROFILE_ENDPOINTS
// (data,view,delete), BENCH_PROFILE_DURATION (8 s), BENCH_EXPORT_ROWS (1000000), BENCH_EXPORT_ROUNDS (3), BENCH_IMPORT_ROWS (100000), BENCH_IMPORT_MEMORY_ROWS (1000000),
// BENCH_IMPORT_ROUNDS (3).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { writeSection } from './results.js';
import { assembleResults } from './assemble.js';

const PARTS = {
  endpoints: 'The library against hand-written floors',
  adminjs: 'The library against AdminJS',
  'datatables-editor': 'The library against DataTables\' own Node server',
  browser: 'In the browser',
  realtime: 'Real time: publish to reload',
  memory: 'Memory: paging in SQL',
  'large-tables': 'Large tables',
  relations: 'Columns on relations against a hand-written join',
  bulk: 'Bulk delete against one statement',
  'bulk-edit': 'Bulk edit against one statement',
  'row-move': 'A row moved across 10,000 places against one statement',
  export: 'Export against COPY',
  import: 'Import against COPY',
  profile: 'Where the library\'s CPU goes',
} as const;
type Part = keyof typeof PARTS;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`bench: unknown part ${unknown.map((name) => `"${name}"`).join(', ')}; the parts are ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const parts = (asked.length > 0 ? asked : Object.keys(PARTS)) as Part[];

const loadAtStart = loadavg()[0];
let failed = 0;
for (const part of parts) {
  console.log(`\nbench: ${part}`);
  const { code, output } = await runPart(part);
  if (code === 0) continue;
  failed++;
  // A part that crashed says so in the report rather than leaving an older section in place.
  writeSection(part, PARTS[part], `**This part failed** (exit code ${code}); the end of its output:\n\n\`\`\`\n${output.slice(-40).join('\n')}\n\`\`\``);
}
const settings = [
  'DATABASE_URL', 'BENCH_ROWS', 'BENCH_DURATION', 'BENCH_CONNECTIONS', 'BENCH_ROUNDS', 'BENCH_PUBLISHES', 'BENCH_MODAL_ROUNDS', 'BENCH_LIVE_ROUNDS',
  'BENCH_LARGE_ROWS', 'BENCH_LARGE_ROUNDS', 'BENCH_RELATION_ROWS', 'BENCH_EXPORT_ROWS', 'BENCH_EXPORT_ROUNDS', 'BENCH_LARGE_UNINDEXED_ROUNDS', 'BENCH_PROFILE_ENDPOINTS', 'BENCH_PROFILE_DURATION',
]
  .filter((name) => process.env[name])
  .map((name) => `${name}=${name === 'DATABASE_URL' ? withoutPassword(process.env[name]!) : process.env[name]}`);
await assembleResults([...settings, 'npm run bench', ...(asked.length > 0 ? ['--', ...asked] : [])].join(' '), loadAtStart);
process.exitCode = failed > 0 ? 1 : 0;

/** Runs `bench/<part>.ts` in a process of its own, its output shown and its last lines kept. */
function runPart(part: Part): Promise<{ code: number; output: string[] }> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', `bench/${part}.ts`], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const [stream, sink] of [[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const) {
    stream.on('data', (chunk: Buffer) => {
      sink.write(chunk);
      output.push(...chunk.toString().split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - 200));
    });
  }
  return new Promise((resolve) => child.once('close', (code) => resolve({ code: code ?? 1, output })));
}

function withoutPassword(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
