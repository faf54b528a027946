import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Path of Debian's Chromium (`apt-get install chromium`), or `CHROMIUM_PATH`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Loaded with the browser specs, before any runs: without Chromium the run stops here, saying why
// in one line, rather than failing every browser spec one by one.
if (!existsSync(chromiumPath)) {
  process.stderr.write(`The browser specs need Chromium, and ${chromiumPath} does not exist: apt-get install chromium (Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.\n`);
  process.exit(1);
}

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
