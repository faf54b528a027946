import { expect } from 'chai';
import { demoAndChromium, demoWindows } from './support/demo-and-chromium.js';

/**
 * Found looking at /totals in Arabic from a browser set to Egyptian Arabic: the cells wrote their numbers in
 * the page's language refined by the browser's region (`ar-EG`: Arabic-Indic digits, lib/wire/cell-locale.ts),
 * the footer's totals and the groups' header rows in the page's language alone (`ar`: Latin digits), so one
 * table showed `٤٫٩٩` above `4.99`. Totals are written as the cells are.
 */
describe('totals written in the cells\' digits, in Chromium', function () {
  this.timeout(90_000);
  const demo = demoAndChromium();
  const open = demoWindows(demo);

  it('writes the footer\'s totals and a group\'s header in the locale the cells use (ar-EG: Arabic-Indic digits)', async () => {
    const page = await open({ path: '/totals', locale: 'ar-EG' });
    await page.locator('#books tfoot .uxdt-total').first().waitFor();
    const firstId = (await page.locator('#books tbody tr:first-child td').nth(0).textContent())!.trim();
    const egyptian = await page.evaluate(() => new Intl.NumberFormat('ar-EG').format(1));
    expect(firstId).to.equal(egyptian);
    const footer = (await page.locator('#books tfoot tr[data-uxdt-totals="all"]').textContent())!;
    expect(footer).to.match(/[٠-٩]/);
    expect(footer).to.not.match(/[0-9]/);
    await page.locator('select[name=group]').selectOption('status');
    await page.locator('#books tbody tr.uxdt-group').first().waitFor();
    const header = (await page.locator('#books tbody tr.uxdt-group').first().textContent())!;
    expect(header).to.match(/[٠-٩]/);
    expect(header).to.not.match(/[0-9]/);
  });
});
