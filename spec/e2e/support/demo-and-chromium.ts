import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.js';
import { startDemoServer, type DemoServer, type DemoServerOptions } from './demo-server.js';

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
