import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { FilterValue } from '../../lib/wire/filters.js';
import type { ColumnFilterView, ColumnView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';

/** The column a filter control belongs to; a range's inputs say their bound in {@link BOUND}. */
export const FILTER = 'data-ux-datatables-filter';
const BOUND = 'data-ux-datatables-bound';

/** A column with a filter, as the filter bar draws it. */
export type FilterColumn = ColumnView & { filter: ColumnFilterView };

/**
 * A column's filter control, labelled for screen readers: a group of checkboxes (choices), a select
 * of any/yes/no (boolean), two inputs from/to in a group named after the column (date, number), a
 * search input named with its mode (text: "Title starts with").
 */
export function filterControl(column: FilterColumn, t: Translate): string {
  const { filter } = column;
  const name = escapeHtml(column.name);
  const label = escapeHtml(column.label);
  const at = `${FILTER}="${name}"`;
  const group = (inner: string) => `<fieldset class="ux-datatables-filter"><legend>${label}</legend>${inner}</fieldset>`;
  switch (filter.kind) {
    case 'choice':
      return group((filter.choices ?? [])
        .map((choice) => `<label><input type="checkbox" ${at} value="${escapeHtml(choice.value)}"> ${escapeHtml(choice.label)}</label>`)
        .join(''));
    case 'boolean': {
      const option = (value: string, text: string) => `<option value="${value}">${escapeHtml(text)}</option>`;
      return `<label class="ux-datatables-filter"><span>${label}</span> <select ${at}>${option('', t('filter.any'))}${option('true', t('cell.yes'))}${option('false', t('cell.no'))}</select></label>`;
    }
    case 'text':
      return `<label class="ux-datatables-filter"><span>${escapeHtml(t(`filter.${filter.mode ?? 'contains'}`, { label: column.label }))}</span> <input type="search" ${at}></label>`;
    default: {
      const type = filter.kind === 'date' ? 'date' : 'number" step="any';
      const bound = (key: 'from' | 'to') => `<label>${escapeHtml(t(`filter.${key}`))} <input type="${type}" ${at} ${BOUND}="${key}"></label>`;
      return group(bound('from') + bound('to'));
    }
  }
}

/** The filter the controls of a column say now; null: none (nothing picked, typed or chosen). */
export function readControls(column: FilterColumn, controls: HTMLInputElement[]): FilterValue | null {
  switch (column.filter.kind) {
    case 'choice': {
      const picked = controls.filter((box) => box.checked).map((box) => box.value);
      return picked.length ? { in: picked } : null;
    }
    case 'boolean':
      return controls[0].value === '' ? null : { is: controls[0].value === 'true' };
    case 'text': {
      const text = controls[0].value.trim();
      return text ? { text } : null;
    }
    default: {
      const range: { from?: string; to?: string } = {};
      // A number input takes `1e5`, which the server (plain decimals only) would refuse: sent in digits.
      const plain = (value: string) => (/e/i.test(value) ? Number(value).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : value);
      for (const input of controls) if (input.value) range[input.getAttribute(BOUND) as 'from' | 'to'] = plain(input.value);
      return range.from || range.to ? range : null;
    }
  }
}

/** Sets a column's controls to a filter (null: cleared), as the filters are now. */
export function showInControls(value: FilterValue | null, controls: HTMLInputElement[]): void {
  for (const control of controls) {
    if (control.type === 'checkbox') control.checked = !!value && 'in' in value && value.in.includes(control.value);
    else if (value && 'is' in value) control.value = String(value.is);
    else if (value && 'text' in value) control.value = value.text;
    else control.value = (value as Record<string, string> | null)?.[control.getAttribute(BOUND) ?? ''] ?? '';
  }
}

/** A filter in words, for its chip: "Status: Draft, Published", "Pages: 10 – 20", "Title contains: dune". */
export function describeFilter(column: FilterColumn, value: FilterValue, t: Translate, locale: string): string {
  const { filter } = column;
  let label = column.label;
  let text: string;
  if ('in' in value) text = value.in.map((choice) => filter.choices?.find((c) => c.value === choice)?.label ?? choice).join(', ');
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
