import type { Page } from 'playwright-core';

// What a spec reads of the demo's books table (#books) as it redraws: the rows shown, a change's request.

/** The ids of the rows shown, from their selection checkboxes. */
export async function shownIds(page: Page): Promise<number[]> {
  const boxes = await page.locator('#books tbody input[data-ux-datatables-select]').evaluateAll((inputs) =>
    inputs.map((input) => (JSON.parse(input.getAttribute('data-ux-datatables-select')!) as { id: number }).id));
  return boxes.sort((a, b) => a - b);
}

/** Runs `change` and waits for the data request it sends and for its rows drawn (`datatable:reloaded`). */
export async function reloaded(page: Page, change: () => Promise<unknown>): Promise<URL> {
  await page.evaluate(() => {
    const table = document.querySelector('#books')!;
    (window as unknown as { drawn: Promise<void> }).drawn = new Promise((resolve) => table.addEventListener('datatable:reloaded', () => resolve(), { once: true }));
  });
  const asked = page.waitForRequest((request) => request.url().includes('/datatables/ajax/data?'));
  await change();
  const url = new URL((await asked).url());
  await page.evaluate(() => (window as unknown as { drawn: Promise<void> }).drawn);
  return url;
}
