// Two Chromium windows, each opened directly on a different instance (its own port, not HAProxy's):
// an edit saved through the first window's modal must appear in the second, and one saved in the
// second in the first, through the one hub. Done while no load runs, so waiting for it is a fair test.
import { chromium, type Browser, type Page } from 'playwright-core';
import { bookRow, modal, openEditModal, openLiveTablePage } from '../../spec/e2e/support/page-tools.js';

/** Debian's Chromium, as the browser specs use it (`CHROMIUM_PATH` to use another). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Longest wait for a change to reach the other window. */
const SEEN_MS = 15_000;

/** One window's edit and whether the other window showed it. */
export interface SeenLive {
  from: string;
  to: string;
  row: number;
  seen: boolean;
  ms: number;
  error?: string;
}

/** Saves a new title for `row` in `from`'s modal and waits for `to` to show it. */
async function editAndWatch(from: Page, to: Page, row: number, title: string): Promise<{ seen: boolean; ms: number; error?: string }> {
  const start = Date.now();
  try {
    await openEditModal(from, row);
    await modal(from).locator('[name="title"]').fill(title);
    await modal(from).locator('[data-ux-datatables-submit]').click();
    await bookRow(to, row).getByText(title).waitFor({ timeout: SEEN_MS });
    return { seen: true, ms: Date.now() - start };
  } catch (error) {
    return { seen: false, ms: Date.now() - start, error: (error as Error).message.split('\n')[0] };
  }
}

/** Opens a window on each of `urls` (two instances), and checks that each sees the other's edit. `rows`: one per window, touched by nothing else. */
export async function checkSeenLive(urls: [string, string], hubUrl: string, rows: [number, number]): Promise<SeenLive[]> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    const pages: Page[] = [];
    for (const url of urls) {
      const page = await (await browser.newContext()).newPage();
      page.setDefaultTimeout(20_000);
      await openLiveTablePage(page, `${url}/page`, `${hubUrl}?`);
      pages.push(page);
    }
    const [first, second] = pages;
    const results: SeenLive[] = [];
    results.push({ from: urls[0], to: urls[1], row: rows[0], ...(await editAndWatch(first, second, rows[0], `Seen live ${rows[0]} from the first window`)) });
    results.push({ from: urls[1], to: urls[0], row: rows[1], ...(await editAndWatch(second, first, rows[1], `Seen live ${rows[1]} from the second window`)) });
    return results;
  } finally {
    await browser?.close();
  }
}
