import type { SavedView } from '../wire/saved-views.js';

/** Views in the menu's order: by name (as the user's language sorts them), then by id so that equal names keep one order. */
export function byName(views: readonly SavedView[]): SavedView[] {
  return [...views].sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
