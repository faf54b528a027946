import { ConfigurationError } from '../errors/ConfigurationError.js';

/**
 * How a table's rows may be grouped (docs/totals.md, "Groups"): `offer`, the columns the user may group by
 * (a "Group by" choice beside the table); `by`, the grouping a page opens with (one of them; null: none). A
 * grouped page is ordered by its group first, and a header row before each group says its value, its rows
 * among every matching one and, for the columns with totals, the group's totals.
 */
export interface GroupingOptions {
  offer: readonly string[];
  by?: string | null;
}

/** The options as given, copied; anything else is a ConfigurationError quoting them (the columns are checked with the table's). */
export function checkGroupingOptions(options: GroupingOptions): Readonly<{ offer: readonly string[]; by: string | null }> {
  const { offer, by = null } = options ?? ({} as GroupingOptions);
  const names = Array.isArray(offer) ? offer : null;
  const says = `setGrouping() takes { offer: [column names], by?: one of them or null }, got ${JSON.stringify(options)}`;
  if (!names || names.length === 0 || !names.every((name) => typeof name === 'string' && name !== '') || new Set(names).size !== names.length) throw new ConfigurationError(says);
  if (by !== null && !names.includes(by)) throw new ConfigurationError(says);
  if (Object.keys(options).some((key) => key !== 'offer' && key !== 'by')) throw new ConfigurationError(says);
  return Object.freeze({ offer: Object.freeze([...names]), by });
}
