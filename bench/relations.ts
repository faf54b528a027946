// `npm run bench -- relations`: the data endpoint of a table with columns on relations (a book's
// author's name, the author's country two steps away) against a hand-written floor (bench/floor/
// relations-floor.ts: express + pg, one LEFT JOIN statement and the same counts). 200,000 books
// (BENCH_RELATION_ROWS), 20,000 authors, 200 countries in a schema of their own, seeded in SQL, indexed
// (bench/relations-schema.ts). Both servers run in this process on loopback ports; autocannon loads them in
// alternating rounds on three cases. The statements each side sent for each case are printed in the section.
// Then the options endpoint of a publisher picker over 100,000 rows (bench/relation-options-latency.ts).
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express, { type Express } from 'express';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { openDatabase } from '../lib/database/index.js';
import { dataTablesRouter, indexAdvice } from '../lib/index.js';
import { TableTokens } from '../lib/security/TableTokens.js';
import { relationsFloor } from './floor/relations-floor.js';
import { LOAD, load, medianRun, pairedRatio, send, type RunResult } from './load.js';
import { databaseLabel, figure, writeSection } from './results.js';
import { optionsLatencies, optionsReport } from './relation-options-latency.js';
import {
  AUTHORS, COUNTRIES, indexStatements, PUBLISHERS, RELATION_COLUMNS, RelationAuthor, RelationBook, RelationBookFormTable, RelationBookTable, RelationCountry,
  RelationPublisher, RELATIONS_SCHEMA, seedStatements,
} from './relations-schema.js';

const GOAL = 0.9;
const SECRET = 'bench-relations-secret-bench-relations-secret';
const TABLE = 'relation-books';
const db = await openDatabase();
const ROWS = Number(process.env.BENCH_RELATION_ROWS ?? 200_000);

/** A statement as one side sent it, for the section. */
type Statement = { sql: string; params: readonly unknown[] };
let recording: Statement[] | null = null;
const orm = await MikroORM.init({
  entities: [RelationCountry, RelationAuthor, RelationPublisher, RelationBook],
  clientUrl: db.url,
  schema: RELATIONS_SCHEMA,
  pool: { min: 1, max: db.poolMax },
  // Every statement the library sends, while `recording` is set: what the floor's are compared with.
  onQuery: (sql, params) => {
    recording?.push({ sql, params });
    return sql;
  },
});
// The embedded database serves two connections: the ORM's, and the floor's (which seeds first).
const pool = new pg.Pool({ connectionString: db.url, max: db.poolMax });
const servers: Server[] = [];
try {
  const [{ version }] = (await pool.query('select version() as version')).rows;
  const serverVersion = db.embedded ? 'embedded PGlite' : String(version).split(' on ')[0];
  const created = await seed();
  const library = await listen(express().use(dataTablesRouter({ orm, secret: SECRET, tables: [RelationBookTable, RelationBookFormTable], csrf: false, limits: { mutationsPerMinute: 0 } })));
  const floor = await listen(relationsFloor({ pool, schema: RELATIONS_SCHEMA, secret: SECRET, table: TABLE, log: (sql, params) => recording?.push({ sql, params }) }));
  const [authorsMatching] = (await pool.query(`select count(*)::int as n from ${RELATIONS_SCHEMA}.author where name ilike '%tol%'`)).rows;
  console.log(`bench relations: ${ROWS} books on ${databaseLabel(serverVersion)}; 'tol' matches ${authorsMatching.n} of ${AUTHORS} authors`);

  const path = (params: Record<string, string>) => {
    const query = new URLSearchParams({ table: new TableTokens(SECRET).sign(TABLE, 'read'), draw: '1', length: '10', 'order[0][column]': '2', 'order[0][dir]': 'asc', ...params });
    RELATION_COLUMNS.forEach((name, i) => query.set(`columns[${i}][data]`, name));
    return `/datatables/ajax/data?${query}`;
  };
  const CASES = [
    { name: 'first page, ordered by author', path: path({ start: '0' }) },
    { name: 'global search "tol", ordered by author', path: path({ start: '0', 'search[value]': 'tol' }) },
    { name: 'page at start=5000, ordered by author', path: path({ start: '5000' }) },
  ];
  const sides = { library, floor };
  const figures = new Map<string, { library: RunResult[]; floor: RunResult[]; statements: Record<keyof typeof sides, Statement[]>; filtered: string }>();
  for (const item of CASES) {
    const requests = [{ method: 'GET' as const, path: item.path }];
    // One request each while recording (after one that reads the table's statistics, kept 5 s on both
    // sides): the statements of a request as the load sends it, and the two answers, which must agree.
    const statements = {} as Record<keyof typeof sides, Statement[]>;
    const bodies = {} as Record<keyof typeof sides, { recordsFiltered: number; estimated: { recordsFiltered: boolean }; data: unknown[] }>;
    for (const [side, url] of Object.entries(sides) as Array<[keyof typeof sides, string]>) {
      await send(url, requests[0]);
      recording = [];
      const answer = await send(url, requests[0]);
      statements[side] = recording;
      recording = null;
      if (answer.status !== 200) throw new Error(`${side} answered ${item.name} with ${answer.status}: ${answer.body}`);
      bodies[side] = JSON.parse(answer.body);
    }
    if (JSON.stringify(bodies.library.data) !== JSON.stringify(bodies.floor.data) || bodies.library.recordsFiltered !== bodies.floor.recordsFiltered) {
      throw new Error(`${item.name}: the two sides disagree:\nlibrary ${JSON.stringify(bodies.library)}\nfloor   ${JSON.stringify(bodies.floor)}`);
    }
    const filtered = `${bodies.library.estimated.recordsFiltered ? '≈ ' : ''}${bodies.library.recordsFiltered.toLocaleString('en')}`;
    const runs = { library: [] as RunResult[], floor: [] as RunResult[], statements, filtered };
    for (const url of Object.values(sides)) await load(url, requests, { duration: 1 });
    for (let round = 1; round <= LOAD.rounds; round++) {
      const order = (round % 2 === 1 ? ['library', 'floor'] : ['floor', 'library']) as Array<keyof typeof sides>;
      for (const side of order) {
        const result = await load(sides[side], requests);
        runs[side].push(result);
        console.log(`round ${round} ${`${side} ${item.name}`.padEnd(52)} ${figure(result.rps).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.failures ? `  FAILED ${result.failed}` : ''}`);
      }
    }
    figures.set(item.name, runs);
  }
  const options = await optionsLatencies(library, SECRET, 'relation-books-form', 'publisher');
  const publisherIndexes = created.filter((index) => index.startsWith('publisher:')).map((index) => index.replace('publisher: ', ''));
  writeSection('relations', 'Columns on relations against a hand-written join', report(serverVersion, created, authorsMatching.n, figures) + optionsReport(options, PUBLISHERS, publisherIndexes));
} finally {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await pool.query(`drop schema if exists ${RELATIONS_SCHEMA} cascade`).catch(() => undefined);
  await pool.end();
  await orm.close(true);
  await db.close();
}

/** The schema, its rows and its indexes; every index of the schema then, for the section. */
async function seed(): Promise<string[]> {
  const timed = async (label: string, sql: string) => {
    const start = performance.now();
    await pool.query(sql);
    console.log(`bench relations: ${label} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  };
  await pool.query(`drop schema if exists ${RELATIONS_SCHEMA} cascade; create schema ${RELATIONS_SCHEMA}`);
  await orm.schema.create({ schema: RELATIONS_SCHEMA });
  for (const sql of seedStatements(ROWS)) await timed(sql.slice(0, sql.indexOf('(')).trim(), sql);
  const trigram = (await pool.query(`select 1 from pg_available_extensions where name = 'pg_trgm'`)).rows.length > 0;
  // The tables' own advice (`ux-datatables indexes`: pg_trgm, the links', the labels', the publisher picker's), then the one it withholds.
  const advised = [...new Set([RelationBookTable, RelationBookFormTable].flatMap((table) => indexAdvice(table, orm, { concurrently: false }).statements.map((statement) => statement.sql.replace(/;$/, ''))))]
    .filter((sql) => trigram || !/pg_trgm|gin_trgm_ops/.test(sql));
  for (const sql of [...advised, ...indexStatements()]) await timed(sql.replace(/ on .*/i, ''), sql);
  await timed('vacuum analyze', `vacuum analyze ${RELATIONS_SCHEMA}.book, ${RELATIONS_SCHEMA}.author, ${RELATIONS_SCHEMA}.country, ${RELATIONS_SCHEMA}.publisher`);
  const indexes = (await pool.query(`select indexdef from pg_indexes where schemaname = $1 order by tablename, indexname`, [RELATIONS_SCHEMA])).rows;
  return [...indexes.map((row) => String(row.indexdef).replace(/^CREATE (UNIQUE )?INDEX (\S+) ON \S+?\.(\S+)/, '$3: $2')), ...(trigram ? [] : ['(no pg_trgm on this database: no trigram index)'])];
}

function listen(app: Express): Promise<string> {
  const server = createServer(app).listen(0, '127.0.0.1');
  servers.push(server);
  return new Promise((resolve) => server.once('listening', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function report(
  serverVersion: string, created: string[], authorsMatching: number,
  figures: Map<string, { library: RunResult[]; floor: RunResult[]; statements: Record<'library' | 'floor', Statement[]>; filtered: string }>,
): string {
  const rows = [...figures].map(([name, runs]) => {
    const [ours, theirs] = [medianRun(runs.library), medianRun(runs.floor)];
    const ratio = pairedRatio(runs.library, runs.floor);
    const failed = [ours.failures ? `library ${ours.failed}` : '', theirs.failures ? `floor ${theirs.failed}` : ''].filter(Boolean).join('; ');
    const verdict = failed ? `**failed** (${failed})` : ratio >= GOAL ? 'met' : '**NOT met**';
    return `| ${name} | ${runs.filtered} | ${figure(ours.rps)} | ${figure(theirs.rps)} | ${ratio.toFixed(2)} (≥ ${GOAL}) | ${ours.p50} / ${ours.p99} | ${theirs.p50} / ${theirs.p99} | ${verdict} |`;
  });
  const listing = (statements: Statement[]) => statements.map(({ sql, params }) => `${sql.replace(/\s+/g, ' ')}${params.length ? ` -- ${JSON.stringify(params)}` : ''}`).join('\n');
  const statements = [...figures].map(([name, runs]) => `**${name}**, the library:\n\n\`\`\`sql\n${listing(runs.statements.library)}\n\`\`\`\n\nthe floor:\n\n\`\`\`sql\n${listing(runs.statements.floor)}\n\`\`\``);
  return `
${ROWS.toLocaleString('en-US')} books, ${AUTHORS.toLocaleString('en-US')} authors, ${COUNTRIES} countries on ${databaseLabel(serverVersion)}
(\`bench/relations-schema.ts\`; \`'tol'\` is in the name of ${authorsMatching} authors). The library: \`dataTablesRouter\` with
\`RelationBookTable\` (\`id\`, \`title\`, \`author\`: the ManyToOne's label, \`author.country.name\`: two steps), default
count strategy. The floor (\`bench/floor/relations-floor.ts\`): express + pg, the token checked, one \`LEFT JOIN\` statement
for the page (\`OFFSET\` as given), the same counts (the table's size from \`pg_class\` every 5 s, a search's matches
counted up to 10,001). Both in one process on loopback ports, each with a pool of ${db.poolMax}; both answers compared before
each case (same rows, same count). autocannon, ${LOAD.connections} connections, ${LOAD.rounds} rounds of ${LOAD.duration} s per case and server
(the order alternating per round, after a 1 s warm-up of each); figures are the median of the rounds, the ratio
(library / floor requests/s) the median of each round's.

Every index of the schema (MikroORM's schema gives the keys and the foreign keys; the rest is \`indexStatements\` and \`ux-datatables indexes\`' advice for the table): ${created.map((sql) => `\`${sql}\``).join(', ')}.

| Case | Rows matched | Library req/s | Floor req/s | Ratio (goal) | Library p50 / p99 ms | Floor p50 / p99 ms | Goal |
|---|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

The statements of one request of each case (the table's statistics already read: both sides keep them 5 s):

${statements.join('\n\n')}
`;
}
