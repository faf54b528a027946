import { PGLiteSocketHandler, PGLiteSocketServer } from '@electric-sql/pglite-socket';

// The embedded database's socket server and its connections tell of a connection closed, a tick later,
// with `new CustomEvent(...)`: the global of that moment. While a spec of the browser's code has a jsdom
// page installed (spec/assets/support/dom.ts) that is jsdom's, which Node's `EventTarget` refuses with an
// uncaught TypeError: a pool closed by one spec (an e2e spec stopping its demo) failed the next one. Only
// the specs install jsdom, so only the specs need this: an event of another realm is dispatched again as
// Node's own. (spec/assets/embedded-database-beside-jsdom.spec.ts)
const NodeEvent = globalThis.Event;
const NodeCustomEvent = globalThis.CustomEvent;
for (const target of [PGLiteSocketHandler.prototype, PGLiteSocketServer.prototype]) {
  const dispatch = target.dispatchEvent;
  target.dispatchEvent = function (this: EventTarget, event: Event): boolean {
    const foreign = event as { type: string; detail?: unknown };
    const own = event instanceof NodeEvent ? event : new NodeCustomEvent(foreign.type, { detail: foreign.detail });
    return dispatch.call(this, own);
  };
}
