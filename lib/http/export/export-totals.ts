import type { ExportColumns } from '../../export/export-columns.js';
import { exportedTotals, totalsRecord } from '../../export/totals-record.js';
import type { Translator } from '../../i18n/Translator.js';
import { matchingCondition, type PageQuery } from '../../persistence/data-query.js';
import { manualTotals } from '../../persistence/manual-totals.js';
import { pageManualRows } from '../../persistence/manual-page.js';
import type { TableBinding } from '../../persistence/TableBinding.js';
import { totalsOfMatching } from '../../persistence/totals-query.js';
import type { RouterContext } from '../router/RouterContext.js';

/**
 * The export's last record when its table asks for it (`setTotals({ inExport: true })`) and one of the
 * exported columns summarizes: the totals of every row the export holds (the same search and filters),
 * computed before the first byte is sent, so that a failing statement is still an error answer. Null: none.
 * `setTotals({ upTo })` does not apply: an export is bounded by `limits.exportRows`.
 */
export async function exportTotalsRecord(ctx: RouterContext, binding: TableBinding, query: PageQuery, columns: ExportColumns, translator: Translator, locale: string): Promise<string[] | null> {
  const asked = exportedTotals(columns.views);
  if (!binding.table.totals.inExport || Object.keys(asked).length === 0) return null;
  const source = binding.table.source;
  let totals;
  if (source.kind === 'entity') {
    const em = ctx.fork();
    totals = await ctx.database(matchingCondition(em, binding, query).then((where) => totalsOfMatching(em, binding, where, asked)));
  } else {
    totals = manualTotals(pageManualRows(await ctx.database(Promise.resolve(source.rows())), query, binding.table).matching, asked, binding.table);
  }
  return totalsRecord(columns.views, totals, translator, locale);
}
