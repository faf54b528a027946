// The `relations` part's floor: the data endpoint of books with their author's name and country written
// by hand with express and pg. The parameters parsed as little as DataTables' server-side protocol
// needs, the table token checked (HMAC, as the library's), one LEFT JOIN statement for the page, and
// the counts the library's default strategy runs (`estimateAbove: 100_000`): the table's size from
// pg_class (read again after 5 s), a search's matches counted up to 10,001, past that EXPLAIN's estimate.
import express, { type Express } from 'express';
import type { Pool } from 'pg';
import { verifyToken } from './tokens.js';

/** A column of the request (`columns[i][data]`) and the expression it is ordered by. */
const ORDERABLE: Record<string, string> = { id: 'b.id', title: 'b.title', author: 'a.name', 'author.country.name': 'c.name' };
const ESTIMATE_ABOVE = 100_000;
const EXACT_MATCHES_UP_TO = 10_000;
const STATISTICS_TTL_MS = 5_000;

/** What the floor needs: its pool, the schema of the rows, the tokens' secret and table name; `log` sees every statement. */
export interface RelationsFloorOptions {
  pool: Pool;
  schema: string;
  secret: string;
  table: string;
  log?: (sql: string, params: unknown[]) => void;
}

/** An express app answering `GET /datatables/ajax/data` as the library does for `RelationBookTable`. */
export function relationsFloor({ pool, schema, secret, table, log }: RelationsFloorOptions): Express {
  const query = async (sql: string, params: unknown[] = []) => {
    log?.(sql, params);
    return (await pool.query(sql, params)).rows;
  };
  const from = `from ${schema}.book b left join ${schema}.author a on a.id = b.author_id left join ${schema}.country c on c.id = a.country_id`;
  let statistics: { rows: number; expires: number } | null = null;
  const tableRows = async () => {
    if (statistics && statistics.expires > Date.now()) return statistics.rows;
    const [row] = await query(
      `select c.reltuples::float8 as tuples, c.relpages::float8 as pages, pg_relation_size(c.oid)::float8 / current_setting('block_size')::float8 as current
       from pg_class c where c.oid = to_regclass($1)`, [`${schema}.book`]);
    statistics = { rows: Math.round(row.pages > 0 ? (row.tuples / row.pages) * Math.max(row.current, 1) : row.tuples), expires: Date.now() + STATISTICS_TTL_MS };
    return statistics.rows;
  };

  const app = express();
  app.get('/datatables/ajax/data', async (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    if (verifyToken(secret, q.table, 'read') !== table) return void res.status(403).json({ error: { status: 403, code: 'invalid_token', message: 'The table token is not valid' } });
    const orderBy = ORDERABLE[q[`columns[${Number(q['order[0][column]'] ?? 0)}][data]`] ?? 'id'] ?? 'b.id';
    const dir = q['order[0][dir]'] === 'desc' ? 'desc' : 'asc';
    const start = Math.max(0, Number.parseInt(q.start ?? '0', 10) || 0);
    const length = Math.min(100, Math.max(1, Number.parseInt(q.length ?? '10', 10) || 10));
    const term = (q['search[value]'] ?? '').trim();
    const params: unknown[] = term === '' ? [] : [`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
    const where = term === '' ? '' : ' where (b.title ilike $1 or a.name ilike $1 or c.name ilike $1)';

    let total = await tableRows();
    const estimatedTotal = total >= ESTIMATE_ABOVE;
    let filtered = total;
    let estimated = estimatedTotal;
    if (!estimated) {
      [{ count: total }] = await query(`select count(*)::int as count from ${schema}.book`);
      filtered = where ? (await query(`select count(*)::int as count ${from}${where}`, params))[0].count : total;
    } else if (where) {
      [{ count: filtered }] = await query(`select count(*)::int as count from (select b.id ${from}${where} limit ${EXACT_MATCHES_UP_TO + 1}) m`, params);
      estimated = filtered > EXACT_MATCHES_UP_TO;
      if (estimated) {
        const [{ 'QUERY PLAN': plan }] = await query(`explain (format json) select b.id ${from}${where}`, params);
        filtered = Math.max(EXACT_MATCHES_UP_TO + 1, Math.min(Math.round(plan[0].Plan['Plan Rows']), total));
      }
    }
    const rows = !estimated && start >= filtered ? [] : await query(
      `select b.id, b.title, a.name as author, c.name as country ${from}${where} order by ${orderBy} ${dir}${orderBy === 'b.id' ? '' : `, b.id ${dir}`} limit ${length} offset ${start}`,
      params,
    );
    res.set('Cache-Control', 'no-store').json({
      draw: Number.parseInt(q.draw ?? '0', 10) || 0,
      recordsTotal: total,
      recordsFiltered: filtered,
      estimated: { recordsTotal: estimatedTotal, recordsFiltered: estimated },
      // `_actions`: the library's rows carry their actions' settings; this table has none.
      data: rows.map((row) => ({ id: row.id, title: row.title, author: row.author, 'author.country.name': row.country, _actions: {} })),
    });
  });
  return app;
}
