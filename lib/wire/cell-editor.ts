// The editor of a cell edited in place, as the page view describes it (`ColumnView.inPlace`): apart from
// cell-edit.ts, which imports page-view.ts, so that page-view.ts can name it without an import loop.

/** The editors a cell can open: the column's edit field, drawn inside the cell. */
export type CellEditorWidget = 'text' | 'number' | 'date' | 'url' | 'select' | 'switch' | 'relation';

/**
 * `ColumnView.inPlace`: the column's cells open an editor (Enter, F2, a click; a switch toggles at once).
 * Only on rows whose Edit the server offers (`_actions.EDIT`), and only for a table whose page carries
 * an edit token. The rules are the edit form's field's: the browser's attributes are a convenience,
 * the server checks again.
 */
export interface CellEditorView {
  widget: CellEditorWidget;
  /** The input's attributes from the entity and the column (`required`, `min`, `max`, `step`, `maxlength`, `pattern`, `type`). */
  attributes: Record<string, string | number | boolean>;
  required: boolean;
  /** `select`: the stored values and their labels (translated), in the form's order. */
  choices?: Array<{ value: string; label: string }>;
  /** `relation`: picks related rows from the options endpoint (`urls.options`, column named by the column's name). */
  relation?: { multiple: boolean; nullable: boolean };
}
