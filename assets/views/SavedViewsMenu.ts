import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { PageView } from '../../lib/wire/page-view.js';
import { MAX_VIEW_NAME, viewName, type SavedView } from '../../lib/wire/saved-views.js';
import type { SavedViewsHost } from './saved-views-host.js';
import { viewKeeper, type ViewKeeper } from './view-keepers.js';
import { lostBy, showQuery, shownQuery, viewLink, type SwitchedTable } from './view-switch.js';

/** The class of the menu's root in the toolbar (ux-datatables.css gives it the column menu's look: a list under its button). */
export const VIEWS_MENU_CLASS = 'ux-datatables-views';

let menus = 0;

/**
 * The "Views" menu (`savedViews()`, docs/saved-views.md), a chunk the table fetches once it exists: a
 * disclosure button in the toolbar opening the user's views (a button each: shows it) and a form that saves
 * the view shown under a name (a name already kept is replaced), renames, deletes, makes the chosen view the
 * one the table opens with, or copies its link. What it did is said in a status line and the table's live
 * region; a view naming columns the table lost shows without them and says which.
 */
export class SavedViewsMenu {
  private readonly root: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly panel: HTMLElement;
  private readonly list: HTMLElement;
  private readonly field: HTMLInputElement;
  private readonly status: HTMLElement;
  private readonly keeper: ViewKeeper;
  private readonly table: SwitchedTable;
  private views: SavedView[] = [];
  /** The view last shown or saved, which Rename, Delete, the default and the link act on. */
  private chosen: string | null = null;
  private readonly outside = (event: Event) => {
    if (!this.root.contains(event.target as Node)) this.close(false);
  };

  /**
   * `started.query`: the default view the table opened with (this browser's copy), if it did; `started.fresh`: the
   * table opened as declared, so that a default the server names (set in another browser) is shown at once.
   */
  constructor(control: HTMLElement, view: PageView, private readonly host: SavedViewsHost, started: { query: string | null; fresh: boolean }) {
    const doc = control.ownerDocument;
    const { t } = host;
    this.table = { view, host };
    this.keeper = viewKeeper(view, doc.defaultView!, host.endpoints, t);
    const id = `ux-datatables-views-${++menus}`;
    const root = (this.root = doc.createElement('div'));
    root.className = VIEWS_MENU_CLASS;
    const button = (name: string, label: string) => `<button type="button" class="${escapeHtml(host.buttonClass)}" data-views="${name}">${escapeHtml(label)}</button>`;
    root.innerHTML = `<button type="button" class="${escapeHtml(host.buttonClass)}" aria-expanded="false" aria-controls="${id}">${escapeHtml(t('views.menu'))}</button>`
      + `<div class="${VIEWS_MENU_CLASS}-list" id="${id}" role="group" aria-label="${escapeHtml(t('views.menu'))}" hidden>`
      + `<ul aria-label="${escapeHtml(t('views.saved'))}"></ul>`
      + `<form><label>${escapeHtml(t('views.name'))} <input name="view-name" autocomplete="off" maxlength="${MAX_VIEW_NAME}"></label>`
      + `<button type="submit" class="${escapeHtml(host.buttonClass)}">${escapeHtml(t('views.save'))}</button>`
      + button('rename', t('views.rename')) + button('delete', t('views.delete')) + button('default', t('views.set_default'))
      + (view.table.viewInUrl ? button('link', t('views.copy_link')) : '')
      + '</form><p></p></div>';
    this.button = root.querySelector('button')!;
    this.panel = root.querySelector('div')!;
    this.list = root.querySelector('ul')!;
    this.field = root.querySelector('input')!;
    this.status = root.querySelector('p')!;
    this.lay();
    control.replaceChildren(root);
    this.button.addEventListener('click', () => (this.panel.hidden ? this.open() : this.close(false)));
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !this.panel.hidden) {
        event.stopPropagation();
        this.close(true);
      }
    });
    this.list.addEventListener('click', (event) => {
      const chosen = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-id]');
      if (chosen) this.show(chosen.dataset.id!);
    });
    root.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.act(() => this.save());
    });
    this.panel.addEventListener('click', (event) => {
      const what = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-views]')?.dataset.views;
      if (what === 'rename') void this.act(() => this.rename());
      if (what === 'delete') void this.act(() => this.remove());
      if (what === 'default') void this.act(() => this.toggleDefault());
      if (what === 'link') void this.act(() => this.copyLink());
    });
    void this.act(async () => {
      this.views = await this.keeper.list();
      const preferred = this.views.find((known) => known.default);
      if (preferred && started.fresh) return this.show(preferred.id);
      this.chosen = preferred && preferred.query === shownQuery(this.table) ? preferred.id : null;
      this.draw();
      const lost = started.query === null ? [] : lostBy(view.table, started.query);
      if (lost.length) this.say(t('views.lost', { names: lost.join(', ') }));
    });
  }

  disconnect(): void {
    this.close(false);
    this.root.remove();
  }

  private open(): void {
    this.draw();
    this.panel.hidden = false;
    this.keepInWindow();
    this.button.setAttribute('aria-expanded', 'true');
    this.root.ownerDocument.addEventListener('click', this.outside, true);
    (this.list.querySelector<HTMLElement>('[aria-pressed="true"]') ?? this.list.querySelector('button') ?? this.field).focus();
  }

  /** Moves the open list back into the window where the button's place would push it out (a right-to-left phone). */
  private keepInWindow(): void {
    this.panel.style.translate = '';
    const box = this.panel.getBoundingClientRect();
    const width = this.root.ownerDocument.documentElement.clientWidth;
    const shift = box.left < 8 ? 8 - box.left : box.right > width - 8 ? width - 8 - box.right : 0;
    if (shift) this.panel.style.translate = `${shift}px`;
  }

  private close(focusButton: boolean): void {
    if (this.panel.hidden) return;
    this.panel.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
    this.root.ownerDocument.removeEventListener('click', this.outside, true);
    if (focusButton) this.button.focus();
  }

  /** The list as kept, the chosen view pressed, its name in the field; the chosen view's buttons enabled. */
  private draw(): void {
    const { t } = this.host;
    this.list.innerHTML = this.views.length
      ? this.views.map((view) => `<li><button type="button" data-id="${escapeHtml(view.id)}" aria-pressed="${view.id === this.chosen}">${escapeHtml(view.name)}${view.default ? ` <small>(${escapeHtml(t('views.default'))})</small>` : ''}</button></li>`).join('')
      : `<li>${escapeHtml(t('views.none'))}</li>`;
    for (const button of this.list.querySelectorAll<HTMLElement>('button')) Object.assign(button.style, { all: 'unset', cursor: 'pointer', display: 'block', padding: '0.25rem 0', fontWeight: button.getAttribute('aria-pressed') === 'true' ? '600' : '' });
    const chosen = this.chosenView();
    if (chosen && this.field.ownerDocument.activeElement !== this.field) this.field.value = chosen.name;
    for (const button of this.panel.querySelectorAll<HTMLButtonElement>('button[data-views]')) button.disabled = !chosen;
    const toggle = this.panel.querySelector<HTMLButtonElement>('button[data-views="default"]')!;
    toggle.textContent = t(chosen?.default ? 'views.unset_default' : 'views.set_default');
  }

  private show(id: string): void {
    const view = this.views.find((known) => known.id === id);
    if (!view) return;
    this.chosen = id;
    const lost = showQuery(this.table, view.query);
    this.draw();
    this.say(lost.length ? `${this.host.t('views.shown', { name: view.name })} ${this.host.t('views.lost', { names: lost.join(', ') })}` : this.host.t('views.shown', { name: view.name }));
  }

  /** Saves the view shown under the field's name: a view of that name is replaced, keeping its default mark. */
  private async save(): Promise<void> {
    const name = this.name();
    if (name === null) return;
    const same = this.views.find((view) => view.name === name);
    const kept = await this.keeper.save({ ...(same ? { id: same.id } : {}), name, query: shownQuery(this.table), default: same?.default ?? false });
    this.kept(kept, this.host.t('views.stored', { name }));
  }

  private async rename(): Promise<void> {
    const chosen = this.chosenView();
    const name = this.name();
    if (!chosen || name === null || name === chosen.name) return;
    if (this.views.some((view) => view.name === name)) return this.say(this.host.t('views.name_taken', { name }));
    this.kept(await this.keeper.save({ ...chosen, name }), this.host.t('views.renamed', { name }));
  }

  private async remove(): Promise<void> {
    const chosen = this.chosenView();
    if (!chosen) return;
    await this.keeper.remove(chosen.id);
    this.views = this.views.filter((view) => view.id !== chosen.id);
    this.chosen = null;
    this.field.value = '';
    this.draw();
    this.say(this.host.t('views.deleted', { name: chosen.name }));
  }

  private async toggleDefault(): Promise<void> {
    const chosen = this.chosenView();
    if (!chosen) return;
    const kept = await this.keeper.save({ ...chosen, default: !chosen.default });
    this.kept(kept, this.host.t(kept.default ? 'views.default_set' : 'views.default_unset', { name: kept.name }));
  }

  private async copyLink(): Promise<void> {
    const chosen = this.chosenView();
    const win = this.root.ownerDocument.defaultView!;
    const link = chosen && viewLink(this.table, chosen.query, win.location);
    if (!link) return;
    try {
      await win.navigator.clipboard.writeText(link);
      this.say(this.host.t('views.link_copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is shown, selected, to copy by hand.
      this.status.innerHTML = `<label>${escapeHtml(this.host.t('views.link'))} <input readonly value="${escapeHtml(link)}"></label>`;
      this.status.querySelector('input')!.select();
    }
  }

  /** A view as kept: in the list (the default mark moved), chosen, said. */
  private kept(view: SavedView, message: string): void {
    this.views = [...this.views.filter((known) => known.id !== view.id).map((known) => (view.default ? { ...known, default: false } : known)), view]
      .sort((a, b) => a.name.localeCompare(b.name));
    this.chosen = view.id;
    this.draw();
    this.say(message);
  }

  /** The field's name, trimmed, or null after saying why it cannot be one. */
  private name(): string | null {
    const read = viewName(this.field.value);
    if ('name' in read) return read.name;
    this.say(this.host.t('views.name_invalid', { max: MAX_VIEW_NAME }));
    this.field.focus();
    return null;
  }

  private chosenView(): SavedView | null {
    return this.views.find((view) => view.id === this.chosen) ?? null;
  }

  /** Runs a step; a refusal (the store's, the server's) or a failure is said, never thrown. */
  private async act(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.say(error instanceof Error ? error.message : String(error));
    }
  }

  /** In the panel, and in the table's live region (the panel may be closed: a lost column said on the first load). */
  private say(message: string): void {
    this.status.textContent = message;
    this.host.announce(message);
  }

  /** The panel's layout beyond the column menu's list it borrows: the list unmarked, the form's controls wrapping. */
  private lay(): void {
    Object.assign(this.list.style, { listStyle: 'none', margin: '0', padding: '0' });
    const form = this.panel.querySelector('form')!;
    Object.assign(form.style, { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'end', borderBlockStart: '1px solid var(--uxdt-border)', paddingBlockStart: '0.5rem' });
    Object.assign(this.field.style, { inlineSize: '100%', minInlineSize: '0' });
    const label = this.field.parentElement!;
    Object.assign(label.style, { display: 'flex', flexDirection: 'column', flex: '1 1 100%', gap: '0.25rem' });
    Object.assign(this.status.style, { margin: '0', minBlockSize: '1.25em' });
  }
}
