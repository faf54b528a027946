import { chromium, type Browser } from 'playwright-core';

/** Path of Debian's Chromium (`apt-get install chromium`), or `CHROMIUM_PATH`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep headless Chromium quiet on a machine without network access. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Debian's Chromium. Playwright gives every launch a fresh, temporary profile directory
 * (the user-data-dir) and removes it on `browser.close()`.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: FLAGS });
}
