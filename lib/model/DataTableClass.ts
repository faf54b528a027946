import type { AbstractDataTable } from './AbstractDataTable.js';

/** A table class as `@AsDataTable` registers it. */
export type DataTableClass = new () => AbstractDataTable;
