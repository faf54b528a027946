import type { AjaxData } from 'datatables.net';
import type { BulkActionView, RowData } from '../../lib/wire/page-view.js';
import type { BulkResult } from '../../lib/wire/endpoint-bodies.js';
import { formatMessage } from '../../lib/wire/translate.js';
import { displayIfHolds } from '../../lib/wire/display-if.js';
import type { ActionFlowContext } from '../actions/ActionFlowContext.js';
import { isBusy, setBusy } from '../actions/busy.js';
import { createOrigin } from '../realtime/create-origin.js';
import { failureFromError, readFailure, type RequestFailure } from '../requests/request-failure.js';
import { matchingOf, type SelectionTarget } from '../selection/Selection.js';
import type { SelectionControls } from '../selection/SelectionControls.js';
import type { UndoWindow } from '../undo/UndoWindow.js';
import { bulkSummary } from './bulk-summary.js';
import { BULK_EDIT } from '../../lib/wire/bulk-edit.js';
import { BulkEditFlow, type BulkEditModal } from './BulkEditFlow.js';

/** What a bulk flow works with beside the row actions' context (a bulk edit's modal too). */
export interface BulkFlowOptions extends BulkEditModal {
  controls: SelectionControls;
  undo: UndoWindow;
  actions: readonly BulkActionView[];
  /** `limits.bulkRows`, said when the server answers 413. */
  maxRows: number;
  locale: string;
}

/**
 * A bulk button's life (fetched with its first click: {@link listenToBulkButtons}): the question naming the count (the action's ICU message, `{count}`), then
 * `POST urls.bulk` with the selection (rows with their versions, or "all matching" as its search),
 * one `requestId` for every attempt; then the notice ("Deleted 12 rows; 1 refused (gone)"),
 * `datatable:bulk`, the selection cleared and the page reloaded. A bulk delete with an undo window
 * is deferred instead (see {@link PendingUndo}). A 413 says how many rows one bulk may take.
 */
export class BulkFlow {
  private edit: BulkEditFlow | null = null;

  constructor(
    private readonly context: ActionFlowContext,
    private readonly options: BulkFlowOptions,
  ) {}

  async run(action: BulkActionView, button: HTMLElement): Promise<void> {
    const { controls, undo, locale } = this.options;
    const count = controls.selection.size;
    if (isBusy(button) || !count) return;
    const target = controls.selection.target();
    const { t, ask, table } = this.context;
    if (action.name === BULK_EDIT) {
      this.edit ??= new BulkEditFlow(this.context, this.options, () => {
        controls.clear();
        controls.focus();
      });
      return this.edit.open(action, button, target, count);
    }
    if (action.confirmation) {
      const message = formatMessage(action.confirmation, { count }, locale);
      const confirmed = await ask({ message, confirmLabel: action.label, cancelLabel: t('modal.cancel'), destructive: action.name === 'delete' });
      button.focus();
      if (!confirmed) return;
    }
    // One id for this bulk: a repeat (the page-close send after a lost answer) is answered as the first.
    const requestId = `${createOrigin()}${Date.now().toString(36)}`;
    if (action.name === 'delete' && action.undoMs) {
      controls.clear();
      return undo.defer({
        ms: action.undoMs,
        message: t('bulk.deleted', { count }),
        count,
        hides: hides(target, action),
        send: async (keepalive) => void (await this.send(action, target, requestId, keepalive, true)),
        // As after any bulk (docs/bulk-and-undo.md, Bulk buttons): the header's checkbox, not the <table>.
        refocus: () => controls.focus(),
        undone: () => {
          controls.focus();
          this.context.notify(t('undo.restored', { count }));
          this.context.dispatch('undo', { action: action.name, ...target });
        },
      });
    }
    setBusy(button, true);
    const done = await this.send(action, target, requestId, false, false);
    setBusy(button, false);
    if (!done) return;
    controls.clear();
    await table.reload();
  }

  /** Sends the bulk and says how it went; resolves whether the server answered 200. */
  private async send(action: BulkActionView, target: SelectionTarget, requestId: string, keepalive: boolean, deferred: boolean): Promise<boolean> {
    const { endpoints, t, dispatch, alert } = this.context;
    let failure: RequestFailure;
    try {
      const response = await endpoints.bulk({ action: action.name, ...target, requestId }, keepalive);
      if (response.ok) {
        const result = (await response.json()) as BulkResult;
        alert.clear();
        // After an undo window the notice said it already; unless rows were refused.
        if (!deferred || result.refused.length) this.context.notify(bulkSummary(action, result, t));
        dispatch('bulk', { action: action.name, done: result.done, refused: result.refused });
        return true;
      }
      failure =
        response.status === 413
          ? { status: 413, code: 'too_many_rows', message: t('bulk.too_many', { max: new Intl.NumberFormat(this.options.locale).format(this.options.maxRows) }) }
          : await readFailure(response, t);
    } catch (error) {
      failure = failureFromError(error, t('bulk.failed'), t);
    }
    alert.show(failure.message);
    dispatch('error', { action: 'BULK', ...failure });
    return false;
  }
}

/**
 * Which rows a deferred bulk delete hides: the rows it names, or every row of a page asked with its
 * search; of those only the rows its `displayIf` holds for (the server refuses the others, and a row
 * must not vanish only to come back).
 */
function hides(target: SelectionTarget, action: BulkActionView): (row: RowData, request: AjaxData) => boolean {
  const deletable = (row: RowData) => (action.displayIf ?? []).every((condition) => displayIfHolds(condition, row));
  if ('rows' in target) {
    const ids = new Set(target.rows.map((row) => JSON.stringify(row.id)));
    return (row) => ids.has(JSON.stringify(row._select?.id)) && deletable(row);
  }
  const search = JSON.stringify(target.matching);
  return (row, request) => JSON.stringify(matchingOf(request)) === search && deletable(row);
}
