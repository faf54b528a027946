import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { Book } from '../../examples/entities/Book.js';
import { sqlTableName } from '../../lib/persistence/table-name.js';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';
import { axeViolations, screenshot } from './support/page-tools.js';
import { reloaded } from './support/table-reads.js';

const PATH = '/totals';
const headers = (page: Page) => page.locator('#books tbody tr.uxdt-group');
const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '').replace(/\u00a0/g, ' ');

/**
 * Issue 33's groups on the demo's /totals page: "Group by" Status draws a header row before each group with the
 * database's count and totals of every book of that status; a group collapses from the keyboard, and a reload
 * finds the grouping and the collapsed group as they were; German; 390 px; axe.
 */
describe('grouped rows on the demo, in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);
  const byStatus = async () => {
    const em = demo.server.orm.em.fork();
    const rows = await em.getConnection().execute<Array<{ status: string; n: string; pages: string }>>(
      `select status, count(*)::text as n, sum(pages)::text as pages from ${sqlTableName(em, em.getMetadata().get(Book))} group by status`);
    return new Map(rows.map((row) => [row.status, row]));
  };

  it('groups by status with the database\'s counts and totals; a group collapses by keyboard and stays so after a reload', async () => {
    const page = await open({ path: PATH });
    const asked = await reloaded(page, () => page.locator('select[name=group]').selectOption('status'));
    expect(asked.searchParams.get('group')).to.equal('status');
    expect(asked.searchParams.get('order[0][column]')).to.not.equal(null);
    const counts = await byStatus();
    const first = headers(page).first();
    const text = plain(await first.textContent());
    const status = /^\S+ Status: (\w+)/.exec(text)![1].toLowerCase();
    expect(text).to.include(`${Number(counts.get(status)!.n).toLocaleString('en-US')} rows`);
    expect(text).to.include(`Pages Sum ${Number(counts.get(status)!.pages).toLocaleString('en-US')}`);
    // Every row of the page below a header belongs to that header's status.
    const statuses = await page.locator('#books tbody tr:not(.uxdt-group) td:nth-child(4)').allTextContents();
    expect(statuses.every((each) => each === statuses[0])).to.equal(true);

    const button = first.getByRole('button');
    expect(await button.getAttribute('aria-expanded')).to.equal('true');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).to.equal('false');
    expect(await page.locator('#books tbody tr:not(.uxdt-group):visible').count()).to.equal(0);
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    await screenshot(page, 'groups/collapsed-en-1280');

    await page.reload();
    await headers(page).first().waitFor();
    expect(await page.locator('select[name=group]').inputValue()).to.equal('status');
    expect(await headers(page).first().getByRole('button').getAttribute('aria-expanded')).to.equal('false');
    await headers(page).first().getByRole('button').press('Space');
    expect(await page.locator('#books tbody tr:not(.uxdt-group):visible').count()).to.equal(10);
    await reloaded(page, () => page.locator('select[name=group]').selectOption(''));
    expect(await headers(page).count()).to.equal(0);
  });

  it('speaks German, and fits a phone', async () => {
    const page = await open({ path: PATH, locale: 'de-DE', width: 390 });
    await reloaded(page, () => page.locator('select[name=group]').selectOption('status'));
    expect(await page.locator('label', { has: page.locator('select[name=group]') }).textContent()).to.match(/^Gruppieren nach/);
    expect(plain(await headers(page).first().textContent())).to.match(/^\S+ Status: \S+ · [\d.]+ Zeilen/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).to.be.at.most(390);
    expect(await axeViolations(page, '#books_wrapper')).to.deep.equal([]);
    await screenshot(page, 'groups/de-390');
  });
});
