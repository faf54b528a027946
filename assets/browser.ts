// The self-starting bundle (dist/browser/ux-datatables.js): Stimulus and DataTables.net included,
// the `datatable` controller registered on a Stimulus application started on the document.
// Import `modalAdapters` from the same URL to register a custom adapter.
import { startDataTables } from './start-data-tables.js';

export * from './index.js';

/** The Stimulus application the bundle started. */
export const application = startDataTables();
