import { expect } from 'chai';
import { Notices } from '../../../assets/notices/Notices.js';
import { renderActions } from '../../../assets/actions/render-actions.js';
import { settle, useDom } from '../support/dom.js';
import { errorJson, FakeFetch, json } from '../support/fake-fetch.js';
import { action, row } from '../support/fixtures.js';
import { clickOn, harness } from '../support/row-actions.js';

/** Publish on drafts and Feature everywhere, as `Action.new(...)` sends them. */
const PUBLISH = action('ACTION', { name: 'publish', label: 'Publish', displayIf: { field: 'status', value: 'draft' }, confirmation: 'Publish “{title}”?' });
const FEATURE = action('ACTION', { name: 'feature', label: 'Feature' });
const rowOf = (id: number, status = 'draft') => row(id, { status, _version: '3', _actions: { EDIT: { id }, publish: { id }, feature: { id } } });
const named = (root: ParentNode, name: string, id: number) => root.querySelector<HTMLElement>(`[data-ux-datatables-action-name="${name}"][data-ux-datatables-id="${id}"]`);

describe('an application\'s action (Action.new) in the browser', () => {
  useDom();

  describe('renderActions', () => {
    it('draws a button per action by name, carrying the row\'s id and version, and leaves out one displayIf hides', () => {
      const host = document.createElement('div');
      host.innerHTML = renderActions([PUBLISH, FEATURE], rowOf(2));
      expect(named(host, 'publish', 2)?.getAttribute('data-ux-datatables-version')).to.equal('"3"');
      expect(named(host, 'publish', 2)?.getAttribute('data-ux-datatables-confirm')).to.equal('Publish “Book 2”?');
      expect(named(host, 'feature', 2)?.textContent).to.equal('Feature');
      host.innerHTML = renderActions([PUBLISH, FEATURE], rowOf(2, 'published'));
      expect(named(host, 'publish', 2)).to.equal(null);
      expect(named(host, 'feature', 2)).to.not.equal(null);
    });

    it('draws nothing for a row without its reference, nor for an action without a name', () => {
      expect(renderActions([PUBLISH], row(1))).to.equal('');
      expect(renderActions([action('ACTION', { name: undefined })], rowOf(1))).to.equal('');
    });

    it('escapes the name and the version', () => {
      const html = renderActions([action('ACTION', { name: 'a"b' })], { ...rowOf(1), _version: '"><x>', _actions: { 'a"b': { id: 1 } } });
      expect(html).to.not.contain('"><x>');
      expect(html).to.contain('&quot;');
    });
  });

  describe('a click', () => {
    const answered = () => new FakeFetch(() => json({ row: rowOf(1, 'published') }));

    it('confirmed, posts the action\'s name, the id and the version seen with the CSRF header, redraws, and says it is done', async () => {
      const notices = new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' });
      const h = harness([PUBLISH, FEATURE], answered(), { confirm: true, notices });
      h.table.rows = [rowOf(1), rowOf(2)];
      await h.table.reload();
      clickOn(named(h.table.element, 'publish', 1)!);
      await settle();
      expect(h.confirms).to.deep.equal(['Publish “Book 1”?']);
      const [call] = h.server.calls;
      expect(call.url).to.equal('/datatables/ajax/action');
      expect(call.headers).to.include({ 'X-CSRF-Token': 'csrf-123' });
      expect(JSON.parse(call.body as string)).to.deep.equal({ table: 'books.action.sig', action: 'publish', id: 1, _version: '3' });
      expect(h.events).to.deep.equal([{ name: 'saved', detail: { id: 1, action: 'publish' } }]);
      expect(document.body.textContent).to.contain('Changes saved');
    });

    it('declined, sends nothing', async () => {
      const h = harness([PUBLISH], answered(), { confirm: false });
      h.table.rows = [rowOf(1)];
      await h.table.reload();
      clickOn(named(h.table.element, 'publish', 1)!);
      await settle();
      expect(h.server.calls).to.have.length(0);
    });

    it('runs the action clicked, told apart by name', async () => {
      const h = harness([PUBLISH, FEATURE], answered());
      h.table.rows = [rowOf(1)];
      await h.table.reload();
      clickOn(named(h.table.element, 'feature', 1)!);
      await settle();
      expect(JSON.parse(h.server.calls[0].body as string).action).to.equal('feature');
    });

    it('a refusal (action_refused) is a notice with the server\'s words, not an alert', async () => {
      const notices = new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' });
      const h = harness([FEATURE], new FakeFetch(() => errorJson(422, 'action_refused', 'Ce livre n’a pas de pages')), { notices });
      h.table.rows = [rowOf(1)];
      await h.table.reload();
      clickOn(named(h.table.element, 'feature', 1)!);
      await settle();
      expect(document.querySelector('.ux-datatables-notices')?.textContent).to.contain('Ce livre n’a pas de pages');
      expect(document.querySelector('[role=alert]')?.textContent ?? '').to.not.contain('pages');
      expect(h.eventNames()).to.deep.equal(['error']);
    });

    it('a conflict redraws the row as it is now and says so in the alert', async () => {
      const h = harness([FEATURE], new FakeFetch(() => json({ error: { status: 409, code: 'conflict', message: 'x' }, row: rowOf(1) }, 409)));
      h.table.rows = [rowOf(1)];
      await h.table.reload();
      const reloads = h.table.reloads;
      clickOn(named(h.table.element, 'feature', 1)!);
      await settle();
      expect(h.table.reloads).to.equal(reloads + 1);
      expect(h.eventNames()).to.deep.equal(['conflict', 'error']);
      expect(document.body.textContent).to.contain('Someone else changed this row meanwhile');
    });
  });
});
