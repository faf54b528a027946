import type { Browser, Page } from 'playwright-core';

/** One response of a page load, as Chromium's network layer saw it. */
export interface TransferredResponse {
  url: string;
  /** CDP's resource type: `Document`, `Stylesheet`, `Script`, `XHR`, `EventSource`, `Other`, ... */
  type: string;
  /** `Content-Encoding` (`br`, `gzip`), or `identity`. */
  encoding: string;
  /** Bytes received for it, headers included, as sent (compressed when it was). */
  bytes: number;
  /** Whether the whole response arrived (an event stream stays open). */
  finished: boolean;
}

/** What a page load transferred. */
export interface PageLoadTransfer {
  /** The page and its assets: the document, its stylesheets, scripts, fonts and images. */
  pageAndAssets: number;
  /** Every response: with the page's data requests, its event stream (so far) and the favicon. */
  everything: number;
  responses: TransferredResponse[];
}

/** The resource types that are the page and its assets, rather than what the page asks for once running. */
const PAGE_AND_ASSETS = new Set(['Document', 'Stylesheet', 'Script', 'Font', 'Image']);

/**
 * Loads a page in a tab and adds up the bytes Chromium received per response (CDP's
 * `Network.loadingFinished` `encodedDataLength`: headers and body as they crossed the wire; for a
 * stream still open, what its `dataReceived` events counted; 0 for a file the cache gave without asking
 * the server, about 250 for a 304). `load` navigates and waits for what the
 * page must show; then every response of the page and its assets must have finished. `cache: false`
 * is a first load (the tab's cache disabled); `true` lets the tab use what an earlier load cached.
 */
export async function measurePageLoad(page: Page, load: () => Promise<void>, { cache }: { cache: boolean }): Promise<PageLoadTransfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  const seen = new Map<string, TransferredResponse>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    seen.set(requestId, { url: response.url, type, encoding, bytes: response.encodedDataLength, finished: false });
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const entry = seen.get(requestId);
    if (entry) entry.bytes += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = seen.get(requestId);
    if (!entry) return;
    entry.bytes = encodedDataLength;
    entry.finished = true;
  });
  try {
    await load();
    const deadline = Date.now() + 10_000;
    while ([...seen.values()].some((entry) => PAGE_AND_ASSETS.has(entry.type) && !entry.finished)) {
      if (Date.now() > deadline) throw new Error(`Responses never finished: ${[...seen.values()].filter((e) => !e.finished).map((e) => e.url).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const responses = [...seen.values()];
    const sum = (list: TransferredResponse[]) => list.reduce((total, entry) => total + entry.bytes, 0);
    return { pageAndAssets: sum(responses.filter((entry) => PAGE_AND_ASSETS.has(entry.type))), everything: sum(responses), responses };
  } finally {
    await cdp.detach();
  }
}

/** A first load of `url` in a new browser context (no cache, no cookies), waiting with `ready`. */
export async function firstLoad(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<PageLoadTransfer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await measurePageLoad(page, async () => {
      await page.goto(url);
      await ready(page);
    }, { cache: false });
  } finally {
    await context.close();
  }
}

/** The responses as lines `bytes  type  encoding  path`, for a failure message or a report. */
export function describeTransfer(transfer: PageLoadTransfer): string {
  return transfer.responses
    .map((entry) => `${String(entry.bytes).padStart(7)}  ${entry.type.padEnd(11)} ${entry.encoding.padEnd(8)} ${new URL(entry.url).pathname}`)
    .join('\n');
}
