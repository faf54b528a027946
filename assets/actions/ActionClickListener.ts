import type { ActionView } from '../../lib/wire/page-view.js';
import { ACTION_ATTRIBUTE } from './action-button.js';

/** What the click listener calls once an action is to run. */
export interface ActionClickHandlers {
  edit(button: HTMLElement, action: ActionView): void;
  delete(button: HTMLElement, action: ActionView): void;
  /** Asks the user to confirm (`window.confirm` in the browser). */
  confirm(message: string): boolean;
}

/**
 * The one delegated click listener of a table: finds the action button clicked, asks for the
 * action's confirmation (declined: nothing happens, not even navigation for a detail link), then
 * hands edit and delete to their flows. Detail links navigate natively.
 */
export class ActionClickListener {
  constructor(
    private readonly element: HTMLElement,
    private readonly actions: readonly ActionView[],
    private readonly handlers: ActionClickHandlers,
  ) {
    element.addEventListener('click', this.onClick);
  }

  disconnect(): void {
    this.element.removeEventListener('click', this.onClick);
  }

  private readonly onClick = (event: Event): void => {
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLElement>(`[${ACTION_ATTRIBUTE}]`);
    if (!button || !this.element.contains(button)) return;
    const action = this.actions.find((candidate) => candidate.type === button.getAttribute(ACTION_ATTRIBUTE));
    if (!action) return;
    if (action.type !== 'DETAIL') event.preventDefault();
    if (action.confirmation && !this.handlers.confirm(action.confirmation)) {
      event.preventDefault();
      return;
    }
    if (action.type === 'EDIT') this.handlers.edit(button, action);
    else if (action.type === 'DELETE') this.handlers.delete(button, action);
  };
}
