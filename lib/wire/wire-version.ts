// The version of the wire contract between the server and the browser bundle: the page view's JSON
// (page-view.ts) and the endpoints' requests and responses (docs/endpoints.md). A page is rendered
// by one version of the library and drawn by a bundle that may come from another (a CDN, a cached
// file, a bundle built before an upgrade); the bundle refuses a page of another wire version rather
// than misreading it. Bump it on any change a bundle of the previous version would misread: a field
// removed, renamed or retyped, an endpoint or parameter changed. Adding an optional field does not.

/** The wire version this library speaks; the page view carries it as `wireVersion`. */
export const WIRE_VERSION = 3;

/**
 * The message when a page view's `wireVersion` is not the bundle's, else null. `served` is whatever
 * the page carried (undefined for a page of a version before wire versions).
 */
export function wireVersionMismatch(served: unknown): string | null {
  if (served === WIRE_VERSION) return null;
  return `ux-datatables: the page was served by wire version ${served ?? 'none'} but the browser bundle speaks ${WIRE_VERSION}: redeploy the bundle of the server's version and clear caches`;
}
