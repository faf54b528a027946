import { HttpError } from '../../errors/HttpError.js';
import type { TableModel } from '../../model/TableModel.js';
import type { ExportFormat } from '../../wire/page-view.js';
import type { NestedParams } from '../shared/nested-params.js';

/**
 * The format asked (`format=csv|xlsx`), one the table's export offers; else 400.
 */
export function readExportFormat(value: string | NestedParams | undefined, offered: readonly ExportFormat[]): ExportFormat {
  if (typeof value !== 'string' || !offered.includes(value as ExportFormat)) {
    throw HttpError.badRequest(`"format" must be one of ${offered.map((format) => `"${format}"`).join(', ')}`, { format: [`one of ${offered.join(', ')}`] });
  }
  return value as ExportFormat;
}

/**
 * The columns to export, in the order shown: `visible[i]=<column name>`, each a column of the table
 * and named once (else 400); absent, the columns the table shows by default.
 */
export function readVisibleColumns(value: string | NestedParams | undefined, table: TableModel): string[] {
  if (value === undefined) return table.columns.filter((column) => column.visible).map((column) => column.name);
  if (typeof value === 'string') throw HttpError.badRequest('"visible" must be a list: visible[0]=<column>, visible[1]=…');
  const keys = Object.keys(value).sort((a, b) => Number(a) - Number(b));
  const names: string[] = [];
  for (const key of keys) {
    const name = value[key];
    if (!/^\d+$/.test(key) || typeof name !== 'string') throw HttpError.badRequest('"visible" must be a list: visible[0]=<column>, visible[1]=…');
    if (!table.column(name)) throw HttpError.badRequest(`Unknown column ${JSON.stringify(name.slice(0, 100))} in "visible"`, { visible: ['unknown column'] });
    if (names.includes(name)) throw HttpError.badRequest(`Column "${name}" is named twice in "visible"`, { visible: ['named twice'] });
    names.push(name);
  }
  return names;
}
