import type { ActionFlowContext } from '../actions/ActionFlowContext.js';
import { isBusy } from '../actions/busy.js';
import { OnDemand } from '../flows/OnDemand.js';
import { BULK_NAME } from '../selection/SelectionControls.js';
import type { BulkFlow, BulkFlowOptions } from './BulkFlow.js';

/**
 * The selection bar's bulk buttons: a click runs the bulk flow, a chunk fetched on the first click (the
 * button busy meanwhile) and warmed when a pointer or focus reaches a button; one that cannot be fetched
 * is said in the table's alert and a `datatable:error` (`code: 'chunk_failed'`). Returns the listeners' removal.
 */
export function listenToBulkButtons(context: ActionFlowContext, options: BulkFlowOptions): () => void {
  const flow = new OnDemand(async (): Promise<BulkFlow> => {
    options.undo?.warm();
    return new (await import('./BulkFlow.js')).BulkFlow(context, options);
  });
  const buttonOf = (event: Event) => (event.target as Element).closest?.<HTMLElement>(`[${BULK_NAME}]`) ?? null;
  const click = async (event: Event) => {
    const button = buttonOf(event);
    const action = options.actions.find((candidate) => candidate.name === button?.getAttribute(BULK_NAME));
    if (!action || isBusy(button!)) return;
    const bulk = await flow.forClick(button, (error) => {
      context.alert.show(context.t('table.part_failed'));
      context.dispatch('error', { action: 'BULK', status: 0, code: 'chunk_failed', message: String(error) });
    });
    await bulk?.run(action, button!);
  };
  const warm = (event: Event) => void (buttonOf(event) && flow.warm());
  const bar = options.controls.bar;
  const listeners = [['click', click], ['pointerover', warm], ['focusin', warm]] as const;
  listeners.forEach(([name, listener]) => bar.addEventListener(name, listener));
  return () => listeners.forEach(([name, listener]) => bar.removeEventListener(name, listener));
}
