/** What the menu asks of the table. */
export interface ColumnMenuDelegate {
  /** Whether the user shows the column now (Responsive folding it into the detail row does not count). */
  visible(column: string): boolean;
  /** Whether Responsive folded the column into each row's details on this screen. */
  collapsed(column: string): boolean;
  /** The user showed or hid the column. */
  toggled(column: string, visible: boolean): void;
}
