import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.js';
import { startDemoServer, type DemoServer, type DemoServerOptions } from './demo-server.js';
import { openLiveTablePage } from './page-tools.js';

/** The demo server and one Chromium of a `describe` block. */
export interface DemoAndChromium {
  readonly server: DemoServer;
  readonly browser: Browser;
}

/**
 * Starts the demo server and Chromium before the block's specs (side by side) and closes both after
 * them; call it inside the `describe`. Its properties are set once the `before` hook has run.
 */
export function demoAndChromium(options: DemoServerOptions = {}): DemoAndChromium {
  const started = {} as { server: DemoServer; browser: Browser };
  before(async () => {
    [started.server, started.browser] = await Promise.all([startDemoServer(options), launchChromium()]);
  });
  after(async () => {
    await started.browser?.close();
    await started.server?.close();
  });
  return started;
}

/** Where and how {@link demoWindows} opens a page. */
export interface DemoWindow {
  /** The demo page (default `/dialog`). */
  path?: string;
  locale?: string;
  /** The viewport's width (default 1280; 900 high). */
  width?: number;
  /** What shows the table is drawn (default: a row's first action button, which a phone may fold away). */
  ready?: string;
}

/**
 * Opens a demo page in a context of its own (its own cookies, locale and width), its table drawn and its
 * stream open; the contexts a spec opened are closed after it. Call it inside the `describe`.
 */
export function demoWindows(demo: DemoAndChromium): (window?: DemoWindow) => Promise<Page> {
  const opened: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  return async ({ path = '/dialog', locale = 'en-US', width = 1280, ready } = {}) => {
    const context = await demo.browser.newContext({ locale, viewport: { width, height: 900 } });
    opened.push(context);
    const page = await context.newPage();
    await openLiveTablePage(page, demo.server.url(path), undefined, ready);
    return page;
  };
}
