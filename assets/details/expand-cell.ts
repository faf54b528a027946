/** The class of the expand buttons' column (its cells), Responsive's `all` keeping it on the narrowest screen. */
export const EXPAND_CELL_CLASS = 'ux-datatables-expand';
