import type { PageView } from '../../lib/wire/page-view.js';
import { MAX_VIEWS_PER_TABLE, VIEW_ERRORS, type SavedView, type SavedViewAnswer, type SavedViewsAnswer } from '../../lib/wire/saved-views.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { ServerEndpoints } from '../requests/ServerEndpoints.js';
import { readFailure } from '../requests/request-failure.js';
import { browserViewsKey, defaultViewKey } from './view-keys.js';

/** A view to keep: a new one without `id`, else the user's view of that id replaced. */
export type ViewToKeep = Omit<SavedView, 'id'> & { id?: string };

/** Where the "Views" menu keeps a table's views (docs/saved-views.md): the browser or the server. */
export interface ViewKeeper {
  /** The user's views of the table, by name. */
  list(): Promise<SavedView[]>;
  /** Keeps the view, the default mark taken from the others when it has it; the view as kept. */
  save(view: ViewToKeep): Promise<SavedView>;
  remove(id: string): Promise<void>;
}

/** A refusal to tell the user as it is (the cap, the server's error in the page's language). */
export class ViewRefused extends Error {
  override readonly name = 'ViewRefused';
}

/** The keeper a table's page view names. */
export function viewKeeper(view: PageView, win: Window, endpoints: ServerEndpoints, t: Translate): ViewKeeper {
  const { urls, tokens, table } = view;
  const mirror = new DefaultMirror(win, defaultViewKey(table.name));
  return table.savedViews?.store === 'server' && urls.views && tokens.views
    ? new ServerViews(urls.views, tokens.views, endpoints, (response) => readFailure(response, t), mirror)
    : new BrowserViews(win, browserViewsKey(table.name), t, mirror);
}

/** The default view's query where the first load reads it (saved-views-of-table), written after each change. */
class DefaultMirror {
  constructor(private readonly win: Window, private readonly key: string) {}

  follow(views: readonly SavedView[]): void {
    const chosen = views.find((view) => view.default);
    try {
      if (chosen) this.win.localStorage.setItem(this.key, chosen.query);
      else this.win.localStorage.removeItem(this.key);
    } catch {
      // No storage: the default applies from the next list the menu reads.
    }
  }
}

/**
 * The views kept in this browser's `localStorage` (the default: no server, one browser's views). Storage
 * that is unavailable or full keeps nothing and says so, as a refusal.
 */
class BrowserViews implements ViewKeeper {
  constructor(private readonly win: Window, private readonly key: string, private readonly t: Translate, private readonly mirror: DefaultMirror) {}

  async list(): Promise<SavedView[]> {
    return this.read();
  }

  async save(view: ViewToKeep): Promise<SavedView> {
    const views = this.read();
    const at = view.id === undefined ? -1 : views.findIndex((known) => known.id === view.id);
    if (at === -1 && views.length >= MAX_VIEWS_PER_TABLE) throw new ViewRefused(this.t(`error.${VIEW_ERRORS.tooMany}`));
    const kept: SavedView = { ...view, id: at === -1 ? randomId(this.win) : view.id! };
    const next = views.map((known) => (kept.default ? { ...known, default: false } : known));
    if (at === -1) next.push(kept);
    else next[at] = kept;
    this.write(next);
    return kept;
  }

  async remove(id: string): Promise<void> {
    this.write(this.read().filter((view) => view.id !== id));
  }

  private read(): SavedView[] {
    try {
      const kept = JSON.parse(this.win.localStorage.getItem(this.key) ?? '[]') as unknown;
      return Array.isArray(kept) ? kept.filter(isSavedView).sort(byName) : [];
    } catch {
      return [];
    }
  }

  private write(views: SavedView[]): void {
    try {
      this.win.localStorage.setItem(this.key, JSON.stringify(views));
    } catch (error) {
      throw new ViewRefused(String((error as Error).message ?? error));
    }
    this.mirror.follow(views);
  }
}

/** The views the server keeps for the user (`urls.views`, the router's `savedViews`): every browser of theirs sees them. */
class ServerViews implements ViewKeeper {
  private views: SavedView[] = [];

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly endpoints: ServerEndpoints,
    private readonly failure: (response: Response) => Promise<{ message: string }>,
    private readonly mirror: DefaultMirror,
  ) {}

  async list(): Promise<SavedView[]> {
    const separator = this.url.includes('?') ? '&' : '?';
    const response = await fetch(`${this.url}${separator}${new URLSearchParams({ token: this.token })}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    this.views = (await this.answer<SavedViewsAnswer>(response)).views;
    this.mirror.follow(this.views);
    return this.views;
  }

  async save(view: ViewToKeep): Promise<SavedView> {
    const response = await this.endpoints.json('POST', this.url, { token: this.token, ...view }, false);
    const kept = (await this.answer<SavedViewAnswer>(response)).view;
    this.views = [...this.views.filter((known) => known.id !== kept.id).map((known) => (kept.default ? { ...known, default: false } : known)), kept].sort(byName);
    this.mirror.follow(this.views);
    return kept;
  }

  async remove(id: string): Promise<void> {
    await this.answer(await this.endpoints.json('DELETE', this.url, { token: this.token, id }, false));
    this.views = this.views.filter((view) => view.id !== id);
    this.mirror.follow(this.views);
  }

  private async answer<T>(response: Response): Promise<T> {
    if (!response.ok) throw new ViewRefused((await this.failure(response)).message);
    return (await response.json()) as T;
  }
}

/** 32 random hex digits: `crypto.randomUUID` needs a secure context, which a page on a LAN address is not. */
function randomId(win: Window): string {
  return Array.from(win.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function isSavedView(value: unknown): value is SavedView {
  const view = value as SavedView | null;
  return typeof view?.id === 'string' && typeof view.name === 'string' && typeof view.query === 'string' && typeof view.default === 'boolean';
}

function byName(a: SavedView, b: SavedView): number {
  return a.name.localeCompare(b.name);
}
