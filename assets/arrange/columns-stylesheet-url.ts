/**
 * The stylesheet of the columns' arrangement (sticky header, pinned columns, moves, widths), relative to the module's own
 * URL: null here, so the modules for bundlers link nothing (the application imports ux-datatables-columns.css itself);
 * the prebuilt bundle's build puts the file's content-hashed name in its place (scripts/served-files.mjs, chunkStylesheetsAt).
 */
export const COLUMNS_STYLESHEET: string | null = null;
