import { escapeHtml } from '../../lib/wire/escape-html.js';
import type { ColumnView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import { isHideable } from './column-choices.js';

/** The class of the menu's root in the toolbar (ux-datatables.css places its list under the button). */
export const COLUMN_MENU_CLASS = 'ux-datatables-column-menu';

/** What the menu asks of the table. */
export interface ColumnMenuDelegate {
  /** Whether the user shows the column now (Responsive folding it into the detail row does not count). */
  visible(column: string): boolean;
  /** Whether Responsive folded the column into each row's details on this screen. */
  collapsed(column: string): boolean;
  /** The user showed or hid the column. */
  toggled(column: string, visible: boolean): void;
}

let menus = 0;

/**
 * The column menu (`columnVisibility()`): a disclosure button in the toolbar (`aria-expanded`) opening a
 * list of checkboxes, one per column it may hide (`alwaysVisible()` and the action column are left out).
 * Escape and a click elsewhere close it; Escape gives the focus back to the button. A column Responsive
 * folded away stays checked, its label saying where it went: the user did not hide it.
 */
export class ColumnMenu {
  readonly element: HTMLElement;
  private readonly button: HTMLButtonElement;
  private readonly list: HTMLElement;
  private readonly columns: readonly ColumnView[];
  private readonly outside = (event: Event) => {
    if (!this.element.contains(event.target as Node)) this.close(false);
  };

  constructor(doc: Document, columns: readonly ColumnView[], private readonly t: Translate, private readonly delegate: ColumnMenuDelegate, buttonClass: string) {
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
    this.button.addEventListener('click', () => (this.list.hidden ? this.open() : this.close(false)));
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !this.list.hidden) {
        event.stopPropagation();
        this.close(true);
      }
    });
    this.list.addEventListener('change', (event) => {
      const box = event.target as HTMLInputElement;
      this.delegate.toggled(box.value, box.checked);
      this.refresh();
    });
  }

  /** Opens the list, each box as the table is now. */
  open(): void {
    this.refresh();
    this.list.hidden = false;
    this.button.setAttribute('aria-expanded', 'true');
    this.element.ownerDocument.addEventListener('click', this.outside, true);
    this.list.querySelector('input')?.focus();
  }

  /** Closes the list; `focusButton` when the focus was inside it (Escape). */
  close(focusButton: boolean): void {
    if (this.list.hidden) return;
    this.list.hidden = true;
    this.button.setAttribute('aria-expanded', 'false');
    this.element.ownerDocument.removeEventListener('click', this.outside, true);
    if (focusButton) this.button.focus();
  }

  /** Shows each column's state: checked when the user shows it, its label telling when Responsive folded it away. */
  refresh(): void {
    for (const box of this.list.querySelectorAll<HTMLInputElement>('input')) {
      const column = this.columns.find((candidate) => candidate.name === box.value)!;
      box.checked = this.delegate.visible(column.name);
      const collapsed = box.checked && this.delegate.collapsed(column.name);
      box.nextElementSibling!.textContent = collapsed ? this.t('columns.collapsed', { column: column.label }) : column.label;
    }
  }

  disconnect(): void {
    this.close(false);
  }
}
