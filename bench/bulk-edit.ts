// `npm run bench -- bulk-edit`: a bulk edit of 1,000 rows through the library's router (the bench's
// `BookTable`: `BulkAction.edit(['featured', 'pages'])`, every row checked as its Edit is: the version shown;
// its field rule ties nothing to `featured`, so the value is checked once and, with no hook, nothing is read
// before the batch's one statement) against ONE hand-written
// `UPDATE … SET featured = $2 WHERE id = ANY($1)` of 1,000 other rows of the same table, in alternating
// rounds, the library asked by a lean HTTP client. Issue 30's goal: the library's time at most 3 times the statement's.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import pg from 'pg';
import { openBenchDatabase } from './database.js';
import { leanPost } from './lean-post.js';
import { startServer } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { openSession } from './scenarios.js';
import { median } from './support.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 300_000);
const ROUNDS = Number(process.env.BENCH_BULK_ROUNDS ?? 15);
/** Rounds of each before measuring, as for the bulk delete (bench/bulk.ts): the server's steady state. */
const WARMUP = Number(process.env.BENCH_BULK_WARMUP ?? 30);
const SIZE = 1000;
const GOAL = 3;

const db = await openBenchDatabase(ROWS);
if ((WARMUP + ROUNDS) * 2 * SIZE > db.editIds.remaining) {
  throw new Error(`${WARMUP} + ${ROUNDS} rounds of 2 bulk edits of ${SIZE} rows need more rows than BENCH_ROWS=${ROWS} seeds (${db.editIds.remaining})`);
}
const library = await startServer('library', db);
const pool = new pg.Pool({ connectionString: db.handle.url, max: 1 });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const book = `"${db.schema}"."book"`;
const ours: number[] = [];
const theirs: number[] = [];
try {
  const session = await openSession(library.url);
  const token = (session.tokens as unknown as Record<string, string>).bulk;
  if (!token) throw new Error("the library's BookTable declares no bulk action");
  const url = new URL(`${library.url}/datatables/ajax/bulk`);
  const headers = { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf };
  /** 1,000 fresh rows, not featured (untimed), with the versions a page would show. */
  const take = async () => {
    const ids = Array.from({ length: SIZE }, () => db.editIds.take());
    await pool.query(`update ${book} set featured = false where id = any($1)`, [ids]);
    const { rows } = await pool.query(`select id, version from ${book} where id = any($1)`, [ids]);
    return rows as Array<{ id: number; version: number }>;
  };
  const viaLibrary = async (rows: Array<{ id: number; version: number }>) => {
    const body = JSON.stringify({ table: token, action: 'edit', requestId: randomUUID(), rows: rows.map(({ id, version }) => ({ id, version: String(version) })), values: { featured: true } });
    const started = performance.now();
    const answer = await leanPost(url, agent, headers, body);
    const elapsed = performance.now() - started;
    if (answer.status !== 200 || (answer.body as { done?: unknown[] }).done?.length !== SIZE) {
      throw new Error(`the library's bulk edit answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    return elapsed;
  };
  const viaStatement = async (rows: Array<{ id: number }>) => {
    const started = performance.now();
    const result = await pool.query(`update ${book} set featured = $2 where id = any($1)`, [rows.map((row) => row.id), true]);
    const elapsed = performance.now() - started;
    if (result.rowCount !== SIZE) throw new Error(`the statement updated ${result.rowCount} rows`);
    return elapsed;
  };
  for (let round = 0; round < WARMUP; round++) {
    await viaLibrary(await take());
    await viaStatement(await take());
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const [mine, floor] = [await take(), await take()];
    const [first, second] = round % 2 === 1 ? ['library', 'statement'] : ['statement', 'library'];
    const times: Record<string, number> = {};
    for (const side of [first, second]) times[side] = side === 'library' ? await viaLibrary(mine) : await viaStatement(floor);
    ours.push(times.library);
    theirs.push(times.statement);
    console.log(`round ${round} library ${times.library.toFixed(1)} ms  statement ${times.statement.toFixed(1)} ms`);
  }
} finally {
  agent.destroy();
  await library.stop();
  await pool.end();
  await db.close();
}
const ratio = median(ours.map((value, index) => value / theirs[index]));
writeSection('bulk-edit', 'Bulk edit against one statement', `
${ROWS.toLocaleString('en-US')} rows on ${databaseLabel(db.serverVersion)}. A bulk edit of ${SIZE.toLocaleString('en-US')} rows through the
library's router (\`POST /datatables/ajax/bulk\`, action \`edit\`, \`values: { featured: true }\`, the bench's \`BookTable\`: the token,
CSRF, each row held to the version the page showed; the table's field rule ties nothing to \`featured\`, so the value is checked
once and, with no hook, the batch of 1,000 is ONE \`UPDATE … FROM (the old values) … RETURNING\` with nothing read first) against one hand-written \`UPDATE … SET featured = $2 WHERE id = ANY($1)\`
of ${SIZE.toLocaleString('en-US')} other rows, alternating, ${ROUNDS} rounds after ${WARMUP} of each to warm up, the library asked with node:http
over a kept-alive connection.

| | Library | One statement | Ratio (goal) |
|---|---:|---:|---:|
| median ms | ${figure(median(ours))} | ${figure(median(theirs))} | ${ratio.toFixed(2)} (≤ ${GOAL}): ${ratio <= GOAL ? 'met' : '**not met**'} |
`);
