import type { Translator } from '../i18n/Translator.js';
import { translateTableView } from '../i18n/table-labels.js';
import type { Row } from '../model/Row.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { cellText, type CellTextLanguage } from '../wire/cell-text.js';
import type { ColumnView } from '../wire/page-view.js';
import { neutraliseFormula } from './formula-guard.js';

/** The columns of an export: their headers, and a row's cells, each as the table shows it. */
export interface ExportColumns {
  headers: string[];
  cells(row: Row): string[];
  /** The columns as the page view shows them (translated), in the export's order: what `cell-sql` says in SQL. */
  views: ColumnView[];
  /** The language the cells are written in. */
  language: CellTextLanguage;
}

/**
 * The export's columns in the order asked (those holding stored values: a template or action column
 * has none and is left out), read from the very page view the table is drawn from: headers and
 * choice labels translated, a number's decimals, a date's format, then each cell formatted by the
 * browser's own rules (`lib/wire/cell-text`) in `locale`, and neutralised against formulas.
 */
export function exportColumns(binding: TableBinding, names: readonly string[], translator: Translator, locale: string): ExportColumns {
  const table = binding.table;
  const view = translateTableView(table.toView((column) => binding.flagsOf(column)), table, translator);
  const byName = new Map(view.columns.map((column) => [column.name, column]));
  const shown = names
    .filter((name) => table.column(name)?.holdsData)
    .map((name) => byName.get(name)!)
    .filter((column): column is ColumnView => column !== undefined);
  const language: CellTextLanguage = { t: (key: string) => translator.t(key), locale };
  const texts = shown.map((column) => ({ name: column.name, text: cellText(column, language) }));
  return {
    headers: shown.map((column) => neutraliseFormula(column.label)),
    cells: (row) => texts.map(({ name, text }) => neutraliseFormula(text(row[name]))),
    views: shown,
    language,
  };
}
