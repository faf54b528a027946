import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { storedBook } from './support/demo-server.js';
import { axeViolations, bookRow, modal, openEditModal, pickRelated, screenshot } from './support/page-tools.js';
import { reloaded, shownIds } from './support/table-reads.js';

const bar = (page: Page) => page.locator('#books_wrapper .ux-datatables-filters');
/** The texts of one column's cells, top to bottom. */
const columnTexts = async (page: Page, header: string) => {
  const index = await page.locator('#books thead th').evaluateAll((cells, name) => cells.findIndex((cell) => cell.textContent?.trim() === name), header);
  return page.locator(`#books tbody tr > :nth-child(${index + 1})`).allTextContents();
};

/**
 * The demo's books over their relations (issue 29), as a user meets them on /dialog: the author's name
 * found by the search, the table ordered by it, the books filtered by a tag, a book's author changed in
 * its combobox with the keyboard alone; at 1280 and 390 px, in English and German, axe-clean.
 */
describe('the demo\'s relations in Chromium: search, order, filter and edit through the author and the tags', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);

  const books = (where: Record<string, unknown>, orderBy: Record<string, unknown> = { id: 'asc' }) =>
    demo.server.orm.em.fork().find(Book, where as never, { orderBy: orderBy as never, populate: ['author'] });

  it('finds the books of an author by a part of the name', async () => {
    const page = await open();
    const asked = await reloaded(page, () => page.locator('#books_wrapper input[type=search]').fill('Tolkien'));
    expect(asked.searchParams.get('search[value]')).to.equal('Tolkien');
    const tolkiens = await books({ author: { name: { $ilike: '%tolkien%' } } });
    expect(tolkiens.length).to.be.greaterThan(1);
    expect(await shownIds(page)).to.deep.equal(tolkiens.slice(0, 10).map((book) => book.id));
    expect(new Set(await columnTexts(page, 'Author'))).to.deep.equal(new Set(['J. R. R. Tolkien']));
  });

  it('orders by the author\'s name, both ways', async () => {
    const page = await open();
    const header = page.locator('#books thead th', { hasText: /^Author$/ });
    await reloaded(page, () => header.click());
    const ascending = (await books({}, { author: { name: 'asc' }, id: 'asc' })).map((book) => book.author.name);
    expect(await columnTexts(page, 'Author')).to.deep.equal(ascending.slice(0, 10));
    await reloaded(page, () => header.click());
    expect(await columnTexts(page, 'Author')).to.deep.equal(ascending.reverse().slice(0, 10));
  });

  it('filters by a tag chosen in the filter bar\'s picker, and its chip names the tag', async () => {
    const page = await open();
    await bar(page).locator('summary').click();
    await bar(page).locator('#ux-datatables-filter-tags').fill('Epi');
    const asked = await reloaded(page, () => bar(page).locator('#ux-datatables-filter-tags-listbox [role=option]', { hasText: 'Epic' }).click());
    const epic = await books({ tags: { name: 'Epic' } });
    expect(asked.searchParams.get('filters[tags][in][0]')).to.equal(String((await demo.server.orm.em.fork().findOneOrFail(Book, { id: epic[0].id }, { populate: ['tags'] })).tags.getItems().find((tag) => tag.name === 'Epic')!.id));
    expect(await shownIds(page)).to.deep.equal(epic.slice(0, 10).map((book) => book.id));
    expect(await bar(page).locator('.ux-datatables-filter-chip').first().textContent()).to.equal('Tags: Epic ×');
  });

  it('changes a book\'s author with the keyboard alone (Tab, type, ArrowDown, Enter, Enter)', async () => {
    const page = await open();
    await openEditModal(page, 2);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => [document.activeElement?.id, (document.activeElement as HTMLInputElement).value])).to.deep.equal(['ux-datatables-field-author', 'Octavia E. Butler']);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Borges');
    await modal(page).locator('#ux-datatables-field-author-listbox [role=option]', { hasText: 'Jorge Luis Borges' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await modal(page).locator('input[type=hidden][name="author"]').inputValue()).to.equal('8');
    await page.keyboard.press('Enter');
    await modal(page).waitFor({ state: 'detached' });
    await bookRow(page, 2).filter({ hasText: 'Jorge Luis Borges' }).waitFor();
    expect((await storedBook(demo.server.orm, 2))?.author.id).to.equal(8);
  });

  for (const path of ['/dialog', '/bootstrap']) {
    it(`${path}: after a conflict, shows the author and tags saved meanwhile, and "use this value" chooses them`, async () => {
      const page = await open({ path });
      const id = path === '/dialog' ? 7 : 8;
      await openEditModal(page, id);
      // Someone else files the book under Chinua Achebe (author 7) with the tags Poetry (4) and Epic (12) meanwhile.
      const schema = demo.server.orm.config.get('schema');
      const connection = demo.server.orm.em.getConnection();
      await connection.execute(`update "${schema}".book set author_id = 7, version = version + 1 where id = ?`, [id]);
      await connection.execute(`delete from "${schema}".book_tags where book_id = ?`, [id]);
      await connection.execute(`insert into "${schema}".book_tags (book_id, tag_id) values (?, 4), (?, 12)`, [id, id]);
      await pickRelated(page, 'author', 'Murakami', 'Haruki Murakami');
      await modal(page).locator('[data-ux-datatables-submit]').click();
      const saved = modal(page).locator('#ux-datatables-field-author-theirs');
      await saved.waitFor();
      expect(await saved.textContent()).to.contain('Chinua Achebe');
      expect(await modal(page).locator('#ux-datatables-field-tags-theirs').textContent()).to.contain('Epic, Poetry');
      await screenshot(page, `demo-relations${path}-conflict`);
      await saved.getByRole('button').click();
      await modal(page).locator('#ux-datatables-field-tags-theirs').getByRole('button').click();
      expect(await modal(page).locator('#ux-datatables-field-author').inputValue()).to.equal('Chinua Achebe');
      expect(await modal(page).locator('.uxdt-chip input[name="tags"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).sort())).to.deep.equal(['12', '4']);
      await modal(page).locator('[data-ux-datatables-submit]').click();
      await modal(page).waitFor({ state: 'detached' });
      const stored = await storedBook(demo.server.orm, id);
      expect([stored?.author.id, stored?.tags.getItems().map((tag) => tag.id).sort((a, b) => a - b)]).to.deep.equal([7, [4, 12]]);
    });

    it(`${path}: draws the author's options inside their popup, the next field below it (Bootstrap's list once spilled over the form, transparent)`, async () => {
      const page = await open({ path });
      await page.locator('.ux-datatables-toolbar [data-ux-datatables-action="CREATE"]').click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title');
      await modal(page).locator('#ux-datatables-field-author').fill('a');
      await modal(page).locator('#ux-datatables-field-author-listbox [role=option]').nth(5).waitFor();
      const box = (selector: string) => modal(page).locator(selector).first().evaluate((element) => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right, background: getComputedStyle(element).backgroundColor };
      });
      const [popup, listbox, next] = await Promise.all([box('.uxdt-relation__popup'), box('#ux-datatables-field-author-listbox'), box('label[for="ux-datatables-field-tags"]')]);
      expect(listbox.top).to.be.at.least(popup.top);
      expect(listbox.bottom).to.be.at.most(popup.bottom + 0.5);
      expect(next.top, 'the Tags label below the open list').to.be.at.least(popup.bottom);
      expect(popup.background).to.not.equal('rgba(0, 0, 0, 0)');
      await screenshot(page, `demo-relations${path}-author-options`);
    });
  }

  for (const width of [1280, 390]) {
    for (const locale of ['en-US', 'de-DE']) {
      it(`shows the relation columns, the filters and the form's pickers at ${width} px in ${locale}, axe-clean`, async () => {
        const page = await open({ locale, width });
        const shot = `demo-relations/${width}-${locale}`;
        await bar(page).locator('summary').click();
        await bar(page).locator('#ux-datatables-filter-author').waitFor();
        await screenshot(page, `${shot}-table`);
        expect(await axeViolations(page, '#books_wrapper'), 'axe, the table and its filters').to.deep.equal([]);
        await openEditModal(page, 4);
        await modal(page).locator('.uxdt-chip').first().waitFor();
        await screenshot(page, `${shot}-form`);
        expect(await axeViolations(page, '[data-ux-datatables-modal]'), 'axe, the form').to.deep.equal([]);
      });
    }
  }
});
