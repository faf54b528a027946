import type { AjaxData } from 'datatables.net';
import type { TableHandle } from '../actions/TableHandle.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import { OnDemand } from '../flows/OnDemand.js';
import type { Notices } from '../notices/Notices.js';
import type { DataAnswer } from '../table/kept-page.js';
import type { TablePlugin } from '../table/TablePlugin.js';
import type { DeferredDelete, PendingUndo } from './PendingUndo.js';

/**
 * A table's undo window as the first load has it: a plugin that changes nothing until the first delete
 * is deferred, which fetches {@link PendingUndo} (a chunk, warmed with the delete and bulk flows). A
 * chunk that cannot be fetched is told to `failed`, nothing is deleted, and the table is drawn again.
 */
export class UndoWindow implements TablePlugin {
  private pending: PendingUndo | null = null;
  private readonly loader: OnDemand<PendingUndo>;

  constructor(private readonly table: TableHandle, notices: Pick<Notices, 'show'> | null, undoLabel: string, private readonly failed: ChunkFailed) {
    this.loader = new OnDemand(async () => (this.pending = new (await import('./PendingUndo.js')).PendingUndo(table, notices, undoLabel)));
  }

  /** Starts fetching the window's code (a delete or a bulk is about to need it). */
  warm(): void {
    this.loader.warm();
  }

  asking(request: AjaxData): AjaxData {
    return this.pending ? this.pending.asking(request) : request;
  }

  answered(request: AjaxData, answer: DataAnswer): DataAnswer {
    return this.pending ? this.pending.answered(request, answer) : answer;
  }

  /** See {@link PendingUndo.defer}. */
  async defer(deferred: DeferredDelete): Promise<void> {
    let pending: PendingUndo;
    try {
      pending = await this.loader.get();
    } catch (error) {
      this.failed(error);
      return void (await this.table.reload());
    }
    await pending.defer(deferred);
  }

  /** Sends the waiting delete, if any (see {@link PendingUndo.send}). */
  async send(keepalive = false): Promise<void> {
    await this.pending?.send(keepalive);
  }
}
