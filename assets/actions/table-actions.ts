import type { ActionTypeName, ActionView, PageView } from '../../lib/wire/page-view.js';

/** The actions whose requests carry a table token of their own purpose. */
const TOKEN_PURPOSE: Partial<Record<ActionTypeName, 'delete' | 'edit' | 'create'>> = { DELETE: 'delete', EDIT: 'edit', CREATE: 'create' };

type ViewActions = Pick<PageView, 'table' | 'tokens'>;

/**
 * The actions a table draws, in their declared order: `table.actions`, less any edit or delete
 * action whose token the page view lacks. The server leaves a token out when it does not serve that
 * action's endpoints, and a button whose every click would be refused is better not drawn.
 */
export function tableActions(view: ViewActions): ActionView[] {
  return served(view, view.table.actions?.items);
}

/** The table-level actions of the toolbar (`table.toolbar`, New), less a create whose token the page view lacks. */
export function toolbarActions(view: ViewActions): ActionView[] {
  return served(view, view.table.toolbar);
}

function served(view: ViewActions, actions: readonly ActionView[] = []): ActionView[] {
  return actions.filter((action) => {
    const purpose = TOKEN_PURPOSE[action.type];
    return purpose === undefined || !!view.tokens[purpose];
  });
}
