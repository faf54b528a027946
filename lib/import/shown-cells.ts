import { DateColumn } from '../column/DateColumn.js';
import type { Translator } from '../i18n/Translator.js';
import { translateTableView } from '../i18n/table-labels.js';
import { dateTest } from '../persistence/search-date.js';
import type { TableBinding } from '../persistence/TableBinding.js';
import { plainSeparator } from '../wire/cell-text.js';

/** A cell of an imported file as its field's input would send it. */
export type ShownCellReader = (cell: string) => string;

/**
 * How each field reads a cell written as the table shows it, the way this library's export writes it
 * (`lib/wire/cell-text`), so that an exported file imports back: a choice by its label (translated or as
 * declared) becomes its value, a boolean's Yes or No in the user's language `1` or `0`, a date in the
 * column's format or the locale's the ISO day, a number with the locale's decimal comma its point. A cell
 * that is none of these is given as it is: a value typed as the form's input takes it (`draft`, `1`,
 * `2024-05-01`, `12.5`) always reads the same. Fields without such a column are left out.
 */
export function shownCellReaders(binding: TableBinding, fields: readonly string[], translator: Translator, locale: string): Map<string, ShownCellReader> {
  const table = binding.table;
  const declared = table.toView((column) => binding.flagsOf(column));
  const views = new Map(translateTableView(declared, table, translator).columns.map((view) => [view.name, view]));
  const readers = new Map<string, ShownCellReader>();
  for (const name of fields) {
    const view = views.get(name);
    const column = table.column(name);
    if (!view || !column) continue;
    if (view.kind === 'boolean') {
      const words = new Map([[comparable(translator.t('cell.yes')), '1'], [comparable(translator.t('cell.no')), '0']]);
      readers.set(name, (cell) => words.get(comparable(cell)) ?? cell);
    } else if (view.kind === 'choice') {
      // The label as the table shows it (translated), and as the column declares it.
      const shown = (view.options.choices ?? {}) as Record<string, string>;
      const given = (declared.columns.find((one) => one.name === name)?.options.choices ?? {}) as Record<string, string>;
      const values = new Map<string, string>();
      for (const labels of [given, shown]) for (const [value, label] of Object.entries(labels)) values.set(comparable(label), value);
      readers.set(name, (cell) => (Object.hasOwn(shown, cell) ? cell : values.get(comparable(cell)) ?? cell));
    } else if (view.kind === 'date' && column instanceof DateColumn) {
      readers.set(name, (cell) => {
        const day = cell.trim() === '' ? null : dateTest(column, cell.trim(), locale);
        return day && day.prefix.length === 10 ? day.from : cell;
      });
    } else if (view.kind === 'number' && plainSeparator(locale) === ',') {
      readers.set(name, (cell) => (/^\s*-?\d+,\d+\s*$/.test(cell) ? cell.replace(',', '.') : cell));
    }
  }
  return readers;
}

/** A label as compared: trimmed, no case. */
function comparable(text: string): string {
  return text.trim().toLowerCase();
}
