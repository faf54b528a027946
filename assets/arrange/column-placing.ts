import type { Api } from 'datatables.net';
import { inNamedOrder, type ColumnWidths } from '../../lib/wire/column-arrangement.js';
import { columnNames, columnSettings } from '../table/arranged-columns.js';

/** Gives the columns of `names` exactly `widths` (the others their natural width), without drawing; true when any changed. */
export function setWidths(api: Api, widths: ColumnWidths, names: readonly string[]): boolean {
  const settings = columnSettings(api);
  let changed = false;
  columnNames(api).forEach((name, index) => {
    if (name === null || !names.includes(name)) return;
    const width = Object.hasOwn(widths, name) ? `${widths[name]}px` : null;
    if ((settings[index].width ?? null) !== width) {
      settings[index].width = width;
      changed = true;
    }
  });
  if (changed) api.columns.adjust();
  return changed;
}

/**
 * Puts the columns `order` names in that order, where they were declared among `names` (the table's, as declared; a
 * column left unnamed keeps its place, the parts' columns stay first): ColReorder's, once its chunk is in (before, the
 * table is as declared and nothing can have moved it). True when any moved.
 */
export function moveColumns(api: Api, order: readonly string[], names: readonly string[]): boolean {
  // An API made before ColReorder's chunk came lacks its methods: a new one of the same table has them.
  const fresh = new (api.constructor as new (context: unknown) => Api)(api.settings()[0]);
  const reorder = (fresh as unknown as { colReorder?: { order(set?: number[], original?: boolean): number[] } }).colReorder;
  if (!reorder) return false;
  const own = api.columns().count() - names.length;
  const wanted = [...Array(own).keys(), ...inNamedOrder(names, order).map((name) => own + names.indexOf(name))];
  if (reorder.order().join() === wanted.join()) return false;
  reorder.order(wanted, true);
  return true;
}
