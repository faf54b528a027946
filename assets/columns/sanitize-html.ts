import type { Config } from 'dompurify';
import { safeUrl } from '../../lib/wire/safe-url.js';

/** Markup in, markup safe to insert into the page out. */
export type HtmlSanitizer = (html: string) => string;

/**
 * On top of DOMPurify's defaults (no script, frame, object, handler or script URL): no form
 * controls, `<style>`, SVG or MathML; no `style` or `class` (a cell may not lay itself over the
 * page), no `data-*` (nor pose as an action button to the click listener), no `id` (nor take one of
 * the page's, such as the modal's title).
 */
const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'option', 'textarea', 'svg', 'math'],
  FORBID_ATTR: ['style', 'class', 'id'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

/**
 * The sanitizer of `html` columns: DOMPurify in the page's window, removing scripts, event handlers
 * and every URL `safeUrl` refuses, and giving a link with a `target` `rel="noopener noreferrer"`.
 * DOMPurify is imported here and only here, dynamically: the prebuilt bundle fetches it as a file of
 * its own the first time a table shows an `html` column, and an application's bundler splits it off
 * the same way. Null where there is no DOM (DOMPurify would return the markup untouched): escape instead.
 */
export async function loadHtmlSanitizer(): Promise<HtmlSanitizer | null> {
  const { default: DOMPurify } = await import('dompurify');
  const purifier = DOMPurify(globalThis.window);
  if (!purifier.isSupported) return null;
  purifier.addHook('afterSanitizeAttributes', secureLinks);
  return (html) => purifier.sanitize(html, CONFIG);
}

function secureLinks(element: Element): void {
  // safeUrl(null) is null too: removing an attribute that is not there does nothing.
  for (const name of ['href', 'src']) if (!safeUrl(element.getAttribute(name))) element.removeAttribute(name);
  if (element.hasAttribute('target')) element.setAttribute('rel', 'noopener noreferrer');
}
