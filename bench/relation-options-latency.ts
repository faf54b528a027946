// The `relations` part's options case: how long `GET /datatables/ajax/options` takes to answer a picker
// over 100,000 related rows (the publishers of bench/relations-schema.ts), with the indexes
// `ux-datatables indexes` advises for it. One client sends the requests one after another on loopback, so
// each figure is a request's own time, not a queue's; the goal is the issue's, an absolute one.
import { TableTokens } from '../lib/security/TableTokens.js';
import { send } from './load.js';

/** The issue's goal: half the searches answered within this many ms. */
export const OPTIONS_GOAL_P50_MS = 20;
const WARM_UP = 20;
const REQUESTS = 200;

/** A picker's request: what the user typed (`q`) and the page asked. */
export interface OptionsCase {
  name: string;
  q: string;
  page?: number;
}

/** From the commonest text to one matching nothing: the two ways PostgreSQL may find a page (the label's order, the trigram index). */
export const OPTIONS_CASES: OptionsCase[] = [
  { name: 'first page, nothing typed', q: '' },
  { name: '"press" (every row)', q: 'press' },
  { name: '"press", page 10', q: 'press', page: 10 },
  { name: '"golden harbor" (1 in 400)', q: 'golden harbor' },
  { name: '"77777" (a few rows)', q: '77777' },
  { name: '"zqx" (no row)', q: 'zqx' },
];

export interface OptionsLatency {
  name: string;
  /** Options in the answer of the last request. */
  options: number;
  p50: number;
  p99: number;
}

/** Each case's latency against the server at `url`, for the table `table`'s column `column` (signed with `secret`). */
export async function optionsLatencies(url: string, secret: string, table: string, column: string): Promise<OptionsLatency[]> {
  const token = new TableTokens(secret).sign(table, 'options');
  const results: OptionsLatency[] = [];
  for (const item of OPTIONS_CASES) {
    const query = new URLSearchParams({ table: token, column, ...(item.q ? { q: item.q } : {}), ...(item.page ? { page: String(item.page) } : {}) });
    const request = { method: 'GET' as const, path: `/datatables/ajax/options?${query}` };
    const times: number[] = [];
    let options = 0;
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const started = performance.now();
      const answer = await send(url, request);
      const took = performance.now() - started;
      if (answer.status !== 200) throw new Error(`options ${item.name} answered ${answer.status}: ${answer.body}`);
      if (i >= WARM_UP) times.push(took);
      options = (JSON.parse(answer.body) as { options: unknown[] }).options.length;
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => Number(times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1));
    results.push({ name: item.name, options, p50: at(0.5), p99: at(0.99) });
    console.log(`options ${item.name.padEnd(30)} ${String(options).padStart(2)} options  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`);
  }
  return results;
}

/** The section's table of {@link optionsLatencies}. */
export function optionsReport(latencies: OptionsLatency[], rows: number, indexes: string[]): string {
  const lines = latencies.map(({ name, options, p50, p99 }) =>
    `| ${name} | ${options} | ${p50} | ${p99} | ${p50 < OPTIONS_GOAL_P50_MS ? 'met' : '**NOT met**'} |`);
  return `
**The options endpoint** (a relation field's picker): \`GET /datatables/ajax/options\` for \`RelationBookFormTable\`'s
\`publisher\` over ${rows.toLocaleString('en-US')} publishers, with the indexes \`ux-datatables indexes\` advises for it
(${indexes.map((name) => `\`${name}\``).join(', ')}). One client, requests one after another on loopback, ${REQUESTS} per case after
${WARM_UP} to warm up; goal p50 < ${OPTIONS_GOAL_P50_MS} ms.

| Text typed | Options answered | p50 ms | p99 ms | Goal |
|---|---:|---:|---:|---|
${lines.join('\n')}
`;
}
