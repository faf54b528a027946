import type { ColumnView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import type { ColumnMenuDelegate } from './column-menu-delegate.js';

/** The column menu's behaviour (a chunk fetched on its first click) works on the menu's parts. */
export interface ColumnMenu {
  readonly element: HTMLElement;
  readonly button: HTMLButtonElement;
  readonly list: HTMLElement;
  readonly columns: readonly ColumnView[];
  readonly t: Translate;
  readonly delegate: ColumnMenuDelegate;
  readonly outside: (event: Event) => void;
}

/** Listens to the list's boxes and to Escape, once. */
export function wire(menu: ColumnMenu): void {
  menu.element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.list.hidden) {
      event.stopPropagation();
      close(menu, true);
    }
  });
  menu.list.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement;
    menu.delegate.toggled(box.value, box.checked);
    refresh(menu);
  });
}

/** Opens the list, each box as the table is now. */
export function open(menu: ColumnMenu): void {
  refresh(menu);
  menu.list.hidden = false;
  menu.button.setAttribute('aria-expanded', 'true');
  menu.element.ownerDocument.addEventListener('click', menu.outside, true);
  menu.list.querySelector('input')?.focus();
}

/** Closes the list; `focusButton` when the focus was inside it (Escape). */
export function close(menu: ColumnMenu, focusButton: boolean): void {
  if (menu.list.hidden) return;
  menu.list.hidden = true;
  menu.button.setAttribute('aria-expanded', 'false');
  menu.element.ownerDocument.removeEventListener('click', menu.outside, true);
  if (focusButton) menu.button.focus();
}

/** Shows each column's state: checked when the user shows it, its label telling when Responsive folded it away. */
export function refresh(menu: ColumnMenu): void {
  for (const box of menu.list.querySelectorAll<HTMLInputElement>('input')) {
    const column = menu.columns.find((candidate) => candidate.name === box.value)!;
    box.checked = menu.delegate.visible(column.name);
    const collapsed = box.checked && menu.delegate.collapsed(column.name);
    box.nextElementSibling!.textContent = collapsed ? menu.t('columns.collapsed', { column: column.label }) : column.label;
  }
}
