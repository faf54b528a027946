import type { ColumnView, RowData } from '../../lib/wire/page-view.js';
import { OnDemand, type ChunkFailed } from '../flows/OnDemand.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import type { CellEditing } from './CellEditing.js';

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

/** The keys an editable cell answers: its editor's (Enter, F2; Space toggles a switch) and the arrows between cells. */
const KEYS = ['Enter', 'F2', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * Cells edited in place (`column.editInPlace()`, docs/editing-in-place.md), the part in the bundle: after
 * each draw it marks the cells of in-place columns on rows whose Edit the server offers, one of them
 * reachable by Tab (a roving tabindex), and hands their keys, clicks and switches' changes to
 * {@link CellEditing}, a chunk of its own fetched when a cell is first focused or pointed at.
 */
export class InPlaceCells implements TablePlugin {
  private readonly editing: OnDemand<CellEditing>;
  readonly columns: ColumnView[];
  /** The cells drawn now, in reading order. */
  cells: DrawnCell[] = [];
  /** The cell that takes Tab's focus, kept across draws by its row and column. */
  current: { id: unknown; column: string } | null = null;

  constructor(
    readonly host: InPlaceHost,
    columns: readonly ColumnView[],
    load: (cells: InPlaceCells) => Promise<CellEditing>,
    private readonly failed: ChunkFailed,
  ) {
    // A relation's picker in a cell is not drawn yet: such a column is edited in the form.
    this.columns = columns.filter((column) => column.inPlace && column.inPlace.widget !== 'relation');
    this.editing = new OnDemand(() => load(this));
    for (const name of EVENTS) host.element.addEventListener(name, this.listen);
  }

  drawn(): void {
    this.cells = this.host.editableCells(this.columns);
    const { current } = this;
    const kept = current && this.cells.find(({ row, column }) => row._actions?.EDIT?.id === current.id && column.name === current.column);
    for (const cell of this.cells) {
      cell.td.setAttribute(CELL_ATTRIBUTE, cell.column.name);
      cell.td.tabIndex = cell === (kept || this.cells[0]) ? 0 : -1;
      // A switch is toggled on its cell (Space) or by a click on it; it is not a stop of its own.
      cell.td.querySelector('input')?.setAttribute('tabindex', '-1');
    }
  }

  /** Stops listening. */
  disconnect(): void {
    for (const name of EVENTS) this.host.element.removeEventListener(name, this.listen);
  }

  private readonly listen = (event: Event): void => {
    const target = event.target as Element;
    const cell = this.cells.find(({ td }) => td.contains(target));
    if (!cell) return;
    const { type } = event;
    if (type === 'focusin' || type === 'pointerover') return this.editing.warm();
    // The open editor handles its own keys and clicks; a click on a link follows it, on a switch toggles
    // it (its change is saved), on Responsive's control shows the row's details.
    if (target.closest('.uxdt-cell-editor') || (type === 'click' && (target.closest('a, input') || cell.td.classList.contains('dtr-control')))) return;
    const key = (event as KeyboardEvent).key;
    if (type === 'keydown') {
      if (!KEYS.includes(key)) return;
      event.preventDefault();
    }
    void this.editing.get().then((editing) => editing.handle(type === 'keydown' ? key : type, cell)).catch(this.failed);
  };
}

const EVENTS = ['keydown', 'click', 'change', 'focusin', 'pointerover'];
