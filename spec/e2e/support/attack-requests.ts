import type { Page } from 'playwright-core';
import type { PageView } from '../../../lib/wire/page-view.js';
import { pageViewOf } from '../../support/rendered-html.js';

/** What a cross-site attacker knows: the table tokens (the same for every user) and a CSRF token of his own session. */
export interface AttackTarget {
  origin: string;
  view: PageView;
  /** A token the attacker got by opening the page himself: valid, but not paired with the victim's cookie. */
  ownCsrfToken: string;
  id: number;
  version: number;
}

/** Requests the attacker's page sends to a mutation endpoint, each answered by the router (see {@link runCrossSiteAttacks}). */
export const MUTATION_ATTEMPTS = 4;

/** Fetches the page view and CSRF token an anonymous visitor gets, as the attacker would from his own browser. */
export async function attackerKnowledge(origin: string): Promise<{ view: PageView; ownCsrfToken: string }> {
  const html = await (await fetch(`${origin}/`)).text();
  const view = pageViewOf(html);
  return { view, ownCsrfToken: view.csrf.token };
}

/**
 * Runs, in the attacker's page, every way a page of another origin can send the victim's cookies
 * to the router: `fetch` DELETE (CORS, then no-cors), a no-cors `fetch` POST of the edit form,
 * `navigator.sendBeacon` of the edit form and of a delete, and a plain form POST into a frame; then
 * tries to read the page, the data and the edit view. Each outcome is a short string: `blocked: <error>`,
 * `status <n>`, `opaque`, `queued`/`refused` (beacons), `submitted` (the form).
 */
export async function runCrossSiteAttacks(page: Page, target: AttackTarget): Promise<Record<string, string>> {
  // tsx compiles the helpers below with esbuild's keepNames, which wraps them in a `__name(...)` the page lacks.
  await page.evaluate('globalThis.__name = (target) => target');
  return page.evaluate(async (t) => {
    const { urls, tokens, csrf } = t.view;
    const at = (path: string) => new URL(path, t.origin).href;
    const edit: Record<string, string> = {
      _table: tokens.edit ?? '', _id: String(t.id), _version: String(t.version), _adapter: 'dt',
      title: 'Edited by the attacker', author: 'Mallory', status: 'published', pages: '1',
      [csrf.header]: t.ownCsrfToken, _csrf: t.ownCsrfToken,
    };
    const formData = () => {
      const data = new FormData();
      for (const [name, value] of Object.entries(edit)) data.append(name, value);
      return data;
    };
    const settle = (request: Promise<Response>, read = false) =>
      request.then(
        async (response) => (response.type === 'opaque' ? 'opaque' : read ? `read ${(await response.text()).length} characters` : `status ${response.status}`),
        (error: Error) => `blocked: ${error.name}`,
      );
    const deleteBody = JSON.stringify({ table: tokens.delete, id: t.id });
    const results: Record<string, string> = {};
    results.fetchDelete = await settle(fetch(at(urls.delete), {
      method: 'DELETE', credentials: 'include', headers: { 'Content-Type': 'application/json', [csrf.header]: t.ownCsrfToken }, body: deleteBody,
    }));
    results.fetchDeleteNoCors = await settle(fetch(at(urls.delete), { method: 'DELETE', mode: 'no-cors', credentials: 'include', body: deleteBody }));
    results.fetchEditNoCors = await settle(fetch(at(urls.editSubmit), { method: 'POST', mode: 'no-cors', credentials: 'include', body: formData() }));
    results.beaconEdit = navigator.sendBeacon(at(urls.editSubmit), formData()) ? 'queued' : 'refused';
    results.beaconDelete = navigator.sendBeacon(at(urls.delete), new Blob([deleteBody], { type: 'text/plain' })) ? 'queued' : 'refused';
    const form = document.createElement('form');
    Object.assign(form, { method: 'post', action: at(urls.editSubmit), target: 'sink' });
    for (const [name, value] of Object.entries(edit)) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    document.body.append(form);
    form.submit();
    results.formPost = 'submitted';
    results.readPage = await settle(fetch(at('/'), { credentials: 'include' }), true);
    results.readData = await settle(fetch(`${at(urls.data)}?table=${encodeURIComponent(tokens.read)}&draw=1&start=0&length=10`, { credentials: 'include' }), true);
    results.readEditView = await settle(fetch(at(urls.editView), {
      method: 'POST', credentials: 'include', body: new URLSearchParams({ table: tokens.edit ?? '', id: String(t.id), adapter: 'dt' }),
    }), true);
    return results;
  }, target);
}
