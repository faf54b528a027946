import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { ReadingItem } from '../../examples/entities/ReadingItem.js';
import { READING_LIST_LENGTH, seedReadingList } from '../../examples/seed/reading-list.js';
import { demoAndChromium, demoWindows, type DemoWindow } from './support/demo-and-chromium.js';
import { axeViolations, screenshot } from './support/page-tools.js';

const PATH = '/reading-list';
const handles = (page: Page): Locator => page.locator('#books tbody .ux-datatables-move-button');
const handleOf = (page: Page, place: number): Locator => page.locator('#books tbody tr').nth(place - 1).locator('.ux-datatables-move-button');
/** Resolves once the table said how a move ended (`datatable:moved` or `datatable:error`, once drawn again); call before the move. */
const settled = async (page: Page): Promise<{ done: Promise<unknown> }> => {
  await page.evaluate(() => {
    const table = document.querySelector('#books')!;
    (window as unknown as { moveSettled: Promise<unknown> }).moveSettled = new Promise((resolve) => {
      for (const type of ['datatable:moved', 'datatable:error']) table.addEventListener(type, resolve, { once: true });
    });
  });
  return { done: page.evaluate(() => (window as unknown as { moveSettled: Promise<unknown> }).moveSettled.then(() => undefined)) };
};
const note = (page: Page): Locator => page.locator('.ux-datatables-order-note');
const region = (page: Page): Locator => page.locator('.ux-datatables-live');
const moved = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/datatables/ajax/move'));
describe('row order, in Chromium, on the demo\'s /reading-list page', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const windows = demoWindows(demo);
  const open = (window: DemoWindow = {}) => windows({ path: PATH, ready: '#books tbody .ux-datatables-move-button', ...window });

  /** The items' ids in the order of their places, and the places. */
  const stored = async (): Promise<{ ids: number[]; places: number[] }> => {
    const items = await demo.server.orm.em.fork().find(ReadingItem, {}, { orderBy: { place: 'asc' } });
    return { ids: items.map((item) => item.id), places: items.map((item) => item.place) };
  };
  /** The books' titles of the rows the page shows, in order. */
  const titles = (page: Page): Promise<string[]> => page.locator('#books tbody tr:not(.child) td:nth-child(4)').allTextContents();
  /** The books' titles of the first page (10 rows), in the order of the stored places. */
  const storedTitles = async (): Promise<string[]> => {
    const items = await demo.server.orm.em.fork().find(ReadingItem, {}, { orderBy: { place: 'asc' }, populate: ['book'], limit: 10 });
    return items.map((item) => item.book.title);
  };

  beforeEach(async () => {
    await demo.server.orm.em.fork().nativeDelete(ReadingItem, {});
    await seedReadingList(demo.server.orm.em.fork());
  });

  it('drags a row by its handle to another place: the rows between shift by one, a second window follows', async () => {
    const [page, second] = [await open(), await open()];
    await handles(page).first().waitFor();
    const from = await handleOf(page, 2).boundingBox();
    const onto = await page.locator('#books tbody tr').nth(4).boundingBox();
    const answered = moved(page);
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2, onto!.y + onto!.height * 0.75, { steps: 12 });
    await page.mouse.up();
    expect((await answered).status()).to.equal(200);
    expect(await stored()).to.deep.equal({ ids: [1, 3, 4, 5, 2, 6, 7, 8, 9, 10, 11, 12], places: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    const expected = await storedTitles();
    await page.waitForFunction((want) => [...document.querySelectorAll('#books tbody tr:not(.child) td:nth-child(4)')].map((td) => td.textContent).join('|') === want, expected.join('|'));
    await second.waitForFunction((want) => [...document.querySelectorAll('#books tbody tr:not(.child) td:nth-child(4)')].map((td) => td.textContent).join('|') === want, expected.join('|'));
  });

  it('moves a row with the keyboard: Enter picks it up, the arrows carry it, Enter drops it; said, focus kept on its handle', async () => {
    const page = await open();
    const before = await titles(page);
    await handleOf(page, 1).focus();
    await page.keyboard.press('Enter');
    await region(page).filter({ hasText: `Moving “${before[0]}”` }).waitFor();
    expect(await handleOf(page, 1).getAttribute('aria-pressed')).to.equal('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await region(page).filter({ hasText: 'Place 3.' }).waitFor();
    expect((await titles(page)).slice(0, 3), 'the rows step around it').to.deep.equal([before[1], before[2], before[0]]);
    const answered = moved(page);
    await page.keyboard.press('Enter');
    expect((await answered).status()).to.equal(200);
    await region(page).filter({ hasText: `“${before[0]}” moved to place 3.` }).waitFor();
    expect(await stored()).to.deep.equal({ ids: [2, 3, 1, 4, 5, 6, 7, 8, 9, 10, 11, 12], places: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    await page.waitForFunction(() => document.activeElement?.closest('tr')?.querySelector('td:nth-child(3)')?.textContent === '3');
    expect(await page.evaluate(() => document.activeElement?.className)).to.equal('ux-datatables-move-button');
  });

  it('puts the row back on Escape and sends nothing', async () => {
    const page = await open();
    const before = await titles(page);
    let sent = false;
    page.on('request', (request) => void (sent ||= request.url().endsWith('/datatables/ajax/move')));
    await handleOf(page, 2).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await region(page).filter({ hasText: 'Move cancelled.' }).waitFor();
    expect(await titles(page)).to.deep.equal(before);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).to.equal('false');
    expect(sent).to.equal(false);
  });

  it('two windows moving rows at once lose and double no place', async () => {
    const [first, second] = [await open(), await open()];
    const move = async (page: Page, place: number, steps: number) => {
      await handleOf(page, place).focus();
      await page.keyboard.press('Enter');
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
      const answered = moved(page);
      const drawn = await settled(page);
      await page.keyboard.press('Enter');
      const status = (await answered).status();
      await drawn.done;
      return status;
    };
    for (let round = 0; round < 3; round++) {
      const statuses = await Promise.all([move(first, 1 + round, 5), move(second, 2 + round, 6)]);
      // A move of a row the other window just moved is refused (409, its version) and drawn again: never a 5xx.
      for (const status of statuses) expect([200, 409]).to.include(status);
      expect(statuses, `round ${round + 1}: a move landed`).to.include(200);
    }
    const { ids, places } = await stored();
    expect(places).to.deep.equal(Array.from({ length: READING_LIST_LENGTH }, (_, i) => i + 1));
    expect([...ids].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: READING_LIST_LENGTH }, (_, i) => i + 1));
    const expected = (await storedTitles()).join('|');
    for (const page of [first, second]) {
      await page.waitForFunction((want) => [...document.querySelectorAll('#books tbody tr:not(.child) td:nth-child(4)')].map((td) => td.textContent).join('|') === want, expected);
    }
  });

  it('keeps a keyboard move going, and where the user carried the row, through a draw in the middle of it (a live reload already under way)', async () => {
    const [page, other] = [await open(), await open()];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = true;
    await page.route((url) => url.pathname.endsWith('/datatables/ajax/data'), async (route) => {
      if (hold) {
        hold = false;
        await held;
      }
      await route.continue();
    });
    // Another window's move: this one reloads live, its data request held until this one has picked a row up.
    const reloading = page.waitForRequest((request) => request.url().includes('/datatables/ajax/data?'));
    await handleOf(other, 5).focus();
    await other.keyboard.press('Enter');
    await other.keyboard.press('ArrowUp');
    await other.keyboard.press('Enter');
    await reloading;
    await handleOf(page, 1).focus();
    await page.keyboard.press('Enter');
    // Carried down one row before the draw: after it, still picked up and still one row down (CI lost the step once).
    await page.keyboard.press('ArrowDown');
    const draws = await page.evaluate(() => (window as unknown as { uxDatatablesDraws: number }).uxDatatablesDraws);
    release();
    await page.waitForFunction((count) => (window as unknown as { uxDatatablesDraws: number }).uxDatatablesDraws > count, draws);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-pressed') === 'true');
    const answered = moved(page);
    await page.keyboard.press('Enter');
    expect((await answered).status()).to.equal(200);
    expect((await stored()).ids.slice(0, 2), 'the first item moved down one place').to.deep.equal([2, 1]);
  });

  it('turns moving off, saying why, while the list is searched or ordered by another column', async () => {
    const page = await open();
    expect(await note(page).isHidden()).to.equal(true);
    await page.locator('#books_wrapper input[type=search]').fill('a');
    await note(page).filter({ hasText: 'Rows can be moved once the search is cleared.' }).waitFor();
    expect(await handles(page).first().getAttribute('aria-disabled')).to.equal('true');
    await handles(page).first().focus();
    await page.keyboard.press('Enter');
    await region(page).filter({ hasText: 'Rows can be moved once the search is cleared.' }).waitFor();
    expect(await handles(page).first().getAttribute('aria-pressed')).to.equal('false');
    await page.locator('#books_wrapper input[type=search]').fill('');
    await note(page).waitFor({ state: 'hidden' });
    await page.locator('#books thead th', { hasText: 'Book' }).click();
    await note(page).filter({ hasText: 'Rows can be moved while the table is ordered by #, lowest first.' }).waitFor();
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
  });

  it('refuses a row changed since it was shown (409): said, the list drawn as it is, nothing moved', async () => {
    const page = await open();
    await demo.server.orm.em.fork().nativeUpdate(ReadingItem, { id: 1 }, { note: 'Changed elsewhere', version: 7 });
    await handleOf(page, 1).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    const answered = moved(page);
    await page.keyboard.press('Enter');
    expect((await answered).status()).to.equal(409);
    await page.locator('#books_wrapper').locator('..').locator('[role=alert]').first().waitFor();
    await page.locator('#books tbody tr').first().filter({ hasText: 'Changed elsewhere' }).waitFor();
    expect((await stored()).ids.slice(0, 2)).to.deep.equal([1, 2]);
  });

  for (const { locale, width, name } of [
    { locale: 'en-US', width: 1280, name: 'en-1280' },
    { locale: 'de-DE', width: 390, name: 'de-390' },
    { locale: 'ar', width: 390, name: 'ar-390' },
    { locale: 'ar', width: 1280, name: 'ar-1280' },
  ]) {
    it(`keeps every handle in sight and axe-clean at ${width} px in ${locale}, moving by keyboard`, async () => {
      const page = await open({ locale, width });
      const count = await handles(page).count();
      expect(count).to.equal(10);
      for (let i = 0; i < count; i++) expect(await handles(page).nth(i).isVisible(), `handle ${i + 1}`).to.equal(true);
      await handleOf(page, 1).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      // On a phone the first cell is Responsive's details control too: the handle's keys open no details.
      expect(await page.locator('#books tbody tr.dtr-expanded').count(), 'details opened').to.equal(0);
      await screenshot(page, `row-order/moving-${name}`);
      expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
      await page.keyboard.press('Escape');
    });
  }
});
