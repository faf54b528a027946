// The manual's screenshots (docs/images/*.png), taken of the demo in Chromium: every chapter that
// describes something a person would rather look at shows it. Run it after a change to what the pages
// look like, look at the images, and commit them.
//
// Usage: npm run docs:screenshots [-- [--url <demo>] [name ...]]
//   Without --url it starts the demo (as `npm start` does) on a fresh embedded database of its
//   own, in a temporary folder removed at the end (the first start seeds 10,000 books: 20 s or so).
//   With --url it uses a demo already running there: the shots then edit and delete in its data
//   (an edit of one book for the real-time shot; the deletes are undone).
//   Names (`table`, `edit-form`, ...) take only those shots. CHROMIUM_PATH: the browser (default
//   /usr/bin/chromium, Debian's `chromium` package).
//
// Each image is a PNG of at most 1280 × 800 CSS pixels, reduced to a palette of COLOURS colours
// (upng-js; flat interface colours survive it): tens of kilobytes each. The package does not ship them (package.json `files` has no docs/).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import UPNG from 'upng-js';
import { freePort, startDemoProcess, type DemoProcess } from '../spec/e2e/support/demo-process.js';
import { bookRow, columnMenuButton, confirmation, modal, notices, openEditModal, openLiveTablePage, redrawnAfter } from '../spec/e2e/support/page-tools.js';
import { ensureBrowserBuild } from '../spec/support/fresh-build.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const IMAGES = join(root, 'docs', 'images');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 760 };
/** One of two windows side by side. */
const HALF = { width: 637, height: 640 };

/** One screenshot: its file (docs/images/<name>.png), the chapter showing it, and how to get there. */
interface Shot {
  name: string;
  chapter: string;
  viewport?: { width: number; height: number };
  locale?: string;
  /**
   * Brings the page to what the image shows; returns the part to take (the viewport when nothing), or
   * the image itself (a PNG) when it is made of several.
   */
  take(page: Page, demo: string, context: BrowserContext): Promise<Part | Buffer | void>;
}

/** A part of the page: an element with a margin around it, cut at `maxHeight` CSS pixels. */
interface Part {
  element: Locator;
  maxHeight?: number;
}

const MARGIN = 12;
/** The palette of every image: 64 colours keep text and buttons crisp at half the bytes of 256. */
const COLOURS = 64;

/** The first rows of the page whose status is `status`: their ids, in the order shown. */
async function idsWithStatus(page: Page, status: string, count: number): Promise<number[]> {
  const ids = await page.locator('#books tbody tr').evaluateAll((rows, wanted) => rows
    .filter((row) => row.textContent?.includes(wanted))
    .map((row) => Number(row.querySelector('[data-ux-datatables-id]')?.getAttribute('data-ux-datatables-id')))
    .filter((id) => Number.isInteger(id)), status);
  if (ids.length < count) throw new Error(`The first page shows ${ids.length} rows "${status}", ${count} wanted: a shot needs them`);
  return ids.slice(0, count);
}

/** The page's table with some space around it: the wrapper DataTables.net draws (toolbar, table, paging). */
const tableArea = (page: Page, maxHeight?: number): Part => ({ element: page.locator('#books_wrapper'), maxHeight });

/** Does `action` and waits for the table's data request it makes, answered and drawn. */
async function dataAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  await redrawnAfter(page, async () => {
    const answered = page.waitForResponse((response) => response.url().includes('/datatables/ajax/data?'));
    await action();
    await answered;
  });
}

const SHOTS: Shot[] = [
  {
    name: 'table',
    chapter: 'README.md, getting-started.md, tables-and-columns.md: the demo\'s /dialog page',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
    },
  },
  {
    name: 'built-by-hand',
    chapter: 'tables-and-columns.md: a table built by hand (the demo\'s /builder page)',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/builder`);
      return tableArea(page, 420);
    },
  },
  {
    name: 'totals',
    chapter: 'totals.md: the footer\'s totals of every matching book and of the page (the demo\'s /totals page)',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/totals`);
      await page.locator('#books tfoot .uxdt-total').first().waitFor();
      return tableArea(page, 800);
    },
  },
  {
    name: 'saved-views',
    chapter: 'saved-views.md: the Views menu open over the table, a view saved (the demo\'s /totals page)',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/totals`);
      await dataAfter(page, () => page.locator('select[name=group]').selectOption('status'));
      await page.locator('#books_wrapper .ux-datatables-filters summary').click();
      await dataAfter(page, () => page.locator('#books_wrapper .ux-datatables-filters').getByLabel('Draft', { exact: true }).check());
      await page.locator('#books_wrapper .ux-datatables-filters summary').click();
      const menu = page.locator('#books_wrapper .ux-datatables-views');
      await menu.getByRole('button', { name: 'Views' }).click();
      await menu.getByLabel('Name').fill('Drafts by status');
      await menu.getByRole('button', { name: 'Save view' }).click();
      await menu.getByText('View “Drafts by status” saved.').waitFor();
      await page.evaluate(() => localStorage.clear());
      return tableArea(page, 520);
    },
  },
  {
    name: 'column-arrangement',
    chapter: 'column-arrangement.md: a wide table scrolled down and sideways, its header and title in sight, a column\'s edge focused (the demo\'s /wide page)',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/wide`, undefined, '#books tbody td');
      await page.locator('#books_wrapper .dt-scroll-head .ux-datatables-column-resize').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.locator('#books_wrapper .dt-scroll-body').evaluate((body) => (body.scrollLeft = 260));
      await page.locator('#books_wrapper .dt-scroll-head .ux-datatables-column-resize[data-column="pages"]').focus();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'own-template',
    chapter: 'router.md: a table\'s own modal template (the demo\'s /own-template page)',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/own-template`);
      const id = Number(await page.locator('#books [data-ux-datatables-action="EDIT"]').first().getAttribute('data-ux-datatables-id'));
      await openEditModal(page, id);
      return { element: modal(page) };
    },
  },
  {
    name: 'confirm-delete',
    chapter: 'actions.md: askConfirmation on a draft\'s Delete',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      const [id] = await idsWithStatus(page, 'Draft', 1);
      await page.locator(`#books [data-ux-datatables-action="DELETE"][data-ux-datatables-id="${id}"]`).click();
      await confirmation(page).locator('[data-ux-datatables-submit]').waitFor();
      return tableArea(page, 440);
    },
  },
  {
    name: 'edit-form',
    chapter: 'forms.md: the edit form, a rule of the table refusing a value',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      const [id] = await idsWithStatus(page, 'Draft', 1);
      await openEditModal(page, id);
      await modal(page).locator('[name="title"]').fill('agent 007');
      await modal(page).locator('[type="submit"]').first().click();
      await modal(page).getByText('A title does not start with a small letter').waitFor();
      return { element: modal(page) };
    },
  },
  {
    name: 'bulk-selection',
    chapter: 'bulk-and-undo.md: rows selected, the bulk buttons',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      for (const id of await idsWithStatus(page, 'Draft', 3)) {
        await page.locator(`#books tbody input[data-ux-datatables-select*='"id":${id},']`).click();
      }
      await page.locator('.ux-datatables-bulk > span').waitFor();
      return tableArea(page, 420);
    },
  },
  {
    name: 'undo',
    chapter: 'bulk-and-undo.md: a bulk delete\'s undo window (undone after the shot)',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      for (const id of await idsWithStatus(page, 'Draft', 3)) {
        await page.locator(`#books tbody input[data-ux-datatables-select*='"id":${id},']`).click();
      }
      await page.locator('.ux-datatables-bulk [data-ux-datatables-bulk="delete"]').click();
      await confirmation(page).locator('[data-ux-datatables-submit]').click();
      await page.locator('.ux-datatables-notice [data-ux-datatables-undo]').waitFor();
      return tableArea(page);
    },
  },
  {
    name: 'export-menu',
    chapter: 'export.md: the Export menu',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      await page.locator('.ux-datatables-export > button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'CSV' }).waitFor();
      return tableArea(page, 300);
    },
  },
  {
    name: 'filters',
    chapter: 'filters-and-views.md: the filter bar, a filter set',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      const bar = page.locator('#books_wrapper .ux-datatables-filters');
      await bar.locator('summary').click();
      await dataAfter(page, () => bar.getByLabel('Published', { exact: true }).check());
      const range = bar.getByRole('group', { name: 'Published on' });
      await dataAfter(page, () => range.getByLabel('From').fill('1970-01-01'));
      await dataAfter(page, () => range.getByLabel('To').fill('1979-12-31'));
      await bar.locator('.ux-datatables-filter-chip').first().waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      return tableArea(page);
    },
  },
  {
    name: 'column-menu',
    chapter: 'filters-and-views.md: the column menu',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      await columnMenuButton(page).click();
      await page.locator('.ux-datatables-column-menu-list').waitFor();
      return tableArea(page, 420);
    },
  },
  {
    name: 'phone',
    chapter: 'front-end.md: a phone\'s width, a row opened',
    viewport: PHONE,
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      await page.locator('#books tbody tr').first().locator('td').first().click();
      await page.locator('#books tbody tr.child').first().waitFor();
      return tableArea(page, PHONE.height);
    },
  },
  {
    name: 'bootstrap',
    chapter: 'front-end.md: Bootstrap 5\'s modal, detected',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/bootstrap`);
      const [id] = await idsWithStatus(page, 'Draft', 1);
      await openEditModal(page, id);
      await page.waitForTimeout(400); // Bootstrap's fade
      return { element: page.locator('.modal.show .modal-content') };
    },
  },
  {
    name: 'french',
    chapter: 'translations.md: the same page in French (Accept-Language: fr)',
    locale: 'fr-FR',
    async take(page, demo) {
      await openLiveTablePage(page, `${demo}/dialog`);
      return tableArea(page, 420);
    },
  },
  {
    // Last: it saves an edit (the other shots find the rows as seeded).
    name: 'real-time',
    chapter: 'real-time.md: two windows; a save in one shows in the other',
    viewport: HALF,
    async take(page, demo, context) {
      const other = await context.newPage();
      await openLiveTablePage(page, `${demo}/dialog`);
      await openLiveTablePage(other, `${demo}/dialog`);
      for (const window of [page, other]) await window.locator('#books_wrapper').evaluate((table) => table.scrollIntoView());
      const [id] = await idsWithStatus(page, 'Draft', 1);
      await openEditModal(page, id);
      const title = `${await modal(page).locator('[name="title"]').inputValue()} (revised)`.slice(0, 120);
      await modal(page).locator('[name="title"]').fill(title);
      await page.mouse.move(0, 0);
      const editing = await page.screenshot({ animations: 'disabled' });
      await modal(page).locator('[type="submit"]').first().click();
      await bookRow(other, id).getByText(title).waitFor();
      await other.mouse.move(0, 0);
      const followed = await other.screenshot({ animations: 'disabled' });
      return sideBySide(editing, followed);
    },
  },
];

/** Two PNGs of one height side by side, a grey rule between them. */
function sideBySide(left: Buffer, right: Buffer): Buffer {
  const [a, b] = [left, right].map((png) => UPNG.decode(arrayBufferOf(png)));
  const [pixelsA, pixelsB] = [a, b].map((image) => new Uint8Array(UPNG.toRGBA8(image)[0]));
  const gap = 6;
  const width = a.width + gap + b.width;
  const height = Math.max(a.height, b.height);
  const out = new Uint8Array(width * height * 4).fill(160);
  for (let y = 0; y < height; y++) {
    if (y < a.height) out.set(pixelsA.subarray(y * a.width * 4, (y + 1) * a.width * 4), y * width * 4);
    if (y < b.height) out.set(pixelsB.subarray(y * b.width * 4, (y + 1) * b.width * 4), (y * width + a.width + gap) * 4);
  }
  return Buffer.from(UPNG.encode([out.buffer], width, height, 0));
}

const arrayBufferOf = (png: Buffer) => png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer;

/** The PNG of a screenshot, reduced to COLOURS colours. */
function smallPng(png: Buffer): Buffer {
  const image = UPNG.decode(arrayBufferOf(png));
  const rgba = UPNG.toRGBA8(image)[0];
  return Buffer.from(UPNG.encode([rgba], image.width, image.height, COLOURS));
}

/** The rectangle of a part, its margin included, within the page and at most DESKTOP's size. */
async function clipOf(page: Page, { element, maxHeight }: Part): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await element.boundingBox();
  if (!box) throw new Error(`Not shown, no screenshot: ${element}`);
  const size = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  const x = Math.max(0, box.x + scroll.x - MARGIN);
  const y = Math.max(0, box.y + scroll.y - MARGIN);
  const width = Math.min(box.width + 2 * MARGIN, size.width - x, DESKTOP.width);
  const height = Math.min(box.height + 2 * MARGIN, size.height - y, maxHeight ?? DESKTOP.height);
  return { x, y, width, height };
}

async function takeShot(browser: Browser, demo: string, shot: Shot): Promise<number> {
  const context = await browser.newContext({ viewport: shot.viewport ?? DESKTOP, locale: shot.locale ?? 'en-US', deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const part = await shot.take(page, demo, context);
    await page.mouse.move(0, 0);
    const png = Buffer.isBuffer(part) ? part
      : await page.screenshot({ animations: 'disabled', ...(part ? { clip: await clipOf(page, part), fullPage: true } : {}) });
    const small = smallPng(png);
    writeFileSync(join(IMAGES, `${shot.name}.png`), small);
    if (shot.name === 'undo') await page.locator('.ux-datatables-notice [data-ux-datatables-undo]').click();
    return small.length;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { url: { type: 'string' } }, allowPositionals: true });
  const unknown = positionals.filter((name) => !SHOTS.some((shot) => shot.name === name));
  if (unknown.length > 0) throw new Error(`No shot named ${unknown.join(', ')}; there are ${SHOTS.map((shot) => shot.name).join(', ')}`);
  const shots = positionals.length > 0 ? SHOTS.filter((shot) => positionals.includes(shot.name)) : SHOTS;

  let demo: DemoProcess | undefined;
  let dataDir: string | undefined;
  if (!values.url) {
    ensureBrowserBuild(['ux-datatables.js', 'ux-datatables.css', 'datatables.net-dt.css']);
    dataDir = mkdtempSync(join(tmpdir(), 'ux-datatables-docs-'));
    console.log('docs:screenshots: starting the demo on a fresh embedded database (seeding 10,000 books)');
    demo = await startDemoProcess(join(dataDir, 'db'), await freePort(), 180_000);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  let total = 0;
  try {
    for (const shot of shots) {
      const bytes = await takeShot(browser, values.url ?? demo!.url, shot);
      total += bytes;
      console.log(`docs/images/${shot.name}.png  ${(bytes / 1024).toFixed(0)} KiB  (${shot.chapter})`);
    }
    console.log(`docs:screenshots: ${shots.length} images, ${(total / 1024).toFixed(0)} KiB`);
  } finally {
    await browser.close();
    await demo?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
