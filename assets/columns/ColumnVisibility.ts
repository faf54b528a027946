import type { Api } from 'datatables.net';
import type { ColumnView } from '../../lib/wire/page-view.js';
import type { Translate } from '../../lib/wire/translate.js';
import { chosenVisible, choicesFor, readColumnChoices, writeColumnChoices } from './column-choices.js';
import { ColumnMenu } from './ColumnMenu.js';
import type { ChunkFailed } from '../flows/OnDemand.js';
import { columnNameOf } from '../table/column-data.js';

/**
 * A table's column menu (`columnVisibility()`) and the user's choices, kept per browser in
 * `localStorage` under the table's name ({@link readColumnChoices}). Showing a column through the page's
 * URL or Back changes the table, not the choices: only the menu writes them. A column hidden by the user
 * is hidden in DataTables.net (`column().visible(false)`: no cell, no export); one Responsive folds into
 * the detail row on a narrow screen is still shown, and its box stays checked.
 */
export class ColumnVisibility {
  readonly menu: ColumnMenu;
  private api: Api | null = null;
  private readonly resized = () => this.menu.refresh();

  constructor(doc: Document, private readonly table: { name: string; columns: readonly ColumnView[] }, t: Translate, buttonClass: string, failed?: ChunkFailed) {
    this.menu = new ColumnMenu(doc, table.columns, t, {
      visible: (column) => this.column(column)?.visible() ?? true,
      collapsed: (column) => this.collapsed(column),
      toggled: (column, visible) => this.toggle(column, visible),
    }, buttonClass, failed);
  }

  /** The columns to show at first, by the user's choices. */
  chosen(): string[] {
    return chosenVisible(this.table.columns, readColumnChoices(this.win(), this.table.name));
  }

  /** Follows the drawn table. */
  attach(api: Api): void {
    this.api = api;
    api.on('responsive-resize.dt', this.resized);
  }

  disconnect(): void {
    this.api?.off('responsive-resize.dt', this.resized);
    this.menu.disconnect();
  }

  private toggle(name: string, visible: boolean): void {
    const api = this.api;
    const column = this.column(name);
    if (!api || !column) return;
    column.visible(visible);
    api.columns.adjust();
    const shown = this.table.columns.filter((candidate) => this.column(candidate.name)?.visible() ?? true).map((candidate) => candidate.name);
    writeColumnChoices(this.win(), this.table.name, choicesFor(this.table.columns, shown));
  }

  private collapsed(name: string): boolean {
    // Responsive's `responsiveHidden()` is true for a column it shows (and false for every column of a table without it).
    const column = this.column(name);
    return !!column && column.visible() && column.responsiveHidden() === false && this.api!.init().responsive !== false;
  }

  private column(name: string): ReturnType<Api['column']> | null {
    const index = this.index(name);
    return index === -1 ? null : this.api!.column(index);
  }

  private index(name: string): number {
    return this.api ? (this.api.columns().dataSrc().toArray() as unknown[]).map(columnNameOf).indexOf(name) : -1;
  }

  private win(): Window | null {
    return this.menu.element.ownerDocument.defaultView;
  }
}
