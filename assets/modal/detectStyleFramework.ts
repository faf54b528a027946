import { BOOTSTRAP_ADAPTER_KEY, DIALOG_ADAPTER_KEY } from '../../lib/wire/modal-adapter-keys.js';

/** The CSS framework whose styling (and modal adapter) a page uses, named by its adapter's key. */
export type StyleFramework = typeof BOOTSTRAP_ADAPTER_KEY | typeof DIALOG_ADAPTER_KEY;

const detected = new WeakMap<Document, StyleFramework>();

/**
 * `bs5` when Bootstrap is on the page, else `dt`. Bootstrap is recognised by a stylesheet `<link>`
 * whose href names it, by Bootstrap 5's `--bs-*` custom properties on `:root` (bundled CSS), or by
 * its JavaScript (`window.bootstrap`). A page's own `.modal` rule proves nothing, so it is not probed.
 */
export function detectStyleFramework(doc: Document = document): StyleFramework {
  return hasBootstrapLink(doc) || hasBootstrapProperties(doc) || hasBootstrapScript(doc) ? BOOTSTRAP_ADAPTER_KEY : DIALOG_ADAPTER_KEY;
}

/** {@link detectStyleFramework}, run once per page (the first table asks once the page has loaded). */
export function pageStyleFramework(doc: Document = document): StyleFramework {
  let framework = detected.get(doc);
  if (!framework) detected.set(doc, (framework = detectStyleFramework(doc)));
  return framework;
}

function hasBootstrapLink(doc: Document): boolean {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[href]')].some(
    (link) => /(^|\s)stylesheet(\s|$)/i.test(link.rel) && /bootstrap/i.test(link.getAttribute('href') ?? ''),
  );
}

function hasBootstrapProperties(doc: Document): boolean {
  const style = doc.defaultView?.getComputedStyle?.(doc.documentElement);
  return !!style && style.getPropertyValue('--bs-body-font-family').trim() !== '';
}

function hasBootstrapScript(doc: Document): boolean {
  const view = doc.defaultView as (Window & { bootstrap?: { Modal?: unknown } }) | null;
  return typeof view?.bootstrap?.Modal === 'function';
}
