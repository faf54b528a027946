import type { ColumnView, RowData } from '../../lib/wire/page-view.js';
import { chunkStylesheet } from '../flows/chunk-stylesheet.js';
import { CellEditing } from './CellEditing.js';
import { CELL_STYLESHEET } from './cell-stylesheet-url.js';
import { heldRows } from './cell-chips.js';
import { MOVES } from './cell-navigation.js';
import { CELL_ATTRIBUTE, type CellsPage, type CellTable, type DrawnCell, type InPlaceHost } from './cell-types.js';

/** The keys an editable cell answers: its editor's (Enter, F2; Space toggles a switch) and the arrows between cells. */
const KEYS = ['Enter', 'F2', ' ', ...Object.keys(MOVES)];
const EVENTS = ['keydown', 'click', 'change', 'focusin'];

/**
 * Cells edited in place (`column.editInPlace()`, docs/editing-in-place.md), fetched with the table when it
 * has such columns (`cellsOfTable`): after each draw it marks the cells of in-place columns on rows whose
 * Edit the server offers, one of them reachable by Tab (a roving tabindex), and hands their keys, clicks and
 * switches' changes to {@link CellEditing}.
 */
export class InPlaceCells implements CellTable {
  private readonly columns: ColumnView[];
  private readonly editing: CellEditing;
  cells: DrawnCell[] = [];
  current: { id: unknown; column: string } | null = null;

  constructor(
    readonly host: InPlaceHost,
    columns: readonly ColumnView[],
    page: CellsPage,
  ) {
    // A relation is picked from the options endpoint: a page without its URL leaves it to the form.
    this.columns = columns.filter((column) => column.inPlace && !(column.inPlace.widget === 'relation' && !page.optionsUrl(column.name)));
    this.editing = new CellEditing({ ...page, cells: this });
    // The cells' styles (their focus ring, the editor's size), linked once by the chunk that draws them.
    void chunkStylesheet(host.element.ownerDocument, CELL_STYLESHEET);
    for (const name of EVENTS) host.element.addEventListener(name, this.listen);
  }

  drawn(): void {
    this.cells = this.editableCells();
    const { current } = this;
    const kept = current && this.cells.find(({ row, column }) => row._actions?.EDIT?.id === current.id && column.name === current.column);
    for (const cell of this.cells) {
      cell.td.setAttribute(CELL_ATTRIBUTE, cell.column.name);
      cell.td.tabIndex = cell === (kept || this.cells[0]) ? 0 : -1;
      // A switch is toggled on its cell (Space) or by a click on it; it is not a stop of its own.
      cell.td.querySelector('input')?.setAttribute('tabindex', '-1');
    }
  }

  /** Resolves once no cell's editor is open. */
  idle(): Promise<void> {
    return this.editing.idle();
  }

  /** Stops listening. */
  disconnect(): void {
    for (const name of EVENTS) this.host.element.removeEventListener(name, this.listen);
  }

  /**
   * The cells of the in-place columns on the current page's rows whose Edit the server offers, row by row
   * in the columns' order; a cell Responsive folded into the row's details is left out (edited in the form).
   */
  private editableCells(): DrawnCell[] {
    const api = this.host.dataTables;
    const indexes = this.columns.map((column) => [column, api.column(`${column.name}:name`).index()] as const);
    const cells: DrawnCell[] = [];
    for (const rowIndex of api.rows({ page: 'current' }).indexes().toArray() as number[]) {
      const row = api.row(rowIndex).data() as RowData;
      if (!row?._actions?.EDIT) continue;
      for (const [column, index] of indexes) {
        const td = api.cell(rowIndex, index).node() as HTMLTableCellElement | null;
        // A ManyToMany's row without the keys it holds (lib/wire/related-labels.ts) cannot show its chips.
        if (column.inPlace?.relation?.multiple && !heldRows(row[column.name])) continue;
        if (td?.isConnected && td.style.display !== 'none' && !td.classList.contains('dtr-hidden')) cells.push({ td, row, column });
      }
    }
    return cells;
  }

  private readonly listen = (event: Event): void => {
    const target = event.target as Element;
    const cell = this.cells.find(({ td }) => td.contains(target));
    if (!cell) return;
    const { type } = event;
    // The cell the user is on stays the table's Tab stop across redraws (a live reload's among them).
    if (type === 'focusin') return void (this.current = { id: cell.row._actions?.EDIT?.id, column: cell.column.name });
    // The open editor handles its own keys and clicks; a click on a link follows it, on a switch toggles
    // it (its change is saved), on Responsive's control shows the row's details.
    if (target.closest('.uxdt-cell-editor') || (type === 'click' && (target.closest('a, input') || cell.td.classList.contains('dtr-control')))) return;
    const keys = event as KeyboardEvent;
    // Ctrl+Z (⌘Z on a Mac) takes back the latest cell saved; in an open editor it is the input's own.
    const undo = type === 'keydown' && (keys.ctrlKey || keys.metaKey) && !keys.shiftKey && keys.key.toLowerCase() === 'z';
    if (type === 'keydown') {
      if (!undo && !KEYS.includes(keys.key)) return;
      event.preventDefault();
    }
    this.editing.handle(undo ? 'undo' : type === 'keydown' ? keys.key : type, cell);
  };
}
