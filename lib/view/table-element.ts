import { escapeHtml } from '../wire/escape-html.js';
import type { PageView } from '../wire/page-view.js';
import { CONTROLLER_ATTRIBUTE, TABLE_CONTROLLER, VIEW_ATTRIBUTE } from '../wire/table-mount.js';

/** Attributes of the rendered `<table>` besides the controller wiring. */
export interface TableElementAttributes {
  id?: string;
  class?: string;
}

/**
 * The `<table>` element that the browser's `datatable` Stimulus controller turns into a data table:
 * `data-controller="datatable"` and the page view as JSON in `data-datatable-view-value`.
 * @example
 * renderTableElement(view, { id: 'books', class: 'display' });
 * // <table id="books" class="display" data-controller="datatable" data-datatable-view-value="{&quot;table&quot;:...}"></table>
 */
export function renderTableElement(view: PageView | object, attributes: TableElementAttributes = {}): string {
  const parts = ['<table'];
  if (attributes.id) parts.push(` id="${escapeHtml(attributes.id)}"`);
  if (attributes.class) parts.push(` class="${escapeHtml(attributes.class)}"`);
  parts.push(` ${CONTROLLER_ATTRIBUTE}="${TABLE_CONTROLLER}"`);
  parts.push(` ${VIEW_ATTRIBUTE}="${escapeHtml(JSON.stringify(view))}"`);
  parts.push('></table>');
  return parts.join('');
}
