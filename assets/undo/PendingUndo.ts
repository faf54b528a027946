import type { AjaxData } from 'datatables.net';
import type { RowData } from '../../lib/wire/page-view.js';
import type { Notices } from '../notices/Notices.js';
import type { TableHandle } from '../actions/TableHandle.js';
import type { DataAnswer } from '../table/kept-page.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import { focusNearTable } from '../actions/focus-after-delete.js';
import { keepingFocus } from '../actions/keep-focus.js';

/** A delete held back during its undo window. */
export interface DeferredDelete {
  /** How long Undo is offered, in ms. */
  ms: number;
  /** What the notice says ("Deleted “Dune”", "Deleted 12 rows"); " — Undo" is its button. */
  message: string;
  /** Whether the table hides this row of a page asked with this request while the delete waits or is sent. */
  hides(row: RowData, request: AjaxData): boolean;
  /** How many rows it deletes: the table's counts shrink by as many meanwhile. */
  count: number;
  /** Sends the delete and reports a failure; `keepalive` when the page is going (the browser finishes the request after it). The table reloads after. */
  send(keepalive: boolean): Promise<void>;
  /** Undo was chosen: the rows are shown again (the table has reloaded); focus goes where the flow wants it. */
  undone(): void;
  /** Where focus goes when the window ends while it was in the notice (its rows already hidden); absent: near the table (`focusNearTable`). */
  refocus?(): void;
}

/**
 * The undo window of a table's deletes (docs/bulk-and-undo.md, Undo): a DEFERRED SEND. The rows are hidden in this
 * tab only and nothing is sent; Undo shows them again, exactly as they were, since nothing happened.
 * The delete is sent when the window ends (or its notice is dismissed), when the page is left (`pagehide`, with `keepalive`), when
 * the table goes, or before the next delete: one waits at a time. Rows stay hidden until the server
 * answered; then the table reloads (a failure is the flow's to show, and the rows come back).
 */
export class PendingUndo implements TablePlugin {
  private waiting: { delete: DeferredDelete; timer: ReturnType<typeof setTimeout>; notice: HTMLElement | null } | null = null;
  /** The deletes waiting or on their way: their rows stay hidden. */
  private readonly hidden = new Set<DeferredDelete>();

  constructor(
    private readonly table: TableHandle,
    private readonly notices: Pick<Notices, 'show'> | null,
    private readonly undoLabel: string,
  ) {}

  /** While rows are hidden, a page asks for as many more (the server caps it), so that it stays full. */
  asking(request: AjaxData): AjaxData {
    const more = this.hiddenCount();
    return more && request.length! > 0 ? { ...request, length: request.length! + Math.min(more, 100) } : request;
  }

  answered(request: AjaxData, answer: DataAnswer): DataAnswer {
    if (!this.hidden.size) return answer;
    const deletes = [...this.hidden];
    const hidden = this.hiddenCount();
    const data = answer.data.filter((row) => !deletes.some((each) => each.hides(row as RowData, request))).slice(0, request.length! > 0 ? request.length : undefined);
    const shrink = (count: number) => Math.max(0, count - hidden);
    return { ...answer, recordsTotal: shrink(answer.recordsTotal), recordsFiltered: shrink(answer.recordsFiltered), data };
  }

  private hiddenCount(): number {
    return [...this.hidden].reduce((sum, each) => sum + each.count, 0);
  }

  /** Hides the rows and offers Undo for `ms`; a delete already waiting is sent first. Resolves once the rows are hidden. */
  async defer(deferred: DeferredDelete): Promise<void> {
    await this.send();
    this.hidden.add(deferred);
    const timer = setTimeout(() => void this.send(), deferred.ms);
    this.waiting = { delete: deferred, timer, notice: null };
    window.addEventListener('pagehide', this.onPageHide);
    await this.table.reload();
    if (this.waiting?.delete !== deferred) return;
    const notice = this.notices?.show(deferred.message, { label: this.undoLabel, run: () => void this.undo() }, deferred.ms) ?? null;
    this.waiting.notice = notice;
    // Dismissed: no Undo is wanted, so the window ends now.
    notice?.querySelector('.ux-datatables-alert-dismiss')?.addEventListener('click', () => void this.send());
    notice?.querySelector<HTMLElement>('[data-ux-datatables-undo]')?.focus();
  }

  /** Undo: the waiting delete is dropped, never sent, and its rows shown again. */
  async undo(): Promise<void> {
    const waiting = this.end();
    if (!waiting) return;
    this.hidden.delete(waiting.delete);
    await keepingFocus(this.table.element, () => this.table.reload());
    waiting.delete.undone();
  }

  /** Sends the waiting delete now (`keepalive` as the page goes); resolves once it was answered. */
  async send(keepalive = false): Promise<void> {
    const waiting = this.end();
    if (!waiting) return;
    try {
      await waiting.delete.send(keepalive);
    } finally {
      this.hidden.delete(waiting.delete);
    }
    // The rows as the server has them now: gone, or back after a failure. Not for a page that is going.
    if (!keepalive) await keepingFocus(this.table.element, () => this.table.reload());
  }

  private end() {
    const waiting = this.waiting;
    if (!waiting) return null;
    this.waiting = null;
    clearTimeout(waiting.timer);
    window.removeEventListener('pagehide', this.onPageHide);
    const active = document.activeElement;
    // Focus was in the notice (Undo, or its × that just removed it): it goes to a control of the table
    // (docs/front-end.md, Keyboard), not the page's body, nor the <table>, which shows no ring and does nothing.
    const focused = waiting.notice?.contains(active) || active === document.body;
    waiting.notice?.remove();
    if (focused) (waiting.delete.refocus ?? (() => focusNearTable(this.table.element)))();
    return waiting;
  }

  // `pagehide` rather than `visibilitychange`: a tab merely hidden may come back within the window.
  private readonly onPageHide = (): void => void this.send(true);
}
