/**
 * Where the prebuilt bundle leaves its DataTables.net (assets/browser.ts) for the extensions a chunk loads
 * (RowReorder): each chunk holds a copy of the modules it shares with the bundle (scripts/served-files.mjs,
 * inlineSharedChunks), so an extension importing `datatables.net` would otherwise attach itself to a DataTables.net
 * of its own, not to the one that drew the table. The bundle's build points those imports here instead
 * (extensionsOnTheBundlesCore). A symbol in the global registry: the same in every copy of this module.
 */
export const CORE_KEY = Symbol.for('ux-datatables:datatables.net');
