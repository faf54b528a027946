import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { ColumnView } from '../../lib/wire/page-view.js';
import { loadHtmlSanitizer, type HtmlSanitizer } from './sanitize-html.js';

/** Whether a column's cells are the row's own HTML, sanitized: a text column of type `html`. */
export function isHtmlColumn(column: ColumnView): boolean {
  return column.kind === 'text' && column.type === 'html';
}

/**
 * The cells of a table's `html` columns. The sanitizer (DOMPurify, about 10 KB sent) is fetched only
 * once such a column is shown, so a page without one never downloads it; until it is there a cell is
 * drawn blank, never unsanitized, and `load()` settling says when to draw the cells again.
 */
export class HtmlCells {
  private sanitize?: HtmlSanitizer | null;
  private loading?: Promise<void>;

  /** Fetches the sanitizer, once. Should that fail, the cells are escaped: shown as text, never run. */
  load(): Promise<void> {
    return (this.loading ??= loadHtmlSanitizer().then(
      (sanitize) => void (this.sanitize = sanitize),
      (error: unknown) => {
        this.sanitize = null;
        console.error('ux-datatables: the HTML sanitizer did not load; html cells show their markup as text', error);
      },
    ));
  }

  /** A cell's HTML: sanitized; escaped where there is no DOM to sanitize in; blank until loaded. */
  render(html: string): string {
    return this.sanitize ? this.sanitize(html) : this.sanitize === null ? escapeHtml(html) : '';
  }
}
