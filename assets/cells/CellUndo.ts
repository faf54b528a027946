import type { CellEditResult } from '../../lib/wire/cell-edit.js';
import type { ColumnView } from '../../lib/wire/page-view.js';
import { failureFromError, readFailure } from '../requests/request-failure.js';
import type { CellEditingContext } from './cell-types.js';

/** A cell's save that Undo takes back: the value it replaced (as the editor sends it) and the version it left the row at. */
export interface UndoableSave {
  id: unknown;
  column: ColumnView;
  before: string | boolean | string[];
  version: string | null;
}

/** Saves kept for Undo, the latest last. */
const KEPT = 20;

/**
 * Undo of cells saved in place: each save's notice offers Undo, and Ctrl+Z (⌘Z) on a cell takes back the
 * latest. An undo is a save of the value before, through the same endpoint and checks, at the version this
 * page's own saves left the row at: a row someone else changed since is not overwritten (409, said above the
 * table). An undo is not itself undone.
 */
export class CellUndo {
  private readonly saves: UndoableSave[] = [];

  constructor(private readonly context: CellEditingContext) {}

  /** Keeps a save (the row now at `save.version`) and says it was saved, with Undo. */
  saved(save: UndoableSave): void {
    this.moved(save.id, save.version);
    this.saves.push(save);
    if (this.saves.length > KEPT) this.saves.shift();
    const { t } = this.context;
    this.context.notify(t('notice.saved'), { label: t('undo.undo'), run: () => void this.undo(save) });
  }

  /** Takes back the latest save still kept (Ctrl+Z). */
  undoLatest(): Promise<void> {
    const latest = this.saves.at(-1);
    return latest ? this.undo(latest) : Promise.resolve();
  }

  private async undo(save: UndoableSave): Promise<void> {
    const index = this.saves.indexOf(save);
    if (index < 0) return;
    this.saves.splice(index, 1);
    const { endpoints, t, cells } = this.context;
    const detail = { action: 'CELL', id: save.id, column: save.column.name };
    let response: Response;
    try {
      response = await endpoints.cell({ id: save.id, version: save.version, column: save.column.name, value: save.before });
    } catch (error) {
      return this.failed(failureFromError(error, t('edit.failed'), t), detail);
    }
    if (!response.ok) return this.failed(await readFailure(response, t), detail);
    const { row } = (await response.json()) as CellEditResult;
    this.moved(save.id, row._version ?? null);
    const shown = cells.cells.find((cell) => cell.row._actions?.EDIT?.id === save.id && cell.column.name === save.column.name);
    if (shown) cells.host.replaceRow(shown.td, row);
    this.context.announce(t('undo.change_undone'));
    this.context.dispatch('undo', detail);
  }

  /** The row's version after this page's own write: its other saves are undone from there. */
  private moved(id: unknown, version: string | null): void {
    for (const kept of this.saves) if (kept.id === id) kept.version = version;
  }

  private failed(failure: { status: number; code: string; message: string }, detail: Record<string, unknown>): void {
    this.context.alert(failure.message);
    this.context.dispatch('error', { ...detail, ...failure });
  }
}
