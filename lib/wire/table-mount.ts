// How a `<table>` becomes a data table: the server's table helper writes these attributes, and the
// browser registers its Stimulus controller under the identifier and reads the page view from the
// value, whose attribute Stimulus derives from both (`data-<identifier>-<value>-value`).

/** The attribute Stimulus reads a controller's identifier from. */
export const CONTROLLER_ATTRIBUTE = 'data-controller';

/** The identifier of the `datatable` Stimulus controller. */
export const TABLE_CONTROLLER = 'datatable';

/** The name of the controller's value holding the page view (`static values = { view: Object }`). */
export const VIEW_VALUE = 'view';

/**
 * The attribute holding the page view as JSON: Stimulus' name for the value {@link VIEW_VALUE} of the
 * controller {@link TABLE_CONTROLLER} (spec/lib/wire/table-mount.spec.ts). Written out rather than
 * built from them, so that a bundle that never reads it drops it.
 */
export const VIEW_ATTRIBUTE = 'data-datatable-view-value';
