import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { ColumnView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import { type ChunkFailed, OnDemand } from '../flows/OnDemand.js';
import { isHideable } from './column-choices.js';
import type { ColumnMenuDelegate } from './column-menu-delegate.js';

export type { ColumnMenuDelegate } from './column-menu-delegate.js';

/** The list's behaviour (open, close, the boxes' changes): fetched on the menu's first click, warmed on intent. */
const behaviours = new OnDemand(() => import('./column-menu-behaviour.js'));
type Behaviour = typeof import('./column-menu-behaviour.js');

/** The class of the menu's root in the toolbar (ux-datatables.css places its list under the button). */
export const COLUMN_MENU_CLASS = 'ux-datatables-column-menu';

let menus = 0;

/**
 * The column menu (`columnVisibility()`): a disclosure button in the toolbar (`aria-expanded`) opening a
 * list of checkboxes, one per column it may hide (`alwaysVisible()` and the action column are left out).
 * Escape and a click elsewhere close it; Escape gives the focus back to the button. A column Responsive
 * folded away stays checked, its label saying where it went: the user did not hide it. What the list does
 * is a chunk fetched on the first click; one that cannot be fetched is told to `failed`.
 */
export class ColumnMenu {
  readonly element: HTMLElement;
  /** @internal */ readonly button: HTMLButtonElement;
  /** @internal */ readonly list: HTMLElement;
  /** @internal */ readonly columns: readonly ColumnView[];
  /** @internal */ readonly outside = (event: Event) => {
    if (!this.element.contains(event.target as Node)) this.close(false);
  };
  private behaviour: Behaviour | null = null;
  private wired = false;

  constructor(
    doc: Document,
    columns: readonly ColumnView[],
    /** @internal */ readonly t: Translate,
    /** @internal */ readonly delegate: ColumnMenuDelegate,
    buttonClass: string,
    private readonly failed: ChunkFailed = () => undefined,
  ) {
    this.columns = columns.filter(isHideable);
    const id = `ux-datatables-columns-${++menus}`;
    const root = (this.element = doc.createElement('div'));
    root.className = COLUMN_MENU_CLASS;
    root.innerHTML = `<button type="button" class="${escapeHtml(buttonClass)}" aria-expanded="false" aria-controls="${id}">${escapeHtml(t('columns.menu'))}</button>`
      + `<div class="${COLUMN_MENU_CLASS}-list" id="${id}" role="group" aria-label="${escapeHtml(t('columns.shown'))}" hidden>`
      + this.columns.map((column) => `<label><input type="checkbox" value="${escapeHtml(column.name)}"> <span>${escapeHtml(column.label)}</span></label>`).join('')
      + '</div>';
    this.button = root.querySelector('button')!;
    this.list = root.querySelector('div')!;
    this.button.addEventListener('click', () => void this.toggle());
    for (const name of ['pointerover', 'focusin']) this.button.addEventListener(name, () => behaviours.warm(), { once: true });
  }

  /** Opens or closes the list; its behaviour is fetched on the first click (the button busy meanwhile). */
  private async toggle(): Promise<void> {
    this.behaviour ??= await behaviours.forClick(this.button, this.failed);
    if (!this.behaviour) return;
    if (!this.wired) this.behaviour.wire(this);
    this.wired = true;
    if (this.list.hidden) this.open();
    else this.close(false);
  }

  /** Opens the list, each box as the table is now (once its behaviour was fetched: the button's click). */
  open(): void {
    this.behaviour?.open(this);
  }

  /** Closes the list; `focusButton` when the focus was inside it (Escape). */
  close(focusButton: boolean): void {
    this.behaviour?.close(this, focusButton);
  }

  /** Shows each column's state: checked when the user shows it, its label telling when Responsive folded it away. */
  refresh(): void {
    this.behaviour?.refresh(this);
  }

  disconnect(): void {
    this.close(false);
  }
}
