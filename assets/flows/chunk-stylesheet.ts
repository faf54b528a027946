/**
 * Where the page keeps the links it made: on the document, not in this module, because several chunks hold a
 * copy of this code (scripts/served-files.mjs, inlineSharedChunks) and the page must still get one link per file.
 */
const LINKED = Symbol.for('ux-datatables.chunk-stylesheets');

/**
 * Links a chunk's stylesheet into the page once (a `<link>` to the router's file, `file` relative to the bundle,
 * which a strict CSP allows where an inline `<style>` would not), called by the chunk that needs it (not the
 * bundle, which a page without that chunk would pay for); resolves when it has loaded, or failed to: what it
 * styles is never held back for good, only drawn plainer. Undefined, nothing to wait for, when `file` is null
 * (the modules for bundlers, whose application imports the stylesheet itself).
 */
export function chunkStylesheet(doc: Document, file: string | null): Promise<unknown> | undefined {
  if (!file) return;
  const page = doc as Document & { [LINKED]?: Map<string, Promise<unknown>> };
  const href = new URL(file, import.meta.url).href;
  const linked = (page[LINKED] ??= new Map());
  let loaded = linked.get(href);
  if (!loaded) {
    loaded = new Promise((resolve) => {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = resolve;
      doc.head.append(link);
    });
    linked.set(href, loaded);
  }
  return loaded;
}
