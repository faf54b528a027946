import type { CellConflictBody, CellEditResult } from '../../lib/wire/cell-edit.js';
import { cellText } from '../../lib/wire/cell-text.js';
import type { ErrorBody } from '../../lib/wire/error-body.js';
import type { ColumnView, RowData } from '../../lib/wire/page-view.js';
import { failureFromError, readFailure } from '../requests/request-failure.js';
import { CellEditor } from './CellEditor.js';
import { CellUndo } from './CellUndo.js';
import { MOVES, nextCell } from './cell-navigation.js';
import type { CellEditingContext, DrawnCell } from './cell-types.js';


/**
 * The cell editor's chunk: opens an editor in a cell, toggles a switch, and saves through `POST urls.cell`
 * (lib/wire/cell-edit.ts): 200 puts the row as the server shows it now in place of the old one; 422 keeps
 * the editor open with the server's message under it; 409 keeps what was typed and shows the value saved
 * meanwhile, with "Use this value" (saving again replaces theirs: the row's new version goes with it).
 */
export class CellEditing {
  private open: CellEditor | null = null;
  private readonly undo: CellUndo;
  /** Told when the open editor closes ({@link idle}). */
  private waiting: Array<() => void> = [];

  constructor(private readonly context: CellEditingContext) {
    this.undo = new CellUndo(context);
  }

  /** A key (`Enter`, `F2`, ` `, an arrow, `undo` for Ctrl+Z), a `click` or a switch's `change` on an editable cell. */
  handle(trigger: string, cell: DrawnCell): void {
    if (trigger === 'undo') return void this.undo.undoLatest();
    this.remember(cell);
    if (MOVES[trigger]) {
      const moved = nextCell(this.context.cells.cells, cell, MOVES[trigger]);
      if (moved) this.focus(moved);
      return;
    }
    const widget = cell.column.inPlace!.widget;
    if (widget === 'switch') {
      const input = cell.td.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (!input) return;
      if (trigger !== 'change') input.checked = !input.checked;
      void this.save(cell, input.checked, () => (input.checked = !input.checked), undefined, !input.checked);
      return;
    }
    if (this.open?.td === cell.td) return;
    this.open?.close(false);
    this.open = new CellEditor(cell, this.context, {
      save: (value, editor) => this.save(cell, value, () => undefined, editor, editor.start),
      closed: () => {
        this.open = null;
        this.waiting.splice(0).forEach((resume) => resume());
      },
      tab: (step) => this.tabFrom(cell.td, step),
    });
  }

  /** Resolves once no editor is open: a live reload waits for it rather than draw over what is being typed. */
  idle(): Promise<void> {
    return this.open ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve();
  }

  /** Focuses the editable cell after (`1`) or before (`-1`) `td` in reading order: where Tab leads from an editor. */
  private tabFrom(td: HTMLTableCellElement, step: 1 | -1): void {
    const { cells } = this.context.cells;
    const next = cells[cells.findIndex((cell) => cell.td === td) + step];
    if (next) this.focus(next);
    else td.focus();
  }

  /** Moves Tab's stop to `cell` and focuses it. */
  private focus(cell: DrawnCell): void {
    this.context.cells.cells.forEach((other) => (other.td.tabIndex = other === cell ? 0 : -1));
    this.remember(cell);
    cell.td.focus();
  }

  /** The cell Tab's stop stays on across draws (a save, a live reload). */
  private remember(cell: DrawnCell): void {
    this.context.cells.current = { id: cell.row._actions?.EDIT?.id, column: cell.column.name };
  }

  /**
   * Sends the value; `undo` puts the cell back when nothing was saved (a switch flipped back); `before`,
   * the value it replaces, is what Undo sends back. Resolves whether it was saved.
   */
  private async save(cell: DrawnCell, value: string | boolean | string[], undo: () => void, editor: CellEditor | undefined, before: string | boolean | string[]): Promise<boolean> {
    const { endpoints, t } = this.context;
    const id = cell.row._actions?.EDIT?.id;
    const detail = { id, column: cell.column.name };
    let response: Response;
    try {
      response = await endpoints.cell({ id, version: cell.row._version ?? null, column: cell.column.name, value });
    } catch (error) {
      undo();
      return this.failed(failureFromError(error, t('edit.failed'), t), detail);
    }
    if (response.ok) {
      const { row, replaced } = (await response.json()) as CellEditResult;
      editor?.close(true);
      const focused = !!editor || cell.td.contains(cell.td.ownerDocument.activeElement);
      this.context.cells.host.replaceRow(cell.td, row);
      if (focused) cell.td.focus();
      // A relation's row shows labels: the server says the key it replaced, which Undo sends back.
      this.undo.saved({ id, column: cell.column, before: replaced ?? before, version: row._version ?? null });
      this.context.dispatch('saved', detail);
      return true;
    }
    if (editor && (response.status === 422 || response.status === 409)) {
      const body = (await response.json().catch(() => null)) as (ErrorBody & Partial<CellConflictBody>) | null;
      if (response.status === 409 && body?.row) {
        // Saving again replaces their version: the row as saved now carries it.
        cell.row = body.row;
        const theirs = body.row[cell.column.name];
        editor.conflict(this.shown(cell.column, theirs), () => {
          editor.close(true);
          this.context.cells.host.replaceRow(cell.td, body.row!);
          cell.td.focus();
        });
        this.context.dispatch('conflict', detail);
        return false;
      }
      // A rule refused it (422 `invalid_value`), or another row holds the value (409 `not_unique`): said under the input.
      if (body?.error && (response.status === 422 || body.error.fields?.[cell.column.name])) {
        editor.refused(body.error.fields?.[cell.column.name] ?? [body.error.message]);
        this.context.dispatch('invalid', detail);
        return false;
      }
    }
    undo();
    editor?.close(false);
    return this.failed(await readFailure(response, t), detail);
  }

  /** A value as the cell shows it, for "Saved meanwhile: …". */
  private shown(column: ColumnView, value: unknown): string {
    const text = value === null || value === undefined || value === '' ? '' : cellText(column, { t: this.context.t, locale: this.context.locale })(value);
    return text === '' ? this.context.t('edit.empty') : text;
  }

  private failed(failure: { status: number; code: string; message: string }, detail: Record<string, unknown>): false {
    this.context.alert(failure.message);
    this.context.dispatch('error', { action: 'CELL', ...detail, ...failure });
    return false;
  }
}
