/** The class of the move buttons' column (its cells), Responsive's `all` keeping it on the narrowest screen. */
export const MOVE_CELL_CLASS = 'ux-datatables-move';
