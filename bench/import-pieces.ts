// The two pieces issue 32 prescribes for every imported line, timed alone in the bench's process on the same file:
// reading it with `csv-parse` (through the library's `csvRows`, as the import does, once) and checking each line
// with the table's create form (`checkLine`: the form's yup rules, as a submit of the form). Nothing is written. What
// they take together is a floor under any import built on them, whatever else it does; the bench sets it beside
// COPY's time, so the goal's reach is measured, not argued.
import { createReadStream } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import { RouterContext } from '../lib/http/router/RouterContext.js';
import { ENGLISH } from '../lib/i18n/english.js';
import { csvRows, type CsvRow } from '../lib/import/csv-rows.js';
import { checkLine } from '../lib/import/import-lines.js';
import { Book } from './catalogue/Book.js';
import { BookImportTable } from './servers/import-table.js';

/** Milliseconds each piece took for the whole file, and the lines the form accepted (all, for the bench's file). */
export interface ImportPieces { parseMs: number; checkMs: number; accepted: number }

/** Reads `file` (a header, then lines mapped to `fields` in order) and checks every line, `rounds` times; the fastest round of each. */
export async function timeImportPieces(url: string, schema: string, file: string, fields: string[], rounds: number): Promise<ImportPieces> {
  const orm = await MikroORM.init({ entities: [Book], clientUrl: url, schema, pool: { min: 0, max: 1 } });
  try {
    const ctx = new RouterContext({ orm, secret: 'bench-import-pieces-secret-of-enough-length', tables: [BookImportTable], logger: { warn: () => {}, error: () => {} } });
    const form = await ctx.editForms.form(ctx.tables.find('books-import')!, 'create');
    const reading = { fields, form, translator: ENGLISH };
    let best: ImportPieces = { parseMs: Infinity, checkMs: Infinity, accepted: 0 };
    for (let round = 0; round < rounds; round++) {
      const lines: CsvRow[] = [];
      let started = performance.now();
      for await (const row of csvRows(createReadStream(file), { encoding: 'utf-8', delimiter: ',', maxRowLength: 1_000_000 })) if (row.row > 1) lines.push(row);
      const parseMs = performance.now() - started;
      started = performance.now();
      let accepted = 0;
      for (const line of lines) if ('values' in await checkLine(line, reading)) accepted++;
      const checkMs = performance.now() - started;
      best = { parseMs: Math.min(best.parseMs, parseMs), checkMs: Math.min(best.checkMs, checkMs), accepted };
    }
    return best;
  } finally {
    await orm.close(true);
  }
}
