import type { Api } from 'datatables.net';
import type { Filters } from '../../lib/wire/filters.js';

/** Why rows cannot be moved now, the first that applies; null: they can. */
export type MoveOffReason = 'search' | 'filters' | 'group' | 'order';

/**
 * Whether the rows shown are the rows in their places (lib/wire/row-order.ts): a row dropped between two others
 * takes the place the page shows it at only when the table is ordered by the places' column alone, lowest first,
 * neither searched (the search box, a column's search), filtered nor grouped (a group orders the rows first).
 */
export function moveOffReason(api: Api, placeColumn: number, state: { filters: Filters; grouped: boolean }): MoveOffReason | null {
  if (api.search() !== '' || Array.from(api.columns().search() as unknown as ArrayLike<unknown>).some((search) => search !== '' && search != null)) return 'search';
  if (Object.keys(state.filters).length > 0) return 'filters';
  if (state.grouped) return 'group';
  const order = api.order() as unknown as [number, string][];
  return order.length === 1 && order[0][0] === placeColumn && order[0][1] === 'asc' ? null : 'order';
}
