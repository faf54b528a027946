import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { axeViolations, bookRow, screenshot } from './support/page-tools.js';

const PATH = '/in-place';
const cell = (page: Page, id: number, column: string): Locator => bookRow(page, id).locator(`td[data-uxdt-cell="${column}"]`);
const editor = (page: Page): Locator => page.locator('#books .uxdt-cell-editor');
const chips = (page: Page): Locator => editor(page).locator('.uxdt-chip > span');
const saved = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/datatables/ajax/cell'));

/**
 * A ManyToMany edited in its cell with the form's chips, on the demo's /in-place page (the books' tags):
 * the editor opens with every tag the row holds (those past the cell's three labels named by the options
 * endpoint), a chip is removed and one added by keyboard alone, Enter saves, Undo brings the set back.
 */
describe('a ManyToMany edited in its cell (chips), in Chromium, on the demo\'s /in-place page', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);
  const storedTags = async (id: number) =>
    (await demo.server.orm.em.fork().findOneOrFail(Book, { id }, { populate: ['tags'] })).tags.getItems().map((tag) => tag.name).sort();

  it('opens with the held tags as chips, removes one and adds one by keyboard, Enter saves, Undo restores the set', async () => {
    const page = await open({ path: PATH });
    // Book 4 holds four tags: the cell shows three and "+1 more", the editor all four.
    const before = await storedTags(4);
    expect(before).to.have.length(4);
    const shown = (await cell(page, 4, 'tags').textContent())!.trim();
    await cell(page, 4, 'tags').focus();
    await page.keyboard.press('Enter');
    const combobox = editor(page).locator('input[role=combobox]');
    await combobox.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('#books .uxdt-cell-editor .uxdt-chip[data-uxdt-chip-pending]').length === 0);
    expect(await chips(page).allTextContents(), 'every tag held, the fourth labelled by the options endpoint').to.deep.equal(before);
    expect(await combobox.evaluate((input) => input === document.activeElement)).to.equal(true);

    // Backspace in the empty text reaches the last chip, Backspace there removes it.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await chips(page).allTextContents()).to.deep.equal(before.slice(0, 3));
    // Typing on a chip searches; ArrowDown, Enter chooses; Esc closes the list; Enter saves.
    await page.keyboard.type('Epi');
    await editor(page).locator('[role=option]', { hasText: 'Epic' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await chips(page).allTextContents()).to.deep.equal([...before.slice(0, 3), 'Epic']);
    expect(await editor(page).count(), 'Enter chose the tag; the editor is still open').to.equal(1);
    await page.keyboard.press('Escape');
    expect(await editor(page).count(), 'Esc closed the list, not the editor').to.equal(1);
    await Promise.all([saved(page), page.keyboard.press('Enter')]);
    await editor(page).waitFor({ state: 'detached' });
    const after = [...before.slice(0, 3), 'Epic'].sort();
    expect(await storedTags(4)).to.deep.equal(after);
    expect((await cell(page, 4, 'tags').textContent())!.trim()).to.contain(after[0]).and.not.contain(before[3]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-uxdt-cell'))).to.equal('tags');

    const notice = page.locator('.ux-datatables-notice', { hasText: 'Changes saved' }).last();
    await Promise.all([saved(page), notice.getByRole('button', { name: 'Undo' }).click()]);
    await page.waitForFunction((text) => document.querySelector('#books [data-ux-datatables-id="4"]')?.closest('tr')?.querySelector('td[data-uxdt-cell="tags"]')?.textContent?.trim() === text, shown);
    expect(await storedTags(4)).to.deep.equal(before);
  });

  it('puts the cell back on Esc with nothing saved, and Ctrl+Z takes back a chip removed by its ×', async () => {
    const page = await open({ path: PATH });
    const before = await storedTags(2);
    expect(before.length).to.be.greaterThan(1);
    const shown = (await cell(page, 2, 'tags').textContent())!.trim();
    await cell(page, 2, 'tags').click();
    await editor(page).locator('input[role=combobox]').waitFor();
    await editor(page).getByRole('button', { name: `Remove ${before[0]}` }).click();
    await page.keyboard.press('Escape');
    await editor(page).waitFor({ state: 'detached' });
    expect((await cell(page, 2, 'tags').textContent())!.trim()).to.equal(shown);
    expect(await storedTags(2)).to.deep.equal(before);

    await cell(page, 2, 'tags').click();
    await editor(page).getByRole('button', { name: `Remove ${before[0]}` }).click();
    await Promise.all([saved(page), page.keyboard.press('Enter')]);
    expect(await storedTags(2)).to.deep.equal(before.slice(1));
    await Promise.all([saved(page), page.keyboard.press('ControlOrMeta+z')]);
    await page.waitForFunction((text) => document.querySelector('#books [data-ux-datatables-id="2"]')?.closest('tr')?.querySelector('td[data-uxdt-cell="tags"]')?.textContent?.trim() === text, shown);
    expect(await storedTags(2)).to.deep.equal(before);
  });

  it('saves on Tab and moves on to the next editable cell', async () => {
    const page = await open({ path: PATH });
    const before = await storedTags(5);
    expect(before.length).to.be.greaterThan(0);
    await cell(page, 5, 'tags').click();
    await editor(page).getByRole('button', { name: `Remove ${before.at(-1)}` }).click();
    await Promise.all([saved(page), page.keyboard.press('Tab')]);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-uxdt-cell') === 'status');
    expect(await storedTags(5)).to.deep.equal(before.slice(0, -1));
  });

  // On a phone Responsive folds the tags into the row's details, where they are edited in the form (Edit).
  it('draws the open chips editor, its list open, axe-clean', async () => {
    const page = await open({ path: PATH });
    await cell(page, 4, 'tags').focus();
    await page.keyboard.press('Enter');
    await editor(page).locator('input[role=combobox]').waitFor();
    await page.keyboard.type('e');
    await editor(page).locator('[role=option]').first().waitFor();
    await screenshot(page, 'cells-in-place/chips-1280');
    expect(await axeViolations(page, '#books_wrapper'), 'axe, the table with the chips editor open').to.deep.equal([]);
  });
});
