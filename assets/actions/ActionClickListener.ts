import type { ActionView } from '../../lib/wire/page-view.js';
import { ACTION_ATTRIBUTE, CONFIRM_ATTRIBUTE, NAME_ATTRIBUTE } from './action-button.js';
import { isBusy, setBusy } from './busy.js';

/** What the click listener calls once an action is to run. */
export interface ActionClickHandlers {
  edit(button: HTMLElement, action: ActionView): void;
  delete(button: HTMLElement, action: ActionView): void;
  /** The toolbar's New button (a listener on the toolbar). */
  create?(button: HTMLElement, action: ActionView): void;
  /** An application's action (`ACTION`), named by `action.name`. */
  action?(button: HTMLElement, action: ActionView): void;
  /** A row's Replicate: the create form filled from it. */
  replicate?(button: HTMLElement, action: ActionView): void;
  /** The toolbar's Import: its modal's steps. */
  import?(button: HTMLElement, action: ActionView): void;
  /** Asks the user to confirm the action with this message (row values already in it). */
  confirm(message: string, action: ActionView): boolean | Promise<boolean>;
}

/**
 * The one delegated click listener of a table (and one of its toolbar): finds the action button clicked, asks for the
 * action's confirmation (declined: nothing happens, not even navigation for a detail link; focus
 * goes back to the button either way), then hands edit, delete and create to their flows. Detail links
 * navigate natively, a confirmed one by a click the listener lets through.
 */
export class ActionClickListener {
  /** The button whose confirmation was just given: its next click runs without asking again. */
  private approved: HTMLElement | null = null;

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
    // Working already (its row's delete is under way): no second confirmation, no second flow.
    if (isBusy(button)) return void event.preventDefault();
    const name = button.getAttribute(NAME_ATTRIBUTE);
    const action = this.actions.find((candidate) => candidate.type === button.getAttribute(ACTION_ATTRIBUTE) && (candidate.name ?? null) === name);
    if (!action) return;
    const approved = this.approved === button;
    this.approved = null;
    if (action.type !== 'DETAIL' || (action.confirmation && !approved)) event.preventDefault();
    if (action.confirmation && !approved) return void this.ask(button, action);
    // `edit`, `delete`, `create`, `action` or `replicate`: a detail link has no handler, it navigates.
    this.handlers[action.type.toLowerCase() as 'edit' | 'delete' | 'create' | 'action' | 'replicate' | 'import']?.(button, action);
  };

  private async ask(button: HTMLElement, action: ActionView): Promise<void> {
    // Busy until answered: the question's dialog may be fetched first (a chunk), and a second click asks nothing more.
    setBusy(button, true, false);
    let confirmed: boolean;
    try {
      confirmed = await this.handlers.confirm(button.getAttribute(CONFIRM_ATTRIBUTE) ?? action.confirmation!, action);
    } finally {
      setBusy(button, false, false);
    }
    button.focus();
    if (!confirmed) return;
    this.approved = button;
    button.click();
  }
}
