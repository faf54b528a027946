import type { FilterValue } from '../../lib/wire/filters.js';
import type { ColumnFilterView, ColumnView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';

/** The column a filter control belongs to. */
export const FILTER = 'data-ux-datatables-filter';

/** A column with a filter, as the filter bar draws it. */
export type FilterColumn = ColumnView & { filter: ColumnFilterView };

/** A related row's label by its key, as far as the filter bar knows it (else the key is shown). */
export type RelatedLabel = (column: string, id: string) => string | undefined;

/**
 * A filter in words, for its chip: "Status: Draft, Published", "Pages: 10 – 20", "Title contains: dune",
 * "Author: Tolkien, Tolstoy" (a relation's rows by their labels, `relatedLabel`).
 */
export function describeFilter(column: FilterColumn, value: FilterValue, t: Translate, locale: string, relatedLabel?: RelatedLabel): string {
  const { filter } = column;
  let label = column.label;
  let text: string;
  if ('in' in value) text = value.in.map((choice) => filter.choices?.find((c) => c.value === choice)?.label ?? relatedLabel?.(column.name, choice) ?? choice).join(', ');
  else if ('is' in value) text = t(value.is ? 'cell.yes' : 'cell.no');
  else if ('text' in value) {
    label = t(`filter.${filter.mode ?? 'contains'}`, { label });
    text = `“${value.text}”`;
  } else {
    // A bound that is not what the controls write (a hand-edited URL) is shown as it is.
    const shown = (bound: string) => {
      const date = new Date(`${bound}T00:00:00Z`);
      if (filter.kind === 'date') return isNaN(date.getTime()) ? bound : new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(date);
      return isNaN(Number(bound)) ? bound : new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(Number(bound));
    };
    const { from, to } = value;
    text = from && to ? t('filter.range', { from: shown(from), to: shown(to) }) : from ? t('filter.range_from', { from: shown(from) }) : t('filter.range_to', { to: shown(to!) });
  }
  return t('filter.chip', { label, value: text });
}
