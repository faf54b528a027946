import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page, Request, Response } from 'playwright-core';

/** Screenshots go here; git ignores it. */
export const TEST_OUTPUT = 'test-output/e2e';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The action button of one row. */
export function actionButton(page: Page, type: 'EDIT' | 'DELETE', id: number): Locator {
  return page.locator(`#books [data-ux-datatables-action="${type}"][data-ux-datatables-id="${id}"]`);
}

/** The detail link of one row (a link carries its URL, not an identifier). */
export function detailLink(page: Page, id: number): Locator {
  return bookRow(page, id).locator('a[data-ux-datatables-action="DETAIL"]');
}

/** The table row showing the book `id`. */
export function bookRow(page: Page, id: number): Locator {
  return page.locator('#books tbody tr', { has: page.locator(`[data-ux-datatables-id="${id}"]`) });
}

/** The open edit modal's root (not a confirmation, which has the same hook). */
export function modal(page: Page): Locator {
  return page.locator('[data-ux-datatables-modal]:not(.ux-datatables-confirm)');
}

/** The open confirmation dialog of the table's modal adapter (an alertdialog). */
export function confirmation(page: Page): Locator {
  return page.locator('.ux-datatables-confirm[data-ux-datatables-modal]');
}

/** The page's notices (after a save or a delete). */
export function notices(page: Page): Locator {
  return page.locator('.ux-datatables-notices [class~="ux-datatables-notice"]');
}

/** Counts the page's `datatable:reloaded` events in `window.uxDatatablesDraws`, from its first script on (once per page, however often asked). */
async function countDraws(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = window as unknown as { uxDatatablesDraws?: number };
    if (counts.uxDatatablesDraws !== undefined) return;
    counts.uxDatatablesDraws = 0;
    document.addEventListener('datatable:reloaded', () => void counts.uxDatatablesDraws!++, true);
  });
}

/**
 * Loads a demo page and waits for the first rows and their action buttons. A live table's first data
 * request waits for its stream to open, so its first open needs no reload; when it did not wait (the hub
 * answered late, or a spec keeps it away), the reload the first open makes is waited for too, at most
 * 5 s, so that what the spec does next does not race that redraw. `hub`: a part of the subscription's URL; `ready`:
 * what shows the rows are drawn (a phone may fold the action buttons away).
 */
export async function openTablePage(page: Page, url: string, hub = '/.well-known/mercure?', ready = '#books tbody [data-ux-datatables-action]'): Promise<void> {
  await countDraws(page);
  // Whether the first data request went before the subscription was answered (null: none yet).
  let askedBeforeOpen: boolean | null = null;
  let opened = false;
  const onResponse = (response: Response) => void (response.url().includes(hub) && (opened = true));
  const onRequest = (request: Request) => void (askedBeforeOpen === null && request.url().includes('/datatables/ajax/data?') && (askedBeforeOpen = !opened));
  page.on('response', onResponse);
  page.on('request', onRequest);
  try {
    await page.goto(url);
    await page.locator(ready).first().waitFor();
  } finally {
    page.off('response', onResponse);
    page.off('request', onRequest);
  }
  const live = await page.evaluate(() => {
    try {
      return Boolean(JSON.parse(document.querySelector('#books')?.getAttribute('data-datatable-view-value') ?? 'null')?.mercure);
    } catch {
      return false;
    }
  });
  if (live && askedBeforeOpen !== false) {
    await page.waitForFunction(() => ((window as unknown as { uxDatatablesDraws?: number }).uxDatatablesDraws ?? 0) >= 2, undefined, { timeout: 5_000 }).catch(() => undefined);
  }
}

/**
 * Opens a live table's page and waits until it follows the hub: the subscription answered, the first
 * rows drawn (and the reload of the first open, when the first request did not wait for it), so that
 * what the spec does next is all that moves the table. `hub`: a part of the subscription's URL.
 */
export async function openLiveTablePage(page: Page, url: string, hub = '/.well-known/mercure?', ready?: string): Promise<void> {
  const subscribed = page.waitForResponse((response) => response.url().includes(hub));
  await openTablePage(page, url, hub, ready);
  await subscribed;
}

/** The button that opens the table's column menu (`columnVisibility()`). */
export function columnMenuButton(page: Page): Locator {
  return page.locator('.ux-datatables-column-menu > button');
}

/** Opens the column menu (when closed) and unchecks (or checks) one column's box; hiding a column sends no request. */
export async function toggleColumn(page: Page, label: string): Promise<void> {
  if ((await columnMenuButton(page).getAttribute('aria-expanded')) !== 'true') await columnMenuButton(page).click();
  await page.locator('.ux-datatables-column-menu-list label', { hasText: label }).locator('input').click();
}

/** Does `action` and waits for the table's next `datatable:reloaded` (its next draw from the server). */
export async function redrawnAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    const table = document.querySelector('#books')!;
    (window as unknown as { nextDraw: Promise<unknown> }).nextDraw = new Promise((resolve) => table.addEventListener('datatable:reloaded', resolve, { once: true }));
  });
  await action();
  await page.evaluate(() => (window as unknown as { nextDraw: Promise<unknown> }).nextDraw.then(() => undefined));
}

/** Clicks Edit on a row and waits for the modal's first field to have focus. */
export async function openEditModal(page: Page, id: number): Promise<void> {
  await actionButton(page, 'EDIT', id).click();
  await modal(page).locator('#ux-datatables-edit-form').waitFor();
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'title');
}

/**
 * Clicks the middle of an element with the mouse, as a user does: whatever is on top at that point
 * gets the click, so a backdrop covering a modal's buttons takes it (and the flow fails).
 */
export async function mouseClick(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Not visible, cannot be clicked: ${target}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Records every `datatable:*` event the table dispatches, in `window.tableEvents`. */
export async function recordTableEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const events: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { tableEvents: typeof events }).tableEvents = events;
    for (const type of ['modal-opened', 'modal-closed', 'saved', 'created', 'invalid', 'conflict', 'deleted', 'error']) {
      document.querySelector('#books')!.addEventListener(`datatable:${type}`, (event) => {
        events.push({ type, detail: (event as CustomEvent).detail });
      });
    }
  });
}

export function tableEvents(page: Page): Promise<Array<{ type: string; detail: Record<string, unknown> }>> {
  return page.evaluate(() => (window as unknown as { tableEvents: [] }).tableEvents);
}

/** Runs axe-core on the page (or one part of it) and returns the violations, summarised. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const results = await axe.run(selector ? { include: [selector] } : document);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  }, include ?? null);
}

/** Saves a screenshot under {@link TEST_OUTPUT}. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(TEST_OUTPUT, { recursive: true });
  await page.screenshot({ path: `${TEST_OUTPUT}/${name}.png` });
}

/**
 * Chooses a related row in the open modal's relation field `name` as a user does with the mouse: types
 * `text` in its combobox, waits for the server's options and clicks the one showing `label`. Answers
 * the key the field now submits.
 */
export async function pickRelated(page: Page, name: string, text: string, label = text): Promise<string> {
  const field = modal(page).locator(`[data-ux-datatables-relation]:has(#ux-datatables-field-${name})`);
  await field.locator(`#ux-datatables-field-${name}`).fill(text);
  await field.locator(`#ux-datatables-field-${name}-listbox [role=option]`, { hasText: label }).first().click();
  const multiple = (await field.getAttribute('data-multiple')) === 'true';
  const chosen = multiple ? field.locator(`.uxdt-chip`, { hasText: label }).locator(`input[name="${name}"]`) : field.locator(`input[type=hidden][name="${name}"]`);
  await chosen.first().waitFor({ state: 'attached' });
  return chosen.first().inputValue();
}
