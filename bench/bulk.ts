// `npm run bench -- bulk`: a bulk delete of 1,000 rows through the library's router (the demo's
// `BookTable`: its `BulkAction.delete()`, every row checked as a single delete is, in batches of 1,000)
// against ONE hand-written `DELETE … WHERE id = ANY($1)` of 1,000 other rows of the same table, in
// alternating rounds. Issue 19's goal: the library's time at most 3 times the statement's.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openBenchDatabase } from './database.js';
import { startServer } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { openSession } from './scenarios.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_BULK_ROUNDS ?? 11);
/** Rounds of each before measuring: the first bulks of 1,000 rows run before V8 has compiled their paths. */
const WARMUP = 5;
const SIZE = 1000;
const GOAL = 3;

const db = await openBenchDatabase(ROWS);
const library = await startServer('library', db);
const pool = new pg.Pool({ connectionString: db.handle.url, max: 1 });
const ours: number[] = [];
const theirs: number[] = [];
try {
  const session = await openSession(library.url);
  const token = (session.tokens as unknown as Record<string, string>).bulk;
  if (!token) throw new Error("the library's BookTable declares no bulk action");
  const take = () => Array.from({ length: SIZE }, () => db.deleteIds.take());
  const viaLibrary = async (ids: number[]) => {
    const started = performance.now();
    const response = await fetch(`${library.url}/datatables/ajax/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: JSON.stringify({ table: token, action: 'delete', requestId: randomUUID(), rows: ids.map((id) => ({ id, version: '1' })) }),
    });
    const body = (await response.json()) as { done?: unknown[] };
    if (response.status !== 200 || body.done?.length !== SIZE) throw new Error(`the library's bulk answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return performance.now() - started;
  };
  const viaStatement = async (ids: number[]) => {
    const started = performance.now();
    const result = await pool.query(`delete from "${db.schema}"."book" where id = any($1)`, [ids]);
    if (result.rowCount !== SIZE) throw new Error(`the statement deleted ${result.rowCount} rows`);
    return performance.now() - started;
  };
  for (let round = 0; round < WARMUP; round++) {
    await viaLibrary(take());
    await viaStatement(take());
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const [first, second] = round % 2 === 1 ? [viaLibrary, viaStatement] : [viaStatement, viaLibrary];
    const a = await first(take());
    const b = await second(take());
    const [library_, statement] = first === viaLibrary ? [a, b] : [b, a];
    ours.push(library_);
    theirs.push(statement);
    console.log(`round ${round} library ${library_.toFixed(1)} ms  statement ${statement.toFixed(1)} ms`);
  }
} finally {
  await library.stop();
  await pool.end();
  await db.close();
}
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const ratios = ours.map((value, index) => value / theirs[index]);
const ratio = median(ratios);
writeSection('bulk', 'Bulk delete against one statement', `
${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}. A bulk delete of ${SIZE.toLocaleString('en-US')} drafts through the
library's router (\`POST /datatables/ajax/bulk\`, the demo's \`BookTable\`: the token, CSRF, the rows loaded and each
checked as a single delete is, in batches of 1,000, each deleted by one statement) against one hand-written
\`DELETE … WHERE id = ANY($1)\` of ${SIZE.toLocaleString('en-US')} other drafts, alternating, ${ROUNDS} rounds after ${WARMUP} of each to warm up.

| | Library | One statement | Ratio (goal) |
|---|---:|---:|---:|
| median ms | ${figure(median(ours))} | ${figure(median(theirs))} | ${ratio.toFixed(2)} (≤ ${GOAL}): ${ratio <= GOAL ? 'met' : '**not met**'} |
`);
