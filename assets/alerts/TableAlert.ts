import { createAlertElement } from './alert-element.js';

/** The error message shown just above a table (above DataTables.net's container when there is one). */
export class TableAlert {
  private element: HTMLElement | null = null;

  constructor(
    private readonly table: HTMLElement,
    /** The dismiss button's label in the page's language. */
    private readonly dismissLabel?: string,
  ) {}

  /** Shows the message, replacing any earlier one (a new element, so it is announced again). */
  show(message: string): void {
    this.clear();
    this.element = createAlertElement(this.table.ownerDocument, message, false, this.dismissLabel);
    const anchor = this.table.closest('.dt-container') ?? this.table;
    anchor.before(this.element);
  }

  /** Removes the message, if any. */
  clear(): void {
    this.element?.remove();
    this.element = null;
  }
}
