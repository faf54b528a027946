import { renderActions } from '../actions/render-actions.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import { safeUrl } from '../../lib/wire/safe-url.js';
import type { ActionView, ColumnView, RowData } from '../../lib/wire/page-view.js';
import { formatDate } from './format-date.js';
import { htmlSanitizer } from './sanitize-html.js';

/** Renders one cell's HTML from its value and row. */
export type CellRenderer = (value: unknown, row: RowData) => string;

/**
 * The display renderer of a column, by kind. Template cells are the server's HTML, other columns
 * of type `html` sanitized HTML; everything else is escaped, and links are rendered only for safe
 * URLs. An action column draws `actions`
 * (the table's, which the page view sends once, outside the column).
 */
export function cellRenderer(column: ColumnView, actions: readonly ActionView[] = []): CellRenderer {
  const options = column.options ?? {};
  switch (column.kind) {
    case 'boolean':
      return (value) => renderBoolean(value, options.renderAsSwitch === true, column.label);
    case 'choice': {
      const choices = (options.choices ?? {}) as Record<string, string>;
      return (value) => (isBlank(value) ? '' : escapeHtml(Object.hasOwn(choices, String(value)) ? choices[String(value)] : value));
    }
    case 'date': {
      const format = typeof options.dateFormat === 'string' ? options.dateFormat : 'YYYY-MM-DD';
      return (value) => (isBlank(value) ? '' : escapeHtml(formatDate(value, format) ?? value));
    }
    case 'url':
      return (value) => renderLink(value, options.linkLabel, options.newTab === true);
    case 'template':
      return (value) => (isBlank(value) ? '' : String(value));
    case 'action':
      return (_value, row) => renderActions(actions, row);
    default: {
      const sanitize = column.type === 'html' ? htmlSanitizer() : null;
      return (value) => (sanitize && !isBlank(value) ? sanitize(String(value)) : escapeHtml(value));
    }
  }
}

function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function renderBoolean(value: unknown, asSwitch: boolean, label: string): string {
  if (isBlank(value)) return '';
  const on = value === true || value === 1 || value === '1' || value === 'true';
  if (!asSwitch) return on ? 'Yes' : 'No';
  return (
    `<span class="form-check form-switch ux-datatables-switch">` +
    `<input type="checkbox" class="form-check-input" role="switch" disabled${on ? ' checked' : ''}` +
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
