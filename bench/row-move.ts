// `npm run bench -- row-move`: one row moved across 10,000 places through the library's router (the bench's
// `chapters`, `setReorderable('position')`, its Edit without a hook: the token, CSRF, the row loaded and held to the
// version the page showed, the lock of the table's places, then ONE statement shifting the places between and the
// moved row read back as the table shows it) against ONE hand-written `UPDATE … SET position = CASE … END WHERE
// position BETWEEN $2 AND $3` doing the same shift, the places known. Issue 34's goal: the library at least 0.7 times
// as fast as the statement (its time at most 1/0.7 of the statement's).
import { Agent } from 'node:http';
import pg from 'pg';
import { openBenchDatabase } from './database.js';
import { leanPost } from './lean-post.js';
import { startServer } from './processes.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { openSession } from './scenarios.js';
import { median } from './support.js';

/** The books are not read here: as few as the other parts' schema needs. */
const BOOKS = 1000;
const ROUNDS = Number(process.env.BENCH_MOVE_ROUNDS ?? 15);
const WARMUP = Number(process.env.BENCH_MOVE_WARMUP ?? 10);
/** Places crossed by each move: the rows between shift by one. */
const ACROSS = 10_000;
const GOAL = 0.7;

const db = await openBenchDatabase(BOOKS);
const pool = new pg.Pool({ connectionString: db.handle.url, max: 1 });
const chapter = `"${db.schema}"."chapter"`;
// Two regions of ACROSS + 1 places: the library moves rows in the first, the statement in the second.
await pool.query(`insert into ${chapter} (id, title, position, version) select i, 'Chapter ' || i, i, 1 from generate_series(1, $1::int) as i`, [2 * (ACROSS + 1)]);
await pool.query(`analyze ${chapter}`);
const library = await startServer('library', db);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const ours: number[] = [];
const theirs: number[] = [];
try {
  const session = await openSession(library.url);
  const token = (session.tokens as unknown as Record<string, string>).move;
  if (!token) throw new Error("the library's chapters are not moved (no move token)");
  const url = new URL(`${library.url}/datatables/ajax/move`);
  const headers = { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf };
  /** The rows at a region's first and last places (untimed), the one to move first: down on odd rounds, up on even ones. */
  const ends = async (first: number, down: boolean) => {
    const { rows } = await pool.query(`select id, position, version from ${chapter} where position = any($1) order by position`, [[first, first + ACROSS]]);
    const [top, bottom] = rows as Array<{ id: number; position: number; version: number }>;
    return down ? { moved: top, to: bottom } : { moved: bottom, to: top };
  };
  const viaLibrary = async (down: boolean) => {
    const { moved, to } = await ends(1, down);
    const body = JSON.stringify({ table: token, id: moved.id, _version: String(moved.version), to: to.id });
    const started = performance.now();
    const answer = await leanPost(url, agent, headers, body);
    const elapsed = performance.now() - started;
    if (answer.status !== 200 || (answer.body as { moved?: number }).moved !== ACROSS + 1) {
      throw new Error(`the library's move answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
    return elapsed;
  };
  const viaStatement = async (down: boolean) => {
    const { moved, to } = await ends(ACROSS + 2, down);
    const [low, high] = down ? [moved.position, to.position] : [to.position, moved.position];
    const started = performance.now();
    const result = await pool.query(
      `update ${chapter} set position = case when id = $1 then $4 else position ${down ? '-' : '+'} 1 end, version = version + (id = $1)::int where position between $2 and $3`,
      [moved.id, low, high, to.position],
    );
    const elapsed = performance.now() - started;
    if (result.rowCount !== ACROSS + 1) throw new Error(`the statement moved ${result.rowCount} rows`);
    return elapsed;
  };
  for (let round = 0; round < WARMUP; round++) {
    await viaLibrary(round % 2 === 0);
    await viaStatement(round % 2 === 0);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const down = (WARMUP + round) % 2 === 1;
    const times: Record<string, number> = {};
    for (const side of round % 2 === 1 ? ['library', 'statement'] : ['statement', 'library']) {
      times[side] = side === 'library' ? await viaLibrary(down) : await viaStatement(down);
    }
    ours.push(times.library);
    theirs.push(times.statement);
    console.log(`round ${round} library ${times.library.toFixed(1)} ms  statement ${times.statement.toFixed(1)} ms`);
  }
  // Every place held once, by one row: what the moves must leave.
  const { rows: [check] } = await pool.query(`select count(*)::int as "rows", count(distinct position)::int as "places", min(position) as "low", max(position) as "high" from ${chapter}`);
  if (check.rows !== check.places || check.low !== 1 || check.high !== 2 * (ACROSS + 1)) throw new Error(`the places are no longer 1..${2 * (ACROSS + 1)}: ${JSON.stringify(check)}`);
} finally {
  agent.destroy();
  await library.stop();
  await pool.end();
  await db.close();
}
// The speed ratio: the statement's time over the library's, the median of each round's.
const ratio = median(ours.map((value, index) => theirs[index] / value));
writeSection('row-move', 'A row moved across 10,000 places against one statement', `
${(2 * (ACROSS + 1)).toLocaleString('en-US')} chapters on ${databaseLabel(db.serverVersion)}, their places indexed. One row moved across
${ACROSS.toLocaleString('en-US')} places through the library's router (\`POST /datatables/ajax/move\`, the bench's \`chapters\`:
\`setReorderable('position')\`, Edit without a hook: the token, CSRF, the row loaded and held to the version the page showed,
the lock of the table's places, then ONE statement shifting the ${ACROSS.toLocaleString('en-US')} places between, the moved row
answered as the data endpoint shows it) against ONE hand-written \`UPDATE … SET position = CASE WHEN id = $1 THEN $4 ELSE
position ∓ 1 END … WHERE position BETWEEN $2 AND $3\` doing the same shift in another ${ACROSS.toLocaleString('en-US')} places, the
places known; down and up in turn, alternating which goes first, ${ROUNDS} rounds after ${WARMUP} of each to warm up, the library
asked with node:http over a kept-alive connection. The places were checked to be 1..${(2 * (ACROSS + 1)).toLocaleString('en-US')}, each held once, after the run.

| | Library | One statement | Speed ratio (goal) |
|---|---:|---:|---:|
| median ms | ${figure(median(ours))} | ${figure(median(theirs))} | ${ratio.toFixed(2)} (≥ ${GOAL}): ${ratio >= GOAL ? 'met' : '**not met**'} |
`);
