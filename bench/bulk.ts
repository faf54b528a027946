// `npm run bench -- bulk`: a bulk delete of 1,000 rows through the library's router (the demo's
// `BookTable`: its `BulkAction.delete()`, every row checked as a single delete is, in batches of 1,000)
// against ONE hand-written `DELETE … WHERE id = ANY($1)` of 1,000 other rows of the same table, in
// alternating rounds, the library asked by a lean HTTP client (see `leanPost`). Issue 19's goal: the
// library's time at most 3 times the statement's.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import pg from 'pg';
import { openBenchDatabase } from './database.js';
import { startServer } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { openSession } from './scenarios.js';
import { median } from './support.js';
import { leanPost } from './lean-post.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_BULK_ROUNDS ?? 15);
/**
 * Rounds of each before measuring (`BENCH_BULK_WARMUP`): the server's steady state is measured, as a
 * server that has served a few dozen requests is in. The path of one request (express, the body parser,
 * the handler) runs once per request, so V8 optimises it only after some dozens: with 5 rounds the
 * median bulk was still ~1 ms slower than after 30, while the statement's side hardly moves.
 */
const WARMUP = Number(process.env.BENCH_BULK_WARMUP ?? 30);
const SIZE = 1000;
const GOAL = 3;
/** Bulks of 1,000 rows per round: the library's through each client, and the statement's. */
const PER_ROUND = 3;

/** A bulk's request body: the rows as a page sends them, each with the version it showed. */
function bulkBody(token: string, ids: number[]): string {
  return JSON.stringify({ table: token, action: 'delete', requestId: randomUUID(), rows: ids.map((id) => ({ id, version: '1' })) });
}

const db = await openBenchDatabase(ROWS);
if ((WARMUP + ROUNDS) * PER_ROUND * SIZE > db.deleteIds.remaining) {
  throw new Error(`${WARMUP} + ${ROUNDS} rounds of ${PER_ROUND} bulks of ${SIZE} rows need more drafts than BENCH_ROWS=${ROWS} seeds (${db.deleteIds.remaining})`);
}
const library = await startServer('library', db);
const pool = new pg.Pool({ connectionString: db.handle.url, max: 1 });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const ours: number[] = [];
const theirs: number[] = [];
const viaFetch: number[] = [];
try {
  const session = await openSession(library.url);
  const token = (session.tokens as unknown as Record<string, string>).bulk;
  if (!token) throw new Error("the library's BookTable declares no bulk action");
  const url = new URL(`${library.url}/datatables/ajax/bulk`);
  const headers = { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf };
  const take = () => Array.from({ length: SIZE }, () => db.deleteIds.take());
  const check = (status: number, body: unknown) => {
    if (status !== 200 || (body as { done?: unknown[] }).done?.length !== SIZE) throw new Error(`the library's bulk answered ${status}: ${JSON.stringify(body).slice(0, 200)}`);
  };
  const viaLibrary = async (ids: number[]) => {
    const body = bulkBody(token, ids);
    const started = performance.now();
    const answer = await leanPost(url, agent, headers, body);
    const elapsed = performance.now() - started;
    check(answer.status, answer.body);
    return elapsed;
  };
  const viaLibraryFetch = async (ids: number[]) => {
    const body = bulkBody(token, ids);
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body });
    const answer = await response.json();
    const elapsed = performance.now() - started;
    check(response.status, answer);
    return elapsed;
  };
  const viaStatement = async (ids: number[]) => {
    const started = performance.now();
    const result = await pool.query(`delete from "${db.schema}"."book" where id = any($1)`, [ids]);
    const elapsed = performance.now() - started;
    if (result.rowCount !== SIZE) throw new Error(`the statement deleted ${result.rowCount} rows`);
    return elapsed;
  };
  for (let round = 0; round < WARMUP; round++) {
    await viaLibrary(take());
    await viaStatement(take());
    await viaLibraryFetch(take());
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const [first, second] = round % 2 === 1 ? [viaLibrary, viaStatement] : [viaStatement, viaLibrary];
    const a = await first(take());
    const b = await second(take());
    const [library_, statement] = first === viaLibrary ? [a, b] : [b, a];
    ours.push(library_);
    theirs.push(statement);
    viaFetch.push(await viaLibraryFetch(take()));
    console.log(`round ${round} library ${library_.toFixed(1)} ms (fetch ${viaFetch.at(-1)!.toFixed(1)} ms)  statement ${statement.toFixed(1)} ms`);
  }
} finally {
  agent.destroy();
  await library.stop();
  await pool.end();
  await db.close();
}
const ratios = ours.map((value, index) => value / theirs[index]);
const ratio = median(ratios);
writeSection('bulk', 'Bulk delete against one statement', `
${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}. A bulk delete of ${SIZE.toLocaleString('en-US')} drafts through the
library's router (\`POST /datatables/ajax/bulk\`, the demo's \`BookTable\`: the token, CSRF, each row held in SQL to
the version the page showed and to the row Delete's and the bulk's \`displayIf\`, one statement per batch of 1,000) against one hand-written
\`DELETE … WHERE id = ANY($1)\` of ${SIZE.toLocaleString('en-US')} other drafts, alternating, ${ROUNDS} rounds after ${WARMUP} of each to warm up.
The library is asked with node:http over a kept-alive connection, as lean a client as the statement's pg client;
the same bulk through \`fetch\` is shown beside it (undici's own work, not the server's).

| | Library | One statement | Ratio (goal) | Library through \`fetch\` |
|---|---:|---:|---:|---:|
| median ms | ${figure(median(ours))} | ${figure(median(theirs))} | ${ratio.toFixed(2)} (≤ ${GOAL}): ${ratio <= GOAL ? 'met' : '**not met**'} | ${figure(median(viaFetch))} |
`);
