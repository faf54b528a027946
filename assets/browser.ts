// The self-starting bundle (dist/browser/ux-datatables.js): Stimulus and DataTables.net included,
// the `datatable` controller registered on a Stimulus application started on the document.
// Import `modalAdapters` from the same URL to register a custom adapter.
import DataTable from 'datatables.net';
import { startDataTables } from './start-data-tables.js';
import { CORE_KEY } from './table/core-key.js';

export * from './index.js';

// The DataTables.net of this bundle, which the extensions in its chunks attach to (core-key.ts).
(globalThis as Record<symbol, unknown>)[CORE_KEY] = DataTable;

/** The Stimulus application the bundle started. */
export const application = startDataTables();
