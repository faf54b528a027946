import DataTable from 'datatables.net-dt';

/** DataTables.net's global styling settings: the renderer and the class names. */
export interface Styling {
  renderer: unknown;
  classes: Record<string, unknown>;
}

/** A copy of DataTables.net's current global styling. */
export function snapshotStyling(): Styling {
  return { renderer: DataTable.defaults.renderer, classes: structuredClone(DataTable.ext.classes) as Record<string, unknown> };
}

/** Puts a snapshot back, in place (DataTables.net keeps references to `ext.classes`). */
export function restoreStyling(styling: Styling): void {
  DataTable.defaults.renderer = styling.renderer as never;
  DataTable.util.object.assignDeep(DataTable.ext.classes, structuredClone(styling.classes));
}

/** The styling as it was before this library loaded the Bootstrap 5 integration. */
export const baseStyling = snapshotStyling();
