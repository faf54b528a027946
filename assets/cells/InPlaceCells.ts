import type { ColumnView, RowData } from '../../lib/wire/page-view.js';
import { OnDemand, type ChunkFailed } from '../flows/OnDemand.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import type { CellEditing } from './CellEditing.js';
import { nextCell } from './cell-navigation.js';

/** An editable cell as drawn: its element, its row's data and its column. */
export interface DrawnCell {
  td: HTMLTableCellElement;
  row: RowData;
  column: ColumnView;
}

/** What the cells need of the table: the in-place cells drawn on the page, and a row put in place of the one shown. */
export interface InPlaceHost {
  readonly element: HTMLElement;
  /** The cells of `columns` on the current page's rows the user may edit (`_actions.EDIT`), in reading order; folded-away cells left out. */
  editableCells(columns: readonly ColumnView[]): DrawnCell[];
  /** The row holding `td`, drawn again from `row` (the server's answer) in the same cells; answers `td`. */
  replaceRow(td: HTMLTableCellElement, row: RowData): HTMLTableCellElement;
}

/** The attribute on an editable cell naming its column. */
export const CELL_ATTRIBUTE = 'data-uxdt-cell';

/**
 * Cells edited in place (`column.editInPlace()`, docs/editing-in-place.md), the part in the bundle: after
 * each draw it marks the cells of in-place columns on rows whose Edit the server offers, one of them
 * reachable by Tab (a roving tabindex: the arrow keys move between them). Enter or F2 on a cell, or a click,
 * opens its editor; Space or a click toggles a switch. The editor itself ({@link CellEditing}) is a chunk
 * of its own, fetched the first time a cell is focused or pointed at.
 */
export class InPlaceCells implements TablePlugin {
  private readonly editing: OnDemand<CellEditing>;
  private readonly columns: ColumnView[];
  private cells: DrawnCell[] = [];
  /** The cell that takes Tab's focus, kept across draws by its row and column. */
  private current: { id: unknown; column: string } | null = null;

  constructor(
    private readonly host: InPlaceHost,
    columns: readonly ColumnView[],
    load: (host: InPlaceHost) => Promise<CellEditing>,
    private readonly failed: ChunkFailed,
  ) {
    // A relation's picker in a cell is not drawn yet: such a column is edited in the form.
    this.columns = columns.filter((column) => column.inPlace && column.inPlace.widget !== 'relation');
    this.editing = new OnDemand(() => load(host));
    for (const name of EVENTS) host.element.addEventListener(name, this.listen);
  }

  drawn(): void {
    this.cells = this.host.editableCells(this.columns);
    const kept = this.cells.find(({ row, column }) => this.current && row._actions?.EDIT?.id === this.current.id && column.name === this.current.column);
    this.cells.forEach((cell) => {
      cell.td.setAttribute(CELL_ATTRIBUTE, cell.column.name);
      cell.td.tabIndex = cell === (kept ?? this.cells[0]) ? 0 : -1;
      // A switch is toggled on its cell (Space) or by a click on it; it is not a stop of its own.
      cell.td.querySelector('input')?.setAttribute('tabindex', '-1');
    });
  }

  /** Stops listening. */
  disconnect(): void {
    for (const name of EVENTS) this.host.element.removeEventListener(name, this.listen);
  }

  private readonly listen = (event: Event): void => {
    const td = (event.target as Element | null)?.closest?.(`td[${CELL_ATTRIBUTE}]`) as HTMLTableCellElement | null;
    const cell = td && this.cells.find((candidate) => candidate.td === td);
    if (!cell) return;
    if (event.type === 'focusin' || event.type === 'pointerover') return this.editing.warm();
    if (event.type === 'focusout') return;
    const key = (event as KeyboardEvent).key;
    const editor = td.querySelector('.uxdt-cell-editor');
    // The open editor handles its own keys and clicks.
    if (editor?.contains(event.target as Node)) return;
    if (event.type === 'keydown') {
      const moved = MOVES[key] ? nextCell(this.cells, cell, MOVES[key]) : null;
      if (moved) {
        event.preventDefault();
        return this.focus(moved);
      }
      if (key !== 'Enter' && key !== 'F2' && key !== ' ') return;
      event.preventDefault();
    }
    // A click on a link inside the cell follows it; Responsive's own control toggles the row's details; a
    // click on a switch toggles it, and its change is what is saved.
    if (event.type === 'click' && ((event.target as Element).closest('a, input') || td.classList.contains('dtr-control'))) return;
    if (event.type === 'change' || event.type === 'click') event.stopPropagation();
    this.remember(cell);
    void this.editing.get().then((editing) => editing.handle(event.type === 'keydown' ? key : event.type, cell)).catch(this.failed);
  };

  /** Moves Tab's stop to `cell` and focuses it. */
  focus(cell: DrawnCell): void {
    this.cells.forEach((other) => (other.td.tabIndex = other === cell ? 0 : -1));
    this.remember(cell);
    cell.td.focus();
  }

  /** Focuses the editable cell after (`1`) or before (`-1`) `td` in reading order: where Tab leads from an editor. */
  tabFrom(td: HTMLTableCellElement, step: 1 | -1): void {
    const index = this.cells.findIndex((cell) => cell.td === td);
    const next = this.cells[index + step];
    if (next) this.focus(next);
    else td.focus();
  }

  private remember(cell: DrawnCell): void {
    this.current = { id: cell.row._actions?.EDIT?.id, column: cell.column.name };
  }
}

const EVENTS = ['keydown', 'click', 'change', 'focusin', 'pointerover'] as const;

/** The arrow keys and where each moves. */
const MOVES: Record<string, 'left' | 'right' | 'up' | 'down'> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
