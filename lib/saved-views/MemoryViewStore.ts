import { randomUUID } from 'node:crypto';
import { MAX_VIEWS_PER_TABLE, type SavedView } from '../wire/saved-views.js';
import { byName } from './views-by-name.js';
import { tooManyViews, viewNotFound } from './view-refusals.js';
import type { SavedViewOutcome, ViewDraft, ViewStore } from './ViewStore.js';

/**
 * Saved views kept in this process, lost on restart and not shared between instances: for specs, demos,
 * and applications' own tests. Each call runs to its end without awaiting, so the rules hold under concurrency.
 */
export class MemoryViewStore implements ViewStore {
  readonly #views = new Map<string, SavedView[]>();

  async list(owner: string, table: string): Promise<SavedView[]> {
    return byName(this.#of(owner, table)).map((view) => ({ ...view }));
  }

  async save(owner: string, table: string, draft: ViewDraft): Promise<SavedViewOutcome> {
    const views = this.#of(owner, table);
    const index = draft.id === undefined ? -1 : views.findIndex((view) => view.id === draft.id);
    if (draft.id !== undefined && index < 0) throw viewNotFound(draft.id);
    if (index < 0 && views.length >= MAX_VIEWS_PER_TABLE) throw tooManyViews(table);
    const view: SavedView = { id: index < 0 ? randomUUID() : views[index].id, name: draft.name, query: draft.query, default: draft.default };
    if (view.default) for (const other of views) other.default = false;
    if (index < 0) views.push(view);
    else views[index] = view;
    this.#views.set(this.#key(owner, table), views);
    return { view: { ...view }, created: index < 0 };
  }

  async remove(owner: string, table: string, id: string): Promise<boolean> {
    const views = this.#of(owner, table);
    const index = views.findIndex((view) => view.id === id);
    if (index >= 0) views.splice(index, 1);
    return index >= 0;
  }

  #of(owner: string, table: string): SavedView[] {
    return this.#views.get(this.#key(owner, table)) ?? [];
  }

  #key(owner: string, table: string): string {
    return JSON.stringify([owner, table]);
  }
}
