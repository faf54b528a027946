import type { Translator } from '../i18n/Translator.js';
import type { ColumnView } from '../wire/page-view.js';
import { totalLines } from '../wire/total-text.js';
import type { RowTotals, TotalsAsked } from '../wire/totals.js';
import { neutraliseFormula } from './formula-guard.js';

/** The totals an export's columns declare (`summarize(...)`), by column name; empty when none does. */
export function exportedTotals(views: readonly ColumnView[]): TotalsAsked {
  return Object.fromEntries(views.filter((view) => view.totals?.length).map((view) => [view.name, view.totals!]));
}

/**
 * The export's last record (`setTotals({ inExport: true })`, docs/totals.md): under each summarizing column
 * its totals as the footer words them ("Sum 1,234.50; Average 12.34"), in the request's language; the first
 * cell starts with "Totals of 57 rows" (`totals.export_label`), which an import of the file reads as the end
 * of its rows (`import-file`, `withoutTotalsLine`). Neutralised against formulas like every cell.
 */
export function totalsRecord(views: readonly ColumnView[], totals: RowTotals, translator: Pick<Translator, 't'>, locale: string): string[] {
  const cells = views.map((view) => {
    const values = totals.values[view.name];
    if (!values || !view.totals?.length) return '';
    return totalLines(view, values, { t: (key) => translator.t(key), locale }).join('; ');
  });
  const label = totalsLabel(translator, totals.rows);
  cells[0] = cells[0] ? `${label}: ${cells[0]}` : label;
  return cells.map(neutraliseFormula);
}

/** "Totals of 57 rows": how a totals record starts, in the translator's language. */
export function totalsLabel(translator: Pick<Translator, 't'>, rows: number): string {
  return translator.t('totals.export_label', { rows });
}
