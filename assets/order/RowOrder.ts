// RowReorder's module answers DataTables.net with RowReorder attached: in the prebuilt bundle, the bundle's own
// (scripts/served-files.mjs, extensionsOnTheBundlesCore); this module imports no `datatables.net` itself, which would be a copy.
import DataTable from 'datatables.net-rowreorder';
import { displayIfHolds } from '../../lib/wire/display-if.js';
import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { ActionView, PageView, RowData } from '../../lib/wire/page-view.js';
import type { RowMoveRequest, RowMoveResult } from '../../lib/wire/row-order.js';
import { tableActions } from '../actions/table-actions.js';
import { chunkStylesheet } from '../flows/chunk-stylesheet.js';
import { failureFromError, readFailure } from '../requests/request-failure.js';
import { KeyboardMove } from './KeyboardMove.js';
import { moveOffReason, type MoveOffReason } from './move-off-reason.js';
import { ORDER_STYLESHEET } from './order-stylesheet-url.js';
import type { RowOrderHost } from './row-order-host.js';
import { MOVE_CELL_CLASS } from './move-cell.js';

/** The class of a row's move button: the drag's handle and the keyboard's (ux-datatables-order.css). */
export const MOVE_BUTTON_CLASS = 'ux-datatables-move-button';
/** The attribute of a move button holding its row's key (JSON). */
const ROW_ATTRIBUTE = 'data-ux-datatables-move';
/** The class of the line saying why rows cannot be moved now. */
const NOTE_CLASS = 'ux-datatables-order-note';
// Six dots, the handle's usual face, drawn in the text's colour.
const GRIP = '<svg viewBox="0 0 8 14" width="8" height="14" aria-hidden="true" focusable="false" fill="currentColor">'
  + [2, 7, 12].map((y) => `<circle cx="2" cy="${y}" r="1.3"/><circle cx="6" cy="${y}" r="1.3"/>`).join('') + '</svg>';

interface ReorderDiff { node: HTMLTableRowElement; oldPosition: number; newPosition: number }

/**
 * Rows put in order by the user (docs/row-order.md), a chunk fetched once a table with `setReorderable` exists:
 * a move button in the first cell of each row the user may edit, the drag's handle (DataTables.net's RowReorder,
 * which only says where the row was dropped: the server moves it) and the keyboard's ({@link KeyboardMove}); a
 * move is `POST urls.move` (lib/wire/row-order.ts), then the page drawn again as the server has it. Off, the line
 * above the table saying why, while the rows shown are not the rows in their places ({@link moveOffReason}).
 */
export class RowOrder {
  private readonly placeColumn: number;
  private readonly edit: ActionView | undefined;
  private readonly note: HTMLElement;
  private readonly reorder: { enable(on: boolean): unknown };
  private readonly keyboard: KeyboardMove;
  private off: MoveOffReason | null = null;
  /** A move sent, the page not yet drawn again. */
  private sending = false;
  /** A drag under way (RowReorder's), and what ends it. */
  private drag: { ended: Promise<void>; end(): void } | null = null;
  /** The key (JSON) of the row whose move button had focus before a draw, to give it back after. */
  private focused: string | null = null;
  /** The key (JSON) of the row being moved by the keyboard when a draw came, to pick it up again after. */
  private resume: { key: string; index: number } | null = null;

  constructor(private readonly view: PageView, private readonly host: RowOrderHost) {
    const { api, t } = host;
    const column = view.table.reorder!.column;
    this.placeColumn = api.column(`${column}:name`).index();
    this.edit = tableActions(view).find((action) => action.type === 'EDIT');
    const table = api.table().node() as HTMLTableElement;
    const styled = chunkStylesheet(table.ownerDocument, ORDER_STYLESHEET);
    table.querySelector(`thead th.${MOVE_CELL_CLASS} .dt-column-title`)?.replaceChildren(Object.assign(table.ownerDocument.createElement('span'), { className: 'ux-datatables-order-label', textContent: t('order.column') }));
    this.note = Object.assign(table.ownerDocument.createElement('p'), { className: NOTE_CLASS, hidden: true });
    table.before(this.note);
    this.keyboard = new KeyboardMove({
      // As the page shows them now: DataTables.net keeps its own order, which a move by the keyboard does not change.
      rows: () => {
        const page = new Set(api.rows({ page: 'current' }).nodes().toArray());
        return [...(table.tBodies[0]?.rows ?? [])].filter((row) => page.has(row));
      },
      placeOf: (at) => host.announce(t('order.place', { place: this.placeOf(at) })),
      dropped: (moved, to) => void this.send(moved, to),
      cancelled: (said) => said && host.announce(t('order.cancelled')),
    });
    // An API made now: the one the table was drawn with predates RowReorder's methods.
    this.reorder = new DataTable.Api(table).rowReorder;
    new DataTable.RowReorder(api, { selector: `td.${MOVE_CELL_CLASS} > .${MOVE_BUTTON_CLASS}:not([aria-disabled="true"])`, update: false });
    api.on('preDraw.uxOrder', this.beforeDraw);
    api.on('draw.uxOrder', this.drawn);
    api.on('pre-row-reorder.uxOrder', () => {
      let end = () => {};
      this.drag = { ended: new Promise((resolve) => (end = resolve)), end: () => end() };
    });
    api.on('row-reorder.uxOrder', this.dragged);
    api.on('row-reorder-canceled.uxOrder', () => this.dragEnded());
    // Capture: before Responsive's handler on the body, which would open the row's details (its control is the first cell's).
    table.addEventListener('click', this.onClick, true);
    this.drawn();
    // The buttons take room Responsive did not measure: the columns are laid out again once they are drawn and styled.
    void Promise.resolve(styled).then(() => api.columns.adjust().responsive.recalc());
  }

  /**
   * Resolves once no row is being moved, by the keyboard or a drag: a change made elsewhere is drawn after (the
   * table's live reload waits for it), as a draw would put the rows back under the user's hands.
   */
  async idle(): Promise<void> {
    await Promise.all([this.keyboard.idle(), this.drag?.ended]);
  }

  disconnect(): void {
    this.dragEnded();
    this.keyboard.cancel(false);
    this.host.api.off('.uxOrder');
    (this.host.api.table().node() as HTMLElement).removeEventListener('click', this.onClick, true);
    this.note.remove();
  }

  private readonly beforeDraw = (): void => {
    // The row's key from its button: DataTables.net may have let go of the rows' data already (a reload's second draw).
    const active = this.host.api.table().node().ownerDocument.activeElement;
    if (active?.classList.contains(MOVE_BUTTON_CLASS)) this.focused = active.getAttribute(ROW_ATTRIBUTE);
    // A draw while a row is moved by the keyboard (a reload under way when it was picked up): picked up again after it,
    // as far from the top as the user had carried it.
    const key = this.keyboard.current()?.getAttribute(ROW_ATTRIBUTE);
    this.resume = key ? { key, index: this.keyboard.position() } : null;
    this.keyboard.cancel(false);
  };

  /** After each draw: why rows cannot be moved (if so), and a move button in the first cell of each row that can be. */
  private readonly drawn = (): void => {
    const { api, t, filters, group } = this.host;
    this.off = moveOffReason(api, this.placeColumn, { filters: filters.get(), grouped: !!group?.group });
    const column = this.view.table.columns.find((each) => each.name === this.view.table.reorder!.column);
    this.note.textContent = this.off ? t(`order.off_${this.off}`, { column: column?.label ?? '' }) : '';
    this.note.hidden = !this.off;
    this.allow();
    const [again, resume] = [this.focused, this.resume];
    this.focused = this.resume = null;
    for (const row of api.rows({ page: 'current' }).nodes().toArray() as HTMLTableRowElement[]) {
      const data = this.rowOf(row);
      const cell = row.querySelector(`:scope > td.${MOVE_CELL_CLASS}`);
      if (!cell || !data) continue;
      const movable = !!this.edit && data._actions?.EDIT?.id !== undefined && displayIfHolds(this.edit.displayIf, data);
      const key = movable ? JSON.stringify(data._actions!.EDIT!.id) : '';
      cell.innerHTML = movable
        ? `<button type="button" class="${MOVE_BUTTON_CLASS}" ${ROW_ATTRIBUTE}="${escapeHtml(key)}" aria-pressed="false" aria-label="${escapeHtml(t('order.move', { name: this.host.nameOf(row) ?? String(data._actions!.EDIT!.id) }))}"${this.off ? ' aria-disabled="true"' : ''}>${GRIP}</button>`
        : '';
      if (movable && key === again) cell.querySelector<HTMLElement>('button')!.focus();
      if (movable && key === resume?.key && !this.off) this.keyboard.pickUp(cell.querySelector<HTMLElement>('button')!);
    }
    if (resume && this.keyboard.current()) this.keyboard.carry(resume.index);
  };

  private readonly onClick = (event: MouseEvent): void => {
    const button = (event.target as Element | null)?.closest<HTMLElement>(`.${MOVE_BUTTON_CLASS}`);
    if (!button) return;
    event.stopPropagation();
    if (this.keyboard.isMoving(button) || this.sending) return;
    const { t } = this.host;
    if (this.off) return this.host.announce(this.note.textContent ?? '');
    this.keyboard.pickUp(button);
    this.host.announce(t('order.moving', { name: this.host.nameOf(button) ?? '' }));
  };

  /** RowReorder's drop: the row dragged takes the place of the row that held the position it was dropped at. */
  private readonly dragged = (_event: unknown, diff: ReorderDiff[], edit: { triggerRow: { node(): HTMLTableRowElement } }): void => {
    this.dragEnded();
    const moved = diff.find((each) => each.node === edit.triggerRow.node());
    const to = moved && diff.find((each) => each.oldPosition === moved.newPosition);
    if (moved && to && moved !== to && !this.off) void this.send(moved.node, to.node);
  };

  private dragEnded(): void {
    this.drag?.end();
    this.drag = null;
  }

  /** Sends the move of `moved` to `to`'s place, then draws the page as the server has it (on a refusal too). */
  private async send(moved: HTMLTableRowElement, to: HTMLTableRowElement): Promise<void> {
    const host = this.host;
    const { endpoints, t } = host;
    const row = this.rowOf(moved)!;
    const target = this.rowOf(to)!;
    const name = host.nameOf(moved) ?? String(row._actions!.EDIT!.id);
    const place = this.placeOf(to);
    const body: RowMoveRequest = { table: endpoints.view.tokens.move!, id: row._actions!.EDIT!.id, _version: row._version ?? null, to: target._actions!.EDIT!.id };
    const detail = { id: body.id, to: body.to };
    // Until the page is drawn again, no other move: it would start from rows about to be replaced.
    this.sending = true;
    this.allow();
    let said: [name: 'moved' | 'error', detail: Record<string, unknown>];
    try {
      const response = await endpoints.json('POST', endpoints.view.urls.move!, body, false);
      if (response.ok) {
        const { moved: count } = (await response.json()) as RowMoveResult;
        host.announce(t('order.moved', { name, place }));
        said = ['moved', { ...detail, moved: count }];
      } else {
        said = ['error', { action: 'MOVE', ...detail, ...(await readFailure(response, t)) }];
      }
    } catch (error) {
      said = ['error', { action: 'MOVE', ...detail, ...failureFromError(error, t('order.failed'), t) }];
    }
    if (said[0] === 'error') host.alert(String(said[1].message));
    await host.reload();
    this.sending = false;
    this.allow();
    host.dispatch(...said);
  }

  /** Lets RowReorder start a drag, or not. */
  private allow(): void {
    this.reorder.enable(!this.off && !this.sending);
  }

  private rowOf(row: Element): RowData | undefined {
    return this.host.api.row(row).data() as RowData | undefined;
  }

  /** The place `row` holds, as its cell of the places' column reads it. */
  private placeOf(row: HTMLTableRowElement): string {
    return String(this.rowOf(row)?.[this.view.table.reorder!.column] ?? '');
  }
}
