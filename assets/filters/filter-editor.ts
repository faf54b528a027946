import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { FilterValue } from '../../lib/wire/filters.js';
import type { Translate } from '../../lib/wire/translate.js';
import { FILTER, type FilterColumn } from './filter-controls.js';
import { RELATION_ATTRIBUTE } from '../../lib/wire/modal-hooks.js';
import { relationStylesheet } from '../relations/relation-stylesheet.js';

// The filter bar's editor: a chunk fetched when the bar is first opened (FilterBar).

/**
 * Waits for what the relation filters' pickers need before the controls are drawn: their code (`parts`,
 * the filter bar's fetch of it; null: no picker to draw) and their styles, linked from here rather than
 * from the bundle, so that a page without a picker carries no loader.
 */
export async function pickersReady(parts: unknown): Promise<void> {
  if (parts) await Promise.all([parts, relationStylesheet(document)]);
}

/** A range's inputs say their bound (`from`, `to`). */
const BOUND = 'data-ux-datatables-bound';

/**
 * A column's filter control, labelled for screen readers: a group of checkboxes (choices), a select
 * of any/yes/no (boolean), two inputs from/to in a group named after the column (date, number), a
 * search input named with its mode (text: "Title starts with").
 */
export function filterControl(column: FilterColumn, t: Translate, optionsUrl = ''): string {
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
    case 'relation':
      return relationControl(column, optionsUrl);
    case 'text':
      return `<label class="ux-datatables-filter"><span>${escapeHtml(t(`filter.${filter.mode ?? 'contains'}`, { label: column.label }))}</span> <input type="search" ${at}></label>`;
    default: {
      const type = filter.kind === 'date' ? 'date' : 'number" step="any';
      const bound = (key: 'from' | 'to') => `<label>${escapeHtml(t(`filter.${key}`))} <input type="${type}" ${at} ${BOUND}="${key}"></label>`;
      return group(bound('from') + bound('to'));
    }
  }
}

/**
 * A relation's filter: the markup of a ManyToMany form field (lib/wire/modal-hooks.ts), which the relation
 * picker makes a combobox with chips; its chips are the filter's rows (FilterBar reads them, not inputs).
 */
function relationControl(column: FilterColumn, optionsUrl: string): string {
  const id = `ux-datatables-filter-${escapeHtml(column.name)}`;
  return `<div class="ux-datatables-filter ux-datatables-filter--relation"><label for="${id}">${escapeHtml(column.label)}</label>` +
    `<div class="uxdt-relation" ${RELATION_ATTRIBUTE} data-options-url="${escapeHtml(optionsUrl)}" data-multiple="true">` +
    `<input type="hidden" value=""><ul class="uxdt-chips"></ul>` +
    `<input type="text" id="${id}" class="uxdt-input" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-listbox" autocomplete="off">` +
    `<ul role="listbox" id="${id}-listbox" class="uxdt-relation__listbox" hidden></ul></div></div>`;
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
