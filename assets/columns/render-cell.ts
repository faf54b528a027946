import { renderActions } from '../actions/render-actions.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import { safeUrl } from '../../lib/wire/safe-url.js';
import type { ActionView, ColumnView, RowData } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import { cellText } from '../../lib/wire/cell-text.js';
import { isHtmlColumn, type HtmlCells } from './HtmlCells.js';
import { isRelatedLabels, type RelatedLabels } from '../../lib/wire/related-labels.js';

/** Renders one cell's HTML from its value and row. */
export type CellRenderer = (value: unknown, row: RowData) => string;

/** The page's language, for cells: its messages (Yes, No) and the locale `Intl` formats with. */
export interface CellLanguage {
  t: Translate;
  locale?: string;
}

/** What cells are drawn with: the page's language, and the table's `html` cells (escaped without). */
export interface CellContext extends CellLanguage {
  html?: HtmlCells;
}

const KEYS: CellContext = { t: (key) => key };

/**
 * The display renderer of a column, by kind. Template cells are the server's HTML, text columns
 * of type `html` sanitized HTML (`html`, blank until its sanitizer has loaded); everything else is escaped, and links are rendered only for safe
 * URLs. An action column draws `actions`
 * (the table's, which the page view sends once, outside the column). Numbers take the locale's
 * decimal separator (no grouping: a number column may hold years or codes) and the column's
 * `decimals`; dates without a `dateFormat` are formatted for the locale, in digits.
 */
export function cellRenderer(column: ColumnView, actions: readonly ActionView[] = [], context: CellContext = KEYS): CellRenderer {
  const one = kindRenderer(column, actions, context);
  if (column.kind === 'action' || column.kind === 'template') return one;
  return (value, row) => (isRelatedLabels(value) ? renderRelated(value, one, row, context.t) : one(value, row));
}

/**
 * A to-many column's cell (`tags`): each label drawn by the column's kind, as a comma list that wraps
 * between labels on a phone (badges would each take a line there), and a muted "+3 more" when the server
 * sent only the first. The commas are text, so a screen reader and a copy read the list as it looks.
 */
function renderRelated({ labels, more }: RelatedLabels, one: CellRenderer, row: RowData, t: Translate): string {
  const shown = labels.map((label) => one(label, row)).filter(Boolean).map((html) => `<span class="uxdt-related__label">${html}</span>`);
  const rest = more > 0 ? ` <span class="uxdt-related__more">${escapeHtml(t('cell.more', { count: more }))}</span>` : '';
  return shown.length || rest ? `<span class="uxdt-related">${shown.join(', ')}${rest}</span>` : '';
}

function kindRenderer(column: ColumnView, actions: readonly ActionView[], { t, locale, html }: CellContext): CellRenderer {
  const options = column.options ?? {};
  switch (column.kind) {
    case 'boolean':
      // Edited in place: a switch, which the user toggles on the rows they may edit.
      if (column.inPlace) return (value, row) => renderBoolean(value ?? false, true, column.label, t, !!row?._actions?.EDIT);
      return (value) => renderBoolean(value, options.renderAsSwitch === true, column.label, t);
    case 'choice':
    case 'date':
    case 'number': {
      const text = cellText(column, { t, locale });
      return (value) => escapeHtml(text(value));
    }
    case 'url':
      return (value) => renderLink(value, options.linkLabel, options.newTab === true);
    case 'template':
      return (value) => (isBlank(value) ? '' : String(value));
    case 'action':
      return (_value, row) => renderActions(actions, row);
    default: {
      const cells = isHtmlColumn(column) ? html : undefined;
      return (value) => (cells && !isBlank(value) ? cells.render(String(value)) : escapeHtml(value));
    }
  }
}

function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function renderBoolean(value: unknown, asSwitch: boolean, label: string, t: Translate, enabled = false): string {
  if (isBlank(value)) return '';
  const on = value === true || value === 1 || value === '1' || value === 'true';
  if (!asSwitch) return t(on ? 'cell.yes' : 'cell.no');
  return (
    `<span class="form-check form-switch ux-datatables-switch">` +
    `<input type="checkbox" class="form-check-input" role="switch"${enabled ? '' : ' disabled'}${on ? ' checked' : ''}` +
    ` aria-label="${escapeHtml(label)}"></span>`
  );
}

function renderLink(value: unknown, linkLabel: unknown, newTab: boolean): string {
  const url = safeUrl(value);
  if (url === null) return '';
  const label = typeof linkLabel === 'string' && linkLabel !== '' ? linkLabel : url;
  const target = newTab ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a href="${escapeHtml(url)}"${target}>${escapeHtml(label)}</a>`;
}
