import type { Locator, Page } from 'playwright-core';

/**
 * Why an element cannot be clicked where it is, or null when it can: it is drawn, wholly inside
 * the viewport's width, and nothing covers or clips its middle (the element the browser finds there
 * is the element or inside it).
 */
export async function unreachableReason(target: Locator): Promise<string | null> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'not drawn';
    if (box.left < 0 || box.right > window.innerWidth) return `outside the viewport (${Math.round(box.left)} to ${Math.round(box.right)} of ${window.innerWidth} px)`;
    // Instantly: Bootstrap's reboot makes the page's scrolling smooth, and a box read mid-scroll points elsewhere.
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const moved = element.getBoundingClientRect();
    const found = document.elementFromPoint(moved.left + moved.width / 2, moved.top + moved.height / 2);
    return found && (found === element || element.contains(found)) ? null : `covered or clipped by ${found?.outerHTML.slice(0, 80) ?? 'nothing'}`;
  });
}

/**
 * How far the page scrolls sideways, and how far the table sticks out of the box DataTables.net
 * draws it in (rounded px): 0 and 0 when everything fits the window.
 */
export function sidewaysOverflow(page: Page): Promise<{ page: number; table: number }> {
  return page.evaluate(() => {
    const table = document.querySelector('#books')!.getBoundingClientRect();
    const box = document.querySelector('#books')!.closest('.dt-container')!.getBoundingClientRect();
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: Math.round(Math.max(0, table.right - box.right, box.left - table.left)),
    };
  });
}

/**
 * Clicks Delete and answers no to whatever asks: the browser's `confirm()` or a confirmation dialog
 * drawn in the page (closed with Escape). Resolves with the question; rejects when nothing asked.
 */
export async function declineDelete(page: Page, button: Locator): Promise<string> {
  const native = new Promise<string>((resolve) => page.once('dialog', (dialog) => {
    resolve(dialog.message());
    void dialog.dismiss();
  }));
  const drawn = page.locator('dialog[open], .modal.show, [role="alertdialog"]').first();
  await button.click();
  const inPage = drawn.waitFor({ timeout: 10_000 }).then(async () => {
    const question = await drawn.innerText();
    await page.keyboard.press('Escape');
    await drawn.waitFor({ state: 'hidden' });
    return question;
  }, () => new Promise<string>(() => undefined));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('Delete asked nothing')), 12_000)));
  try {
    return await Promise.race([native, inPage, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
