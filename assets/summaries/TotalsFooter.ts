import type { Api } from 'datatables.net';
import type { ColumnView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { RowTotals, TotalsAnswer } from '../../lib/wire/totals.js';
import { totalLines } from '../../lib/wire/total-text.js';
import { columnNameOf } from '../table/column-data.js';

/**
 * The footer's few presentation properties, set by this chunk rather than in ux-datatables.css, which every
 * page loads (a table without totals would pay for them). Set through the CSSOM, which a strict CSP allows.
 * `spoken`: a cell's row label hidden from the eye, not from a screen reader (the first column names the row to the eye).
 */
const STYLES = {
  spoken: { position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  line: { display: 'block', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  label: { textAlign: 'start', fontWeight: '600', verticalAlign: 'top' },
  cell: { verticalAlign: 'top' },
  heading: { fontWeight: '600', marginBlockEnd: '.25em' },
} satisfies Record<string, Partial<CSSStyleDeclaration>>;

/**
 * Draws the totals an answer holds in the table's `<tfoot>` (`totals-of-table`): in each summarizing column's
 * two cells its kinds' values, in the page's number format (`totalLines`), each number isolated (`<bdi>`) so
 * that a right-to-left page keeps its sign and digits in order; the rows' labels (every matching row, this
 * page) in the first column that summarizes nothing, and again, spoken only, in each cell. A column folded
 * away by Responsive on a narrow screen has its totals listed below the table instead. A column shown
 * again whose totals the last answer lacks reloads the table (its request now asks them).
 */
export class TotalsFooter {
  private readonly folded: HTMLElement;
  private last: TotalsAnswer | null = null;
  private readonly redraw = () => this.show(this.last);
  private readonly shownAgain = (_event: unknown, _settings: unknown, index: number, visible: boolean) => {
    const name = columnNameOf(this.api.column(index).dataSrc());
    const column = this.columns.find((candidate) => candidate.name === name);
    if (visible && column?.totals?.length && !this.last?.page.values[column.name]) this.api.ajax.reload(undefined, false);
  };

  constructor(
    private readonly api: Api,
    private readonly foot: HTMLTableSectionElement,
    private readonly columns: readonly ColumnView[],
    private readonly language: { t: Translate; locale: string },
  ) {
    this.folded = foot.ownerDocument.createElement('div');
    this.folded.className = 'uxdt-totals-folded';
    this.folded.hidden = true;
    foot.closest('table')!.after(this.folded);
    this.api.on('responsive-resize', this.redraw);
    this.api.on('column-visibility.dt', this.shownAgain);
  }

  /** Draws `answer`'s totals; null (a page that asked none: no summarizing column shown) empties the footer. */
  show(answer: TotalsAnswer | null): void {
    this.last = answer;
    if (!answer) {
      for (const cell of this.foot.querySelectorAll('td')) cell.replaceChildren();
      return this.showFolded([], { all: '', page: '' });
    }
    const { t } = this.language;
    const labels = {
      all: answer.all ? t('totals.all', { rows: answer.all.rows }) : t('totals.over', { upTo: this.number(answer.over?.upTo ?? 0) }),
      page: t('totals.page', { rows: answer.page.rows }),
    };
    const labelAt = this.columns.findIndex((column) => !column.totals?.length && column.kind !== 'action');
    // Responsive's `responsiveHidden()` is false for every column of a table without it (pinned columns: it scrolls).
    const shown = this.api.init().responsive === false ? undefined : this.api.columns().responsiveHidden?.().toArray() as boolean[] | undefined;
    const folded: Array<{ column: ColumnView; all: string[]; page: string[] }> = [];
    this.columns.forEach((column, i) => {
      // Where the column is now: the user may have moved it (`setColumnArrangement({ reorder })`).
      const index = this.api.column(`${column.name}:name`).index();
      const [allCell, pageCell] = [this.api.column(index).footer(0), this.api.column(index).footer(1)] as Array<HTMLElement | null>;
      if (i === labelAt) {
        for (const [cell, label] of [[allCell, labels.all], [pageCell, labels.page]] as const) {
          cell?.classList.add('uxdt-totals-label');
          if (cell) Object.assign(cell.style, STYLES.label);
          cell?.replaceChildren(label);
        }
        return;
      }
      if (!column.totals?.length) return;
      const all = this.texts(column, answer.all);
      const page = this.texts(column, answer.page);
      this.fill(allCell, labels.all, all);
      this.fill(pageCell, labels.page, page);
      if (shown && shown[index] === false && this.api.column(index).visible() && (all.length || page.length)) folded.push({ column, all, page });
    });
    this.showFolded(folded, labels);
  }

  disconnect(): void {
    this.api.off('responsive-resize', this.redraw);
    this.api.off('column-visibility.dt', this.shownAgain);
    this.folded.remove();
  }

  /** "Sum 1,234.50" for each kind the totals hold for the column, in the order it declares them. */
  private texts(column: ColumnView, totals: RowTotals | null): string[] {
    const values = totals?.values[column.name];
    if (!values) return [];
    return totalLines(column, values, this.language, { separator: '\u00a0', isolated: true });
  }

  private fill(cell: HTMLElement | null, label: string, texts: string[]): void {
    if (!cell) return;
    const doc = cell.ownerDocument;
    Object.assign(cell.style, STYLES.cell);
    const spoken = doc.createElement('span');
    Object.assign(spoken.style, STYLES.spoken);
    spoken.textContent = `${label}: `;
    const lines = texts.map((text) => {
      const line = doc.createElement('span');
      line.className = 'uxdt-total';
      Object.assign(line.style, STYLES.line);
      line.textContent = text;
      return line;
    });
    cell.replaceChildren(...(texts.length ? [spoken, ...lines] : []));
  }

  /** Below the table, the totals of the columns folded away on a narrow screen; hidden when none is. */
  private showFolded(folded: Array<{ column: ColumnView; all: string[]; page: string[] }>, labels: { all: string; page: string }): void {
    const doc = this.folded.ownerDocument;
    this.folded.hidden = folded.length === 0;
    if (folded.length === 0) return this.folded.replaceChildren();
    const heading = doc.createElement('p');
    heading.textContent = this.language.t('totals.folded');
    Object.assign(heading.style, STYLES.heading);
    const list = doc.createElement('dl');
    for (const { column, all, page } of folded) {
      const term = doc.createElement('dt');
      term.textContent = column.label;
      list.append(term);
      for (const [label, texts] of [[labels.all, all], [labels.page, page]] as const) {
        if (!texts.length) continue;
        const detail = doc.createElement('dd');
        detail.style.marginInlineStart = '1em';
        detail.textContent = `${label}: ${new Intl.ListFormat(this.language.locale, { type: 'unit' }).format(texts)}`;
        list.append(detail);
      }
    }
    this.folded.replaceChildren(heading, list);
  }

  private number(value: number): string {
    return new Intl.NumberFormat(this.language.locale).format(value);
  }
}
