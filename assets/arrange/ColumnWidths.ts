import type { Api } from 'datatables.net';
import { boundedWidth, isArrangeable, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, type ColumnWidths as Widths } from '../../lib/wire/column-arrangement.js';
import { chunkStylesheet } from '../flows/chunk-stylesheet.js';
import { ARRANGE_EVENT, widthsOf } from '../table/arranged-columns.js';
import { setWidths } from './column-placing.js';
import { keepArrangement, readArrangement } from './arrangement-store.js';
import { COLUMNS_STYLESHEET } from './columns-stylesheet-url.js';
import { headerCells, isMirrored, keepToItself, nameHeader } from './header-cells.js';
import type { ArrangePart, ArrangeStart } from './arrange-host.js';

/** The class of a header's edge, dragged or given the arrows to size its column (ux-datatables-columns.css). */
export const COLUMN_RESIZE_CLASS = 'ux-datatables-column-resize';
/** Pixels an arrow key adds or takes; with Shift, four times as many. */
export const RESIZE_STEP = 16;

interface Drag { name: string; handle: HTMLElement; from: number; x: number; mirrored: boolean; before: Widths; frame: number | null; width: number }

/**
 * Columns the user sizes (`setColumnArrangement({ resize: true })`, docs/column-arrangement.md), a chunk fetched once such a
 * table exists: the end edge of each header is a separator (WAI-ARIA's window splitter: focusable, its value the width),
 * dragged by a pointer (Escape puts the width back), or given the left and right arrows; a double click gives the column
 * back its own width. A width is DataTables.net's `columns.width`, drawn in the table's `<col>`; kept for the browser
 * with the columns' order ({@link keepArrangement}); the page opens with its URL's widths, else the kept ones.
 */
export class ColumnWidths implements ArrangePart {
  private readonly api: Api;
  private readonly names: string[];
  private readonly labels: Map<string, string>;
  private readonly hint: HTMLElement;
  private drag: Drag | null = null;

  constructor(private readonly start: ArrangeStart) {
    const { view, host } = start;
    this.api = host.api;
    const table = this.api.table().node() as HTMLTableElement;
    this.names = view.table.columns.map((column) => column.name);
    this.labels = new Map(view.table.columns.filter(isArrangeable).map((column) => [column.name, column.label]));
    const styled = chunkStylesheet(table.ownerDocument, COLUMNS_STYLESHEET);
    this.show(start.opened?.widths ?? readArrangement(table.ownerDocument.defaultView, view.table.name).widths);
    // A view shown (the URL's on Back, a saved one): its widths.
    this.api.on(`${ARRANGE_EVENT}.uxWidths`, (_event: unknown, _visible: unknown, widths: Widths) => this.show(widths));
    this.hint = Object.assign(table.ownerDocument.createElement('span'), { id: `${table.id || view.table.name}-column-resize-hint`, hidden: true, textContent: host.t('arrange.resize_hint') });
    table.after(this.hint);
    this.api.on('draw.uxWidths column-visibility.uxWidths columns-reordered.uxWidths column-sizing.uxWidths', this.handles);
    this.handles();
    void Promise.resolve(styled).then(this.handles);
  }

  disconnect(): void {
    this.api.off('.uxWidths');
    this.hint.remove();
    for (const handle of (this.api.table().header() as HTMLElement).querySelectorAll(`.${COLUMN_RESIZE_CLASS}`)) handle.remove();
  }

  /** Gives the columns that may be sized the widths of `widths` (kept, a view's), within bounds; the others their own. */
  private show(widths: Readonly<Widths>): void {
    setWidths(this.api, Object.fromEntries(Object.entries(widths).filter(([name]) => this.labels.has(name)).map(([name, width]) => [name, boundedWidth(width)])), this.names);
  }

  /** A separator at the end edge of each header of a column that may be sized, once; each one's value the width now. */
  private readonly handles = (): void => {
    const widths = widthsOf(this.api);
    for (const { th, name } of headerCells(this.api)) {
      const label = this.labels.get(name);
      if (label === undefined) continue;
      let handle = th.querySelector<HTMLElement>(`:scope > .${COLUMN_RESIZE_CLASS}`);
      if (!handle) {
        handle = th.ownerDocument.createElement('span');
        handle.className = COLUMN_RESIZE_CLASS;
        handle.tabIndex = 0;
        handle.dataset.column = name;
        const attributes = { role: 'separator', 'aria-orientation': 'vertical', 'aria-label': this.start.host.t('arrange.resize', { column: label }), 'aria-describedby': this.hint.id, 'aria-valuemin': String(MIN_COLUMN_WIDTH), 'aria-valuemax': String(MAX_COLUMN_WIDTH) };
        for (const [attribute, value] of Object.entries(attributes)) handle.setAttribute(attribute, value);
        keepToItself(handle);
        handle.addEventListener('keydown', this.onKey);
        handle.addEventListener('pointerdown', this.onPointerDown);
        handle.addEventListener('dblclick', () => this.resize(name, null, true));
        th.append(handle);
        nameHeader(th, label);
      }
      const width = Math.round(widths[name] ?? th.getBoundingClientRect().width);
      handle.setAttribute('aria-valuenow', String(width));
      handle.setAttribute('aria-valuetext', this.start.host.t('arrange.width', { width }));
    }
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    const handle = event.currentTarget as HTMLElement;
    if (event.key === 'Enter' || event.key === ' ') return void (event.preventDefault(), event.stopPropagation());
    if (event.key === 'Escape' && this.drag) return void (event.stopPropagation(), this.endDrag(false));
    const wider = isMirrored(handle) ? 'ArrowLeft' : 'ArrowRight';
    const narrower = isMirrored(handle) ? 'ArrowRight' : 'ArrowLeft';
    if (event.key !== wider && event.key !== narrower) return;
    event.preventDefault();
    event.stopPropagation();
    const step = (event.shiftKey ? 4 : 1) * RESIZE_STEP * (event.key === wider ? 1 : -1);
    this.resize(handle.dataset.column!, Number(handle.getAttribute('aria-valuenow')) + step, true);
  };

  private readonly onPointerDown = (event: PointerEvent): void => {
    if (event.button !== 0) return;
    const handle = event.currentTarget as HTMLElement;
    // No text selected, no compatibility mousedown (ColReorder's drag of the header).
    event.preventDefault();
    handle.setPointerCapture?.(event.pointerId);
    handle.focus();
    const from = Number(handle.getAttribute('aria-valuenow'));
    this.drag = { name: handle.dataset.column!, handle, from, x: event.clientX, mirrored: isMirrored(handle), before: widthsOf(this.api), frame: null, width: from };
    handle.classList.add(`${COLUMN_RESIZE_CLASS}-active`);
    handle.addEventListener('pointermove', this.onPointerMove);
    handle.addEventListener('pointerup', this.onPointerUp);
    handle.addEventListener('pointercancel', this.onPointerUp);
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const drag = this.drag;
    if (!drag) return;
    drag.width = drag.from + (event.clientX - drag.x) * (drag.mirrored ? -1 : 1);
    // One layout a frame, however fast the pointer moves.
    drag.frame ??= requestAnimationFrame(() => {
      drag.frame = null;
      if (this.drag === drag) this.resize(drag.name, drag.width, false);
    });
  };

  private readonly onPointerUp = (event: PointerEvent): void => this.endDrag(event.type === 'pointerup');

  /** Ends the drag: the width kept (`keep`), or put back as it was before it. */
  private endDrag(keep: boolean): void {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    if (drag.frame !== null) cancelAnimationFrame(drag.frame);
    drag.handle.classList.remove(`${COLUMN_RESIZE_CLASS}-active`);
    for (const name of ['pointermove', 'pointerup', 'pointercancel'] as const) drag.handle.removeEventListener(name, name === 'pointermove' ? this.onPointerMove : this.onPointerUp);
    if (keep) this.resize(drag.name, drag.width, true);
    else setWidths(this.api, drag.before, this.names);
  }

  /** Gives the column `width` (null: its own), the table laid out again; `done`: kept, and Responsive asked what still fits. */
  private resize(name: string, width: number | null, done: boolean): void {
    const widths = widthsOf(this.api);
    if (width === null) delete widths[name];
    else widths[name] = boundedWidth(width);
    setWidths(this.api, widths, this.names);
    if (!done) return;
    (this.api as Api & { responsive?: { recalc(): void } }).responsive?.recalc();
    keepArrangement(this.start);
  }
}

/** Made by the arrangement's first-load part (arrangement-of-table.ts). */
export function arrange(start: ArrangeStart): ArrangePart {
  return new ColumnWidths(start);
}
