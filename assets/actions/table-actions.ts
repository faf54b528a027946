import type { ActionTypeName, ActionView, PageView } from '../../lib/wire/page-view.js';

/** The actions whose requests carry a table token of their own purpose. */
const TOKEN_PURPOSE: Partial<Record<ActionTypeName, 'delete' | 'edit'>> = { DELETE: 'delete', EDIT: 'edit' };

/**
 * The actions a table draws, in their declared order: `table.actions`, less any edit or delete
 * action whose token the page view lacks. The server leaves a token out when it does not serve that
 * action's endpoints, and a button whose every click would be refused is better not drawn.
 */
export function tableActions(view: Pick<PageView, 'table' | 'tokens'>): ActionView[] {
  return (view.table.actions?.items ?? []).filter((action) => {
    const purpose = TOKEN_PURPOSE[action.type];
    return purpose === undefined || !!view.tokens[purpose];
  });
}
