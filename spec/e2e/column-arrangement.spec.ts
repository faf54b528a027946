import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { axeViolations, screenshot } from './support/page-tools.js';
import { reloaded } from './support/table-reads.js';

/** The header row the user sees: a scrolling table's own (DataTables.net draws it in a table of its own), else the table's. */
const HEAD = '#books_wrapper .dt-scroll-head thead, #books_wrapper table.fixedHeader-floating thead, #books:not(.fixedHeader-floating) > thead';
/** The columns' titles in the order shown. */
const titles = (page: Page) => page.locator(HEAD).first().locator('th .dt-column-title').allTextContents();
const moveButton = (page: Page, column: string) => page.locator(HEAD).first().locator(`.ux-datatables-column-move[data-column="${column}"]`);
const edge = (page: Page, column: string) => page.locator(HEAD).first().locator(`.ux-datatables-column-resize[data-column="${column}"]`);
const widthOf = async (handle: Locator) => Number(await handle.getAttribute('aria-valuenow'));
/** What the table's live regions say now (the table's own, the live updates', the actions'). */
const live = async (page: Page) => (await page.locator('.ux-datatables-live').allTextContents()).filter((text) => text !== '');

/** Waits until the table is drawn and its arrangement's chunks made their controls. */
async function arranged(page: Page): Promise<void> {
  await page.locator(`${HEAD.split(', ')[0]} .ux-datatables-column-resize, #books > thead .ux-datatables-column-resize`).first().waitFor();
}

/** Drags from the middle of `from` to `to` (x, y in the page) with the mouse, in steps, as a hand does. */
async function drag(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(box.x + box.width / 2 + ((to.x - box.x - box.width / 2) * step) / 10, box.y + box.height / 2 + ((to.y - box.y - box.height / 2) * step) / 10);
  }
  await page.mouse.up();
}

/** Presses Tab until `target` has the focus (at most `most` times): the keyboard's way there. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** One table on the page: no controller started in the copies of the <table> DataTables.net draws a header in. */
async function oneTable(page: Page): Promise<void> {
  expect(await page.locator('.dt-container').count(), 'one DataTables.net container').to.equal(1);
  expect(await page.locator('.dt-scroll-head .dt-container, .dtfh-floatingparent .dt-container').count()).to.equal(0);
  expect(await page.locator('#books_wrapper .ux-datatables-alert:not([hidden])').count(), 'no part failed').to.equal(0);
}

/**
 * Issue 34's columns in sight and arranged (docs/column-arrangement.md), on the demo's /wide page (the header sticky
 * over a table scrolling sideways, the title pinned, columns moved and sized) and /totals (FixedHeader's floating
 * header; the totals follow a moved column; saved views keep the arrangement): by pointer and by keyboard alone,
 * kept across a reload, in the URL and in a saved view; 390 and 1280 px, English, German and Arabic, axe.
 */
describe('columns kept in sight, moved and sized, in Chromium', function () {
  this.timeout(120_000);
  const demo = demoAndChromium();
  const windows = demoWindows(demo);
  const open = async (path: string, more: { locale?: string; width?: number } = {}) => {
    const page = await windows({ path, ready: '#books tbody td', ...more });
    await arranged(page);
    return page;
  };

  it('keeps the header and the first column in sight while a wide table scrolls, on a laptop and a phone', async () => {
    for (const width of [1280, 390]) {
      const page = await open('/wide', { width });
      await oneTable(page);
      const body = page.locator('#books_wrapper .dt-scroll-body');
      const firstCell = page.locator('#books tbody tr:first-child td').first();
      const thirdHeader = page.locator(HEAD).first().locator('th').nth(2);
      const [cellBefore, headerBefore] = [(await firstCell.boundingBox())!.x, (await thirdHeader.boundingBox())!.x];
      // As far as it goes: the table is wider than the window, by less than a phone's width on a laptop.
      const scrolled = await body.evaluate((element) => (element.scrollLeft = element.scrollWidth - element.clientWidth));
      expect(scrolled, 'wider than the window').to.be.above(100);
      await page.waitForFunction(() => document.querySelector('#books')!.classList.contains('dtfc-scrolling-start') || document.querySelector('#books')!.classList.contains('dtfc-scrolling-left'));
      expect((await firstCell.boundingBox())!.x, 'the title is pinned').to.be.closeTo(cellBefore, 1);
      expect((await thirdHeader.boundingBox())!.x, 'the other headers scroll with the table').to.be.closeTo(headerBefore - scrolled, 2);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForFunction(() => Math.abs(document.querySelector('#books_wrapper .dt-scroll-head')!.getBoundingClientRect().top) < 1);
      expect((await firstCell.boundingBox())!.y, 'scrolled past the first row').to.be.below(0);
      await screenshot(page, `column-arrangement/wide-scrolled-${width}`);
    }
  });

  it('floats the header of a table that does not scroll sideways at the window\'s top, over the right columns', async () => {
    const page = await open('/totals?len=50');
    await oneTable(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const floating = page.locator('.dtfh-floatingparent table.fixedHeader-floating thead');
    await floating.waitFor();
    expect(Math.abs((await floating.boundingBox())!.y)).to.be.below(1);
    const heads = await floating.locator('th').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    const cells = await page.locator('#books tbody tr:first-child td').evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().left)));
    expect(heads).to.deep.equal(cells);
    await oneTable(page);
    // The header in sight is the one the keyboard and assistive technology meet, inside the page's landmarks.
    await floating.locator('.ux-datatables-column-move').first().focus();
    expect(await page.evaluate(() => document.activeElement?.closest('.dtfh-floatingparent') !== null)).to.equal(true);
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    await screenshot(page, 'column-arrangement/totals-floating-header-1280');
  });

  it('moves a column by drag and by keyboard, sizes one by drag and by keyboard; the URL, a reload and a link keep them', async () => {
    const page = await open('/wide');
    expect((await titles(page)).slice(0, 4)).to.deep.equal(['Title', 'Author', 'Status', 'Featured']);
    // Drag Status's header onto the start of Author's.
    const author = (await page.locator(HEAD).first().locator('th').nth(1).boundingBox())!;
    await drag(page, page.locator(HEAD).first().locator('th').nth(2).locator('.dt-column-title'), { x: author.x + 8, y: author.y + author.height / 2 });
    await page.waitForFunction(() => new URLSearchParams(location.search).get('cols')?.startsWith('title,status,author.name'));
    expect((await titles(page)).slice(0, 3)).to.deep.equal(['Title', 'Status', 'Author']);

    // By keyboard alone: Tab from the search box to Pages' move button, then the arrows.
    await page.locator('#books_wrapper input[type=search]').focus();
    await tabTo(page, moveButton(page, 'pages'));
    expect(await moveButton(page, 'pages').isVisible(), 'shown while focused').to.equal(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect((await titles(page)).slice(3, 6)).to.deep.equal(['Pages', 'Featured', 'Published on']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-column'))).to.equal('pages');
    expect(await live(page)).to.deep.equal(['“Pages” is column 4 of 11.']);
    await page.keyboard.press('Home');
    expect((await titles(page)).slice(0, 2)).to.deep.equal(['Pages', 'Title']);
    // Enter does not order the table by the column.
    const url = page.url();
    await page.keyboard.press('Enter');
    expect(page.url()).to.equal(url);

    // Size Title by its edge: a drag, then the arrows (16 px a step, 64 with Shift).
    const title = edge(page, 'title');
    const before = await widthOf(title);
    const box = (await title.boundingBox())!;
    await drag(page, title, { x: box.x + box.width / 2 + 80, y: box.y + box.height / 2 });
    await page.waitForFunction(() => new URLSearchParams(location.search).has('widths'));
    const dragged = await widthOf(title);
    expect(dragged).to.be.closeTo(before + 80, 3);
    await title.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await widthOf(title)).to.equal(dragged + 80);
    expect((await page.locator('#books tbody tr:first-child td').nth(1).boundingBox())!.width, 'the cells follow').to.be.closeTo(dragged + 80, 2);
    const params = new URL(page.url()).searchParams;
    expect(params.get('cols')).to.equal('pages,title,status,author.name,featured,publishedOn,price,summary,website,tags,id');
    expect(params.get('widths')).to.equal(`title:${dragged + 80}`);
    const shown = await titles(page);

    await page.reload();
    await arranged(page);
    expect(await titles(page)).to.deep.equal(shown);
    expect(await widthOf(edge(page, 'title'))).to.equal(dragged + 80);

    // Another browser (nothing kept) opens the link as it was shown.
    const other = await open(`/wide${new URL(page.url()).search}`);
    expect(await titles(other)).to.deep.equal(shown);
    expect(await widthOf(edge(other, 'title'))).to.equal(dragged + 80);
    // A plain visit of the first browser opens with what it kept.
    await page.goto(demo.server.url('/wide'));
    await arranged(page);
    expect(await titles(page)).to.deep.equal(shown);
    // The edge's double click gives the column its own width back.
    await edge(page, 'title').dblclick();
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('widths'));
  });

  it('keeps the totals with their column when it moves, and the arrangement in a saved view', async () => {
    const page = await open('/totals');
    const pagesSum = async () => {
      const index = (await titles(page)).indexOf('Pages');
      return page.locator('#books tfoot tr').first().locator('td').nth(index).textContent();
    };
    const sum = await pagesSum();
    expect(sum).to.match(/\d/);
    // A move draws the page again from the rows it has: no request.
    await moveButton(page, 'pages').focus();
    await page.keyboard.press('Home');
    expect((await titles(page))[0]).to.equal('Pages');
    expect(await pagesSum()).to.equal(sum);
    await edge(page, 'title').focus();
    await page.keyboard.press('Shift+ArrowRight');
    const width = await widthOf(edge(page, 'title'));

    const views = page.locator('#books_wrapper .ux-datatables-views');
    const openViews = async () => {
      const button = views.getByRole('button', { name: 'Views', exact: true });
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    };
    await openViews();
    await views.getByLabel('Name').fill('Pages first');
    await views.getByRole('button', { name: 'Save view' }).click();
    await page.waitForFunction(() => document.querySelector('#books_wrapper .ux-datatables-views p')?.textContent === 'View “Pages first” saved.');
    // Put things back as declared, then switch to the view.
    await moveButton(page, 'pages').focus();
    await page.keyboard.press('End');
    await edge(page, 'title').dblclick();
    expect((await titles(page))[0]).to.equal('ID');
    await openViews();
    await reloaded(page, () => views.getByRole('button', { name: 'Pages first' }).click());
    expect((await titles(page))[0]).to.equal('Pages');
    expect(await widthOf(edge(page, 'title'))).to.equal(width);
    expect(await pagesSum()).to.equal(sum);
  });

  for (const { locale, width, name } of [
    { locale: 'en-US', width: 1280, name: 'en-1280' },
    { locale: 'en-US', width: 390, name: 'en-390' },
    { locale: 'de-DE', width: 1280, name: 'de-1280' },
    { locale: 'de-DE', width: 390, name: 'de-390' },
    { locale: 'ar', width: 1280, name: 'ar-1280' },
    { locale: 'ar', width: 390, name: 'ar-390' },
  ]) {
    it(`draws the wide table's controls at ${width} px in ${locale}, axe-clean`, async () => {
      const page = await open('/wide', { locale, width });
      await oneTable(page);
      // A move button shows while it has the focus; the arrows follow the screen (right to left in Arabic).
      const button = page.locator(HEAD).first().locator('.ux-datatables-column-move').nth(1);
      await button.focus();
      const column = await button.getAttribute('data-column');
      await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      expect(await page.locator(HEAD).first().locator('.ux-datatables-column-move').nth(2).getAttribute('data-column')).to.equal(column);
      await screenshot(page, `column-arrangement/wide-${name}`);
      expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    });
  }
});
