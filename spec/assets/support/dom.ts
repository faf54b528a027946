import { JSDOM } from 'jsdom';
import { OnDemand } from '../../../assets/flows/OnDemand.js';

/** Browser globals the code under test reads; installed per test, removed after (mocha runs --check-leaks). */
const GLOBALS = [
  // Not `Event`: DataTables.net dispatches Node's `Event` on a Node `EventTarget` it creates at import time.
  'window',
  'document',
  'navigator',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLFormElement',
  'HTMLDialogElement',
  'HTMLTableElement',
  'DocumentFragment',
  'Text',
  'CustomEvent',
  'KeyboardEvent',
  'MouseEvent',
  'SubmitEvent',
  'FocusEvent',
  'FormData',
  'Option',
  'DOMParser',
  'NodeList',
  'HTMLCollection',
  'MutationObserver',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;

/** The DOM of the running test. */
export interface Dom {
  window: Window & typeof globalThis;
  document: Document;
}

let current: Dom | null = null;

/** The DOM set up by {@link useDom} for the running test. */
export function dom(): Dom {
  if (!current) throw new Error('No DOM: call useDom() in the describe block');
  return current;
}

/**
 * A fresh jsdom page per test, with the browser globals pointing at it. `<dialog>`'s
 * `showModal()`/`close()`, which jsdom lacks, are stood in for by the `open` attribute.
 */
export function useDom(html = '<!doctype html><html><head></head><body></body></html>', options: { url?: string } = {}): void {
  let saved: Map<string, PropertyDescriptor | undefined> | null = null;

  beforeEach(() => {
    const jsdom = new JSDOM(html, { url: options.url ?? 'https://app.test/books', pretendToBeVisual: true });
    const window = jsdom.window as unknown as Window & typeof globalThis;
    polyfillDialog(window);
    current = { window, document: window.document };
    saved = new Map();
    for (const name of GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      const value = name === 'window' ? window : (window as unknown as Record<string, unknown>)[name];
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true, enumerable: false });
    }
  });

  afterEach(() => {
    for (const [name, descriptor] of saved ?? []) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    saved = null;
    current?.window.close();
    current = null;
  });
}

function polyfillDialog(window: Window & typeof globalThis): void {
  const proto = window.HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal === 'function') return;
  Object.assign(proto, {
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected) throw new window.DOMException('not connected', 'InvalidStateError');
      this.setAttribute('open', '');
    },
    show(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new window.Event('close'));
    },
  });
}

/**
 * Lets pending work run: a number of event-loop turns (so promise chains through Node's fetch
 * `Response` finish however busy the machine is), then `ms` of timers.
 */
export async function settle(ms = 0): Promise<void> {
  // A flow's chunk (assets/flows/OnDemand) is fetched as a browser would, and its first import takes longer
  // than a few turns: the turns start again once it is here, for the flow it runs.
  do {
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, ms));
  } while (await OnDemand.idle());
}
