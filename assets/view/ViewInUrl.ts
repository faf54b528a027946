import type { FilterState } from '../filters/FilterState.js';
import { readViewParams, viewParams, withViewParams, type UrlView, type UrlViewTable } from '../../lib/wire/view-url.js';

/** The table whose view the URL keeps. */
export interface ViewInUrlTarget {
  /** The view shown now (the filters included). */
  current(): UrlView;
  /** Shows `view` (its filters already in the filter state) and draws once. */
  show(view: UrlView): void;
}

/** What the URL's view is read against. */
export interface ViewInUrlOptions {
  win: Window;
  prefix: string;
  table: UrlViewTable;
  /** The table's view as declared: the parts equal to it stay out of the URL. */
  defaults: UrlView;
  filters: FilterState;
}

/** How long typing in the search waits before the URL follows it. */
export const SEARCH_URL_DELAY_MS = 400;

/**
 * Keeps a table's view in the page's URL (`viewInUrl(prefix)`), under its prefix, every other parameter
 * untouched. A discrete change (order, page length, filters, columns) is a new history entry, so Back
 * goes to the view before it; typing in the search replaces the entry, once the typing pauses, as does sizing a column. Back and
 * Forward (`popstate`) show the entry's view, drawn once, and write nothing back: the URL is already it.
 * The view the page opens with is read by {@link ViewInUrl.read} before the first request.
 */
export class ViewInUrl {
  private written: UrlView | null = null;
  private pendingSearch: number | null = null;
  /** The next write replaces the entry (after the first draw, after Back): the entry is that view already. */
  private replaceNext = true;
  /** The last entry written was a column sized: sizing it further replaces it. */
  private sizing = false;
  private readonly popstate = () => this.restore();
  private readonly stopFilters: () => void;

  constructor(private readonly target: ViewInUrlTarget, private readonly options: ViewInUrlOptions) {
    options.win.addEventListener('popstate', this.popstate);
    this.stopFilters = options.filters.onChange((_filters, source) => source === 'user' && this.changed());
  }

  /** The view the page's URL holds for the table; null when it holds none of its parameters. */
  static read(options: Omit<ViewInUrlOptions, 'filters'>): UrlView | null {
    return readViewParams(options.win.location.search, options.prefix, options.table, options.defaults);
  }

  /** Called after each draw and each column shown or hidden: the URL follows the view when it changed. */
  changed(): void {
    const view = this.target.current();
    const { win, prefix, defaults, table } = this.options;
    const search = withViewParams(win.location.search.slice(1), prefix, viewParams(view, defaults, prefix, table));
    if (search === win.location.search.slice(1)) {
      this.cancelSearch();
      this.written = view;
      this.replaceNext = false;
      return;
    }
    const typing = !this.replaceNext && this.written !== null && sameButSearch(view, this.written);
    if (typing) {
      this.cancelSearch();
      this.pendingSearch = win.setTimeout(() => {
        this.pendingSearch = null;
        this.write(search, 'replace', view);
      }, SEARCH_URL_DELAY_MS);
      return;
    }
    this.cancelSearch();
    // A column sized step by step (the arrow keys) is one entry: Back goes to the view before the sizing.
    const sized = this.written !== null && JSON.stringify({ ...view, widths: {} }) === JSON.stringify({ ...this.written, widths: {} });
    this.write(search, this.replaceNext || (sized && this.sizing) ? 'replace' : 'push', view);
    this.sizing = sized;
  }

  disconnect(): void {
    this.cancelSearch();
    this.options.win.removeEventListener('popstate', this.popstate);
    this.stopFilters();
  }

  private write(search: string, how: 'push' | 'replace', view: UrlView): void {
    const { win } = this.options;
    const url = `${win.location.pathname}${search ? `?${search}` : ''}${win.location.hash}`;
    // The entry's own state (the application's, a router's) is kept as it is.
    if (how === 'push') win.history.pushState(win.history.state, '', url);
    else win.history.replaceState(win.history.state, '', url);
    this.written = view;
    this.replaceNext = false;
  }

  private cancelSearch(): void {
    if (this.pendingSearch !== null) this.options.win.clearTimeout(this.pendingSearch);
    this.pendingSearch = null;
  }

  /** Back or Forward: shows the entry's view, unless the table shows it already. */
  private restore(): void {
    this.cancelSearch();
    const view = ViewInUrl.read(this.options) ?? structuredClone(this.options.defaults);
    const now = this.target.current();
    this.written = view;
    if (JSON.stringify(now) === JSON.stringify(view)) return;
    // What the entry holds that the table cannot show (a column gone since) is tidied in place, not pushed.
    this.replaceNext = true;
    this.options.filters.replace(view.filters, 'url');
    this.target.show(view);
  }
}

/** Whether two views differ only in their search. */
function sameButSearch(a: UrlView, b: UrlView): boolean {
  return a.search !== b.search && JSON.stringify({ ...a, search: '' }) === JSON.stringify({ ...b, search: '' });
}
