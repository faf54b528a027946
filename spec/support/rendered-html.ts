import type { PageView } from '../../lib/wire/page-view.js';

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * The page view the first table element of `html` carries in `data-datatable-view-value`, read back
 * as the browser reads the attribute (the five entities `escapeHtml` writes, undone in one pass).
 */
export function pageViewOf(html: string): PageView {
  const attribute = /data-datatable-view-value="([^"]*)"/.exec(html)?.[1];
  if (attribute === undefined) throw new Error('the page has no table element with a page view');
  return JSON.parse(attribute.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity])) as PageView;
}

/** The hidden inputs of a rendered form, as the browser's FormData would send them. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[name] = value;
  return fields;
}
