// ColReorder's module answers DataTables.net with ColReorder attached: in the prebuilt bundle, the bundle's own
// (scripts/served-files.mjs, extensionsOnTheBundlesCore); this module imports no `datatables.net` itself, which would be a copy.
import DataTable from 'datatables.net-colreorder';
import type { Api } from 'datatables.net';
import { isArrangeable } from '../../lib/wire/column-arrangement.js';
import { chunkStylesheet } from '../flows/chunk-stylesheet.js';
import { ARRANGE_EVENT, columnNames } from '../table/arranged-columns.js';
import { moveColumns } from './column-placing.js';
import { keepArrangement, readArrangement } from './arrangement-store.js';
import { COLUMNS_STYLESHEET } from './columns-stylesheet-url.js';
import { headerCells, isMirrored, keepToItself, nameHeader } from './header-cells.js';
import type { ArrangePart, ArrangeStart } from './arrange-host.js';

/** The class of a header's move button, the keyboard's way of moving its column (ux-datatables-columns.css). */
export const COLUMN_MOVE_CLASS = 'ux-datatables-column-move';
// Two arrows apart, drawn in the text's colour.
const ARROWS = '<svg viewBox="0 0 16 10" width="14" height="10" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.5">'
  + '<path d="M5 1 1 5l4 4M11 1l4 4-4 4M1 5h14"/></svg>';

/**
 * Columns the user moves (`setColumnArrangement({ reorder: true })`, docs/column-arrangement.md), a chunk fetched once such a
 * table exists: a header is dragged (DataTables.net's ColReorder), or its move button (shown when it has the focus)
 * takes the left and right arrows, Home and End, each move said in the live region. The action column and the parts'
 * own (selection, move, expand) stay where they are. Each move is kept for the browser with the widths
 * ({@link keepArrangement}); the page opens with its URL's order, else the kept one.
 */
export class ColumnMoves implements ArrangePart {
  private readonly api: Api;
  private readonly names: string[];
  private readonly labels: Map<string, string>;
  private readonly hint: HTMLElement;
  /** A view being shown moves the columns: not the user's move. */
  private showing = false;

  constructor(private readonly start: ArrangeStart) {
    const { view, host } = start;
    const table = host.api.table().node() as HTMLTableElement;
    // An API made now: the one the table was drawn with predates ColReorder's methods.
    this.api = new DataTable.Api(table);
    this.names = view.table.columns.map((column) => column.name);
    this.labels = new Map(view.table.columns.filter(isArrangeable).map((column) => [column.name, column.label]));
    void chunkStylesheet(table.ownerDocument, COLUMNS_STYLESHEET);
    new DataTable.ColReorder(this.api, { columns: (index: number) => this.labels.has(columnNames(this.api)[index] ?? '') });
    moveColumns(this.api, start.opened?.visible ?? readArrangement(table.ownerDocument.defaultView, view.table.name).order, this.names);
    this.hint = Object.assign(table.ownerDocument.createElement('span'), { id: `${table.id || view.table.name}-column-move-hint`, hidden: true, textContent: host.t('arrange.move_hint') });
    table.after(this.hint);
    this.api.on('columns-reordered.uxMoves', this.reordered);
    // A view shown (the URL's on Back, a saved one): its columns in its order, not kept as the user's (a saved one keeps itself).
    this.api.on(`${ARRANGE_EVENT}.uxMoves`, (_event: unknown, visible: string[]) => {
      this.showing = true;
      try {
        moveColumns(this.api, visible, this.names);
      } finally {
        this.showing = false;
      }
    });
    this.api.on('draw.uxMoves column-visibility.uxMoves', this.buttons);
    this.buttons();
  }

  disconnect(): void {
    this.api.off('.uxMoves');
    this.hint.remove();
    for (const button of (this.api.table().header() as HTMLElement).querySelectorAll(`.${COLUMN_MOVE_CLASS}`)) button.remove();
  }

  /** A move button in each header of a column that may be moved, once. */
  private readonly buttons = (): void => {
    for (const { th, name } of headerCells(this.api)) {
      const label = this.labels.get(name);
      if (label === undefined || th.querySelector(`.${COLUMN_MOVE_CLASS}`)) continue;
      const button = th.ownerDocument.createElement('button');
      button.type = 'button';
      button.className = COLUMN_MOVE_CLASS;
      button.dataset.column = name;
      button.setAttribute('aria-label', this.start.host.t('arrange.move', { column: label }));
      button.setAttribute('aria-describedby', this.hint.id);
      button.innerHTML = ARROWS;
      keepToItself(button);
      button.addEventListener('keydown', this.onKey);
      (th.querySelector('.dt-column-header') ?? th).append(button);
      nameHeader(th, label);
    }
  };

  private readonly reordered = (): void => {
    this.buttons();
    if (!this.showing) keepArrangement(this.start);
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    const button = event.currentTarget as HTMLButtonElement;
    // Enter and Space would order the table by the column: the button's keys are the arrows.
    if (event.key === 'Enter' || event.key === ' ') return void (event.preventDefault(), event.stopPropagation());
    const towardsEnd = isMirrored(button) ? 'ArrowLeft' : 'ArrowRight';
    const towardsStart = isMirrored(button) ? 'ArrowRight' : 'ArrowLeft';
    const step = ({ [towardsEnd]: 1, [towardsStart]: -1, End: Infinity, Home: -Infinity } as Record<string, number>)[event.key];
    if (step === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    this.move(button.dataset.column!, step);
  };

  /** Moves the column `step` places among the columns shown that may move (±Infinity: to the first or last), focus kept on its button. */
  private move(name: string, step: number): void {
    const shown = columnNames(this.api).flatMap((column, index) => (column !== null && this.labels.has(column) && this.api.column(index).visible() ? [{ column, index }] : []));
    const at = shown.findIndex(({ column }) => column === name);
    const to = Math.max(0, Math.min(shown.length - 1, at + (Number.isFinite(step) ? step : step * shown.length)));
    if (at === -1) return;
    if (to !== at) this.api.colReorder.move(shown[at].index, shown[to].index, true, true);
    (this.api.table().header() as HTMLElement).querySelector<HTMLElement>(`.${COLUMN_MOVE_CLASS}[data-column="${CSS.escape(name)}"]`)?.focus();
    this.start.host.announce(this.start.host.t('arrange.moved', { column: this.labels.get(name)!, position: to + 1, count: shown.length }));
  }
}

/** Made by the arrangement's first-load part (arrangement-of-table.ts). */
export function arrange(start: ArrangeStart): ArrangePart {
  return new ColumnMoves(start);
}
