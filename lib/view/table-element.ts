/** Attributes of the rendered `<table>` besides the controller wiring. */
export interface TableElementAttributes {
  id?: string;
  class?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a string for HTML text and for a quoted attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/**
 * The `<table>` element that the browser's `datatable` Stimulus controller turns into a data table:
 * `data-controller="datatable"` and the page view as JSON in `data-datatable-view-value`.
 * @example
 * renderTableElement(view, { id: 'books', class: 'display' });
 * // <table id="books" class="display" data-controller="datatable" data-datatable-view-value="{&quot;table&quot;:...}"></table>
 */
export function renderTableElement(view: object, attributes: TableElementAttributes = {}): string {
  const parts = ['<table'];
  if (attributes.id) parts.push(` id="${escapeAttribute(attributes.id)}"`);
  if (attributes.class) parts.push(` class="${escapeAttribute(attributes.class)}"`);
  parts.push(' data-controller="datatable"');
  parts.push(` data-datatable-view-value="${escapeAttribute(JSON.stringify(view))}"`);
  parts.push('></table>');
  return parts.join('');
}
