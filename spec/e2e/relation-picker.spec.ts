import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import * as esbuild from 'esbuild';
import express from 'express';
import type { Browser, Page } from 'playwright-core';
import { optionsPage, relationFieldHtml } from '../support/relation-field-html.js';
import { pageI18n } from '../assets/support/page-language.js';
import { launchChromium } from './support/browser.js';
import { axeViolations, screenshot, TEST_OUTPUT } from './support/page-tools.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bundleDir = join(root, TEST_OUTPUT, 'relation-picker-bundle');

/** 200 authors, a few of whose names hold "tol". */
const AUTHORS = [
  ...['Ernst Toller', 'J. R. R. Tolkien', 'Leo Tolstoy', 'Tolani Adeyemi', 'Bartolomé de las Casas'].map((label, i) => ({ id: String(1000 + i), label })),
  ...Array.from({ length: 195 }, (_, i) => ({ id: String(i + 1), label: `Author ${String(i + 1).padStart(3, '0')}` })),
].sort((a, b) => a.label.localeCompare(b.label));

/**
 * The edit modal's markup as the `dt` templates render it, with the relation fields the server renders
 * (spec/support/relation-field-html.ts): a nullable author, co-authors (ManyToMany) with one chosen.
 */
function modalHtml(): string {
  const fields = [
    '<div class="uxdt-field"><label class="uxdt-label" for="f-title">Title</label><input id="f-title" class="uxdt-input" name="title" value="Dune"></div>',
    relationFieldHtml({ name: 'author', label: 'Author', optionsUrl: '/options?table=tok&column=author', chosen: [{ id: '7', label: 'Author 007' }], nullable: true }),
    relationFieldHtml({ name: 'coAuthors', label: 'Co-authors', optionsUrl: '/options?table=tok&column=coAuthors', multiple: true, chosen: [{ id: '12', label: 'Author 012' }] }),
  ].join('');
  return `<dialog class="uxdt-modal" aria-labelledby="ux-datatables-edit-title" data-ux-datatables-modal><div class="uxdt-modal__content">` +
    `<header class="uxdt-modal__header"><h2 class="uxdt-modal__title" id="ux-datatables-edit-title">Edit book</h2>` +
    `<button type="button" class="uxdt-modal__close" aria-label="Close" data-ux-datatables-cancel>&times;</button></header>` +
    `<div class="uxdt-modal__body" data-ux-datatables-modal-body><form id="ux-datatables-edit-form" class="uxdt-form" method="post">${fields}</form></div>` +
    `<footer class="uxdt-modal__footer"><button type="button" class="uxdt-button" data-ux-datatables-cancel>Cancel</button>` +
    `<button type="submit" class="uxdt-button uxdt-button--primary" form="ux-datatables-edit-form" data-ux-datatables-submit>Save</button></footer></div></dialog>`;
}

/**
 * The page: the `<dialog>` adapter shows the modal and the relation fields are enhanced as the edit flow
 * does (assets/relations/load-relation-picker.ts), from a bundle of the library's own modules in which the
 * picker is a chunk fetched on demand.
 */
const ENTRY = `
import { DialogModalAdapter } from './assets/modal/DialogModalAdapter.js';
import { enhanceRelationFields } from './assets/relations/load-relation-picker.js';
import { translator } from './lib/wire/translate.js';
const { messages, locale, html } = window.pickerPage;
const t = translator(messages, locale);
const adapter = new DialogModalAdapter();
document.getElementById('open').addEventListener('click', async () => {
  await adapter.show(html, { onSubmit: (form) => { window.submitted = [...new FormData(form)]; }, onCancel: () => undefined });
  await enhanceRelationFields(document.getElementById('ux-datatables-edit-form'), { t });
  document.body.dataset.ready = 'true';
});`;

function page(locale: string, dir: string): string {
  const data = JSON.stringify({ ...pageI18n(locale), html: modalHtml() }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Relation picker</title><link rel="stylesheet" href="/ux-datatables.css"><link rel="stylesheet" href="/ux-datatables-relations.css"><script>window.pickerPage = ${data};</script>` +
    `<script type="module" src="/bundle/entry.js"></script></head><body><main><h1>Books</h1><button id="open" type="button">Edit book</button></main></body></html>`;
}

describe('the relation picker in Chromium', function () {
  this.timeout(120_000);
  let browser: Browser;
  let server: Server;
  let base: string;
  const asked: URL[] = [];

  before(async () => {
    mkdirSync(bundleDir, { recursive: true });
    await esbuild.build({
      stdin: { contents: ENTRY, resolveDir: root, loader: 'ts' }, bundle: true, splitting: true, format: 'esm', outdir: bundleDir,
      entryNames: 'entry', chunkNames: 'chunk-[hash]', platform: 'browser', target: 'es2022', logLevel: 'silent',
    });
    const app = express();
    app.get('/', (req, res) => void res.type('html').send(page(String(req.query.locale ?? 'en'), String(req.query.dir ?? 'ltr'))));
    // Both stylesheets, as an application bundling the modules links them (the modules link none themselves).
    for (const name of ['ux-datatables.css', 'ux-datatables-relations.css']) app.get(`/${name}`, (_req, res) => res.sendFile(join(root, 'assets/styles', name)));
    app.use('/bundle', express.static(bundleDir));
    app.get('/options', (req, res) => {
      const url = new URL(req.originalUrl, 'http://x');
      asked.push(url);
      const ids = url.searchParams.getAll('ids');
      res.json(optionsPage(AUTHORS, url.searchParams.get('q') ?? '', Number(url.searchParams.get('page') ?? 0), ids));
    });
    server = createServer(app);
    server.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((done) => server?.close(done));
  });

  async function openModal(width = 1280, locale = 'en', dir = 'ltr'): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width, height: 800 } });
    await tab.goto(`${base}/?locale=${locale}&dir=${dir}`);
    await tab.focus('#open');
    await tab.keyboard.press('Enter');
    await tab.waitForSelector('body[data-ready]');
    return tab;
  }
  const focusedId = (tab: Page) => tab.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('aria-label'));
  const value = (tab: Page, name: string) => tab.evaluate((n) => [...document.querySelectorAll<HTMLInputElement>(`input[name="${n}"]`)].map((i) => i.value), name);
  const activeOption = (tab: Page, input: string) => tab.evaluate((id) => {
    const active = document.getElementById(id)!.getAttribute('aria-activedescendant');
    return active ? document.getElementById(active)!.textContent : null;
  }, input);
  const waitOptions = (tab: Page, listbox: string, count: number) =>
    tab.waitForFunction(([id, n]) => document.querySelectorAll(`#${id} [role=option]`).length === n && document.getElementById(id as string)!.getAttribute('aria-busy') === 'false', [listbox, count] as const);

  it('single: typing "tol", ArrowDown and Enter choose a row by the keyboard alone; Escape closes the list, not the modal', async () => {
    const tab = await openModal();
    expect(await focusedId(tab)).to.equal('f-title');
    await tab.keyboard.press('Tab');
    expect(await focusedId(tab)).to.equal('field-author');
    await tab.keyboard.press('Control+A');
    await tab.keyboard.type('tol');
    await waitOptions(tab, 'field-author-listbox', 5);
    expect(asked.at(-1)!.searchParams.get('q')).to.equal('tol');
    expect(await tab.getAttribute('#field-author', 'aria-expanded')).to.equal('true');
    await tab.keyboard.press('ArrowDown');
    expect(await activeOption(tab, 'field-author')).to.equal('Bartolomé de las Casas');
    await tab.keyboard.press('ArrowDown');
    expect(await activeOption(tab, 'field-author')).to.equal('Ernst Toller');
    await tab.keyboard.press('Enter');
    expect(await value(tab, 'author')).to.deep.equal(['1000']);
    expect(await tab.inputValue('#field-author')).to.equal('Ernst Toller');
    expect(await tab.getAttribute('#field-author', 'aria-expanded')).to.equal('false');

    await tab.keyboard.type('x');
    const status = () => tab.evaluate(() => document.querySelector('#field-author')!.closest('.uxdt-relation')!.querySelector('[role=status]')!.textContent);
    await tab.waitForFunction(() => document.querySelector('#field-author')!.closest('.uxdt-relation')!.querySelector('[role=status]')!.textContent === 'No matches');
    await tab.keyboard.press('Control+A');
    await tab.keyboard.type('to');
    await waitOptions(tab, 'field-author-listbox', 5);
    const dialogOpen = () => tab.evaluate(() => !!document.querySelector('dialog')?.open);
    // Esc closes the list; the next puts back the chosen row's text; only the third is the modal's.
    await tab.keyboard.press('Escape');
    expect(await tab.getAttribute('#field-author', 'aria-expanded')).to.equal('false');
    expect(await tab.inputValue('#field-author')).to.equal('to');
    expect(await dialogOpen()).to.equal(true);
    await tab.keyboard.press('Escape');
    expect(await tab.inputValue('#field-author')).to.equal('Ernst Toller');
    expect(await status()).to.equal('');
    expect(await dialogOpen()).to.equal(true);
    await tab.keyboard.press('Escape');
    await tab.waitForFunction(() => !document.querySelector('dialog'));
    await tab.close();
  });

  it('single: ArrowDown reaching "More results" loads page 2; leaving puts back the chosen row\'s text', async () => {
    const tab = await openModal();
    await tab.keyboard.press('Tab');
    await tab.keyboard.press('ArrowDown');
    await waitOptions(tab, 'field-author-listbox', 21);
    expect(await activeOption(tab, 'field-author')).to.equal('Author 001');
    for (let i = 0; i < 20; i++) await tab.keyboard.press('ArrowDown');
    await waitOptions(tab, 'field-author-listbox', 41);
    expect(asked.at(-1)!.searchParams.get('page')).to.equal('1');
    expect(await activeOption(tab, 'field-author')).to.equal('Author 021');
    await tab.keyboard.type('zz');
    // Tab reaches the field's clear button first (still the field), then leaves it.
    await tab.keyboard.press('Tab');
    await tab.keyboard.press('Tab');
    expect(await focusedId(tab)).to.equal('Remove Author 012');
    expect(await tab.inputValue('#field-author')).to.equal('Author 007');
    expect(await value(tab, 'author')).to.deep.equal(['7']);
    await tab.close();
  });

  it('multiple: adds three chips by the keyboard, removes one with Backspace, and submits the chosen keys', async () => {
    const tab = await openModal();
    await tab.focus('#field-coAuthors');
    await tab.keyboard.type('tol');
    await waitOptions(tab, 'field-coAuthors-listbox', 5);
    for (let i = 0; i < 3; i++) {
      await tab.keyboard.press('ArrowDown');
      await tab.keyboard.press('Enter');
    }
    const chips = () => tab.evaluate(() => [...document.querySelectorAll('.uxdt-chip span')].map((span) => span.textContent));
    expect(await chips()).to.deep.equal(['Author 012', 'Bartolomé de las Casas', 'Ernst Toller', 'J. R. R. Tolkien']);
    expect(await tab.inputValue('#field-coAuthors')).to.equal('');
    expect(await focusedId(tab)).to.equal('field-coAuthors');
    await tab.keyboard.press('Escape');
    await tab.keyboard.press('Backspace');
    expect(await focusedId(tab)).to.equal('Remove J. R. R. Tolkien');
    await tab.keyboard.press('Backspace');
    expect(await chips()).to.deep.equal(['Author 012', 'Bartolomé de las Casas', 'Ernst Toller']);
    expect(await focusedId(tab)).to.equal('Remove Ernst Toller');
    await tab.focus('#field-coAuthors');
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => (window as unknown as { submitted?: unknown }).submitted);
    const submitted = await tab.evaluate(() => (window as unknown as { submitted: Array<[string, string]> }).submitted);
    expect(submitted.filter(([name]) => name === 'coAuthors').map(([, id]) => id)).to.deep.equal(['', '12', '1004', '1000']);
    await tab.close();
  });

  for (const [locale, dir] of [['en', 'ltr'], ['ar', 'rtl']] as const) {
    for (const width of [390, 1280]) {
      it(`is axe-clean with the list open, and fits ${width} px (${dir})`, async () => {
        const tab = await openModal(width, locale, dir);
        await tab.focus('#field-coAuthors');
        await tab.keyboard.type('tol');
        await waitOptions(tab, 'field-coAuthors-listbox', 5);
        await tab.keyboard.press('ArrowDown');
        await tab.keyboard.press('Enter');
        await tab.keyboard.press('ArrowDown');
        expect(await axeViolations(tab, 'dialog')).to.deep.equal([]);
        const overflow = await tab.evaluate(() => {
          const dialog = document.querySelector('dialog')!;
          const body = dialog.querySelector('.uxdt-modal__body')!;
          return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, body: body.scrollWidth - body.clientWidth };
        });
        expect(overflow).to.deep.equal({ page: 0, body: 0 });
        const optionHeight = await tab.evaluate(() => document.querySelector('#field-coAuthors-listbox [role=option]')!.getBoundingClientRect().height);
        expect(optionHeight).to.be.at.least(width < 768 ? 44 : 32);
        await screenshot(tab, `relation-picker-${width}-${dir}`);
        await tab.close();
      });
    }
  }
});
