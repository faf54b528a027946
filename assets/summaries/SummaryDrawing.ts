import { cellLocale } from '../../lib/wire/cell-locale.js';
import { translator } from '../../lib/wire/translate.js';
import type { DataAnswer } from '../table/kept-page.js';
import { GroupRows } from './GroupRows.js';
import type { SummaryHost, SummaryParts } from './summary-parts.js';
import { TotalsFooter } from './TotalsFooter.js';

/** The chunk of a table with totals or groups: draws each answer's totals in the footer and its groups' header rows. */
export class SummaryDrawing {
  private readonly totals: TotalsFooter | null;
  private readonly groups: GroupRows | null;

  constructor(host: SummaryHost, given: SummaryParts) {
    // Written as the cells are: in the page's language refined by the browser's region (`ar-EG`'s digits, not `ar`'s).
    const locale = cellLocale(given.language.locale, host.dataTables.table().node().ownerDocument.defaultView?.navigator.languages) ?? given.language.locale;
    const parts = { ...given, language: { t: translator(given.view.i18n?.messages, locale), locale } };
    this.totals = parts.foot ? new TotalsFooter(host.dataTables, parts.foot, parts.view.table.columns, parts.language) : null;
    this.groups = parts.control ? new GroupRows(host.dataTables, parts.control, parts) : null;
  }

  show(answer: DataAnswer): void {
    this.totals?.show(answer.totals ?? null);
    this.groups?.show(answer.groups ?? null);
  }

  disconnect(): void {
    this.totals?.disconnect();
    this.groups?.disconnect();
  }
}
