import { RELATION_STYLESHEET } from './relation-stylesheet-url.js';

/**
 * Where the page keeps the link's loading: on the document, not in this module, because the edit flow's
 * chunk and the filter bar controls' chunk each hold a copy of this code (scripts/served-files.mjs,
 * inlineSharedChunks) and the page must still get one link.
 */
const LINKED = Symbol.for('ux-datatables.relation-stylesheet');

/**
 * Links the relation picker's stylesheet into the page once (a `<link>` to the router's file, which a
 * strict CSP allows where an inline `<style>` would not), called where a picker is about to be shown (a
 * form, the filter bar's controls: not the bundle, which a page without a picker would pay for), and
 * resolves when it has loaded, or failed to: a picker is never held back for good, it is then only drawn
 * plainer. Undefined, nothing to wait for, when the build names no stylesheet (the modules for bundlers).
 */
export function relationStylesheet(doc: Document): Promise<unknown> | undefined {
  if (!RELATION_STYLESHEET) return;
  const page = doc as Document & { [LINKED]?: Promise<unknown> };
  const href = new URL(RELATION_STYLESHEET, import.meta.url).href;
  return (page[LINKED] ??= new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = resolve;
    doc.head.append(link);
  }));
}
