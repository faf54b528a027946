import { expect } from 'chai';
import { Notices } from '../../../assets/notices/Notices.js';
import { LiveTable } from '../../../assets/realtime/LiveTable.js';
import { settle, useDom} from '../support/dom.js';
import { waitFor } from '../../support/wait-for.js';
import { change, fakeEventSources, mercureView } from '../support/fake-event-source.js';
import { FakeFetch, html, json } from '../support/fake-fetch.js';
import { action, FakeTable, row } from '../support/fixtures.js';
import { dialogModal } from '../support/modal-html.js';
import { englishT } from '../support/page-language.js';
import { clickOn, harness } from '../support/row-actions.js';

const stack = () => document.querySelector<HTMLElement>('.ux-datatables-notices');
const notices = () => [...document.querySelectorAll<HTMLElement>('.ux-datatables-notice')];

describe('Notices', () => {
  useDom();

  it('shows a notice in one polite status region per page, created before the first notice', () => {
    const first = new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' });
    expect(stack()!.getAttribute('role')).to.equal('status');
    expect(stack()!.getAttribute('aria-live')).to.equal('polite');
    expect(stack()!.children).to.have.length(0);
    first.show('Changes saved');
    new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' }).show('Row deleted');
    expect(document.querySelectorAll('.ux-datatables-notices')).to.have.length(1);
    expect(notices().map((notice) => notice.firstChild!.textContent)).to.deep.equal(['Changes saved', 'Row deleted']);
  });

  it('is plain on a dialog page and a Bootstrap toast on a Bootstrap page', () => {
    const plain = new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' }).show('Saved');
    expect(plain.className).to.equal('ux-datatables-notice');
    const toast = new Notices(document, { framework: 'bs5', dismissLabel: 'Schließen' }).show('Gespeichert');
    expect(toast.classList.contains('toast')).to.equal(true);
    expect(toast.querySelector('.toast-body')!.textContent).to.equal('Gespeichert');
    expect(toast.querySelector('button.btn-close')!.getAttribute('aria-label')).to.equal('Schließen');
  });

  it('disappears by itself after timeoutMs, or with its dismiss button', async () => {
    const notice = new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss', timeoutMs: 20 });
    const gone = notice.show('By itself');
    const dismissed = notice.show('Dismissed');
    clickOn(dismissed.querySelector('button')!);
    expect(dismissed.isConnected).to.equal(false);
    expect(gone.isConnected).to.equal(true);
    await waitFor(() => !gone.isConnected);
  });
});

describe('what a change says', () => {
  useDom();

  it('nothing said the row was deleted: "Row deleted" now shows as a notice', async () => {
    const h = harness([action('DELETE')], new FakeFetch(() => json({ success: true, id: 1 })), {
      notices: new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' }),
    });
    clickOn(h.table.button('DELETE', 1));
    await waitFor(() => notices().length === 1);
    expect(notices()[0].textContent).to.contain('Row deleted');
  });

  it('without notices (turned off), says it in the table\'s live region only', async () => {
    const h = harness([action('DELETE')], new FakeFetch(() => json({ success: true, id: 1 })));
    clickOn(h.table.button('DELETE', 1));
    await waitFor(() => document.querySelector('.ux-datatables-live')?.textContent === 'Row deleted');
    expect(document.querySelector('.ux-datatables-live')!.getAttribute('role')).to.equal('status');
    expect(notices()).to.have.length(0);
  });

  it('no notice followed a save: "Changes saved" now does', async () => {
    const h = harness([action('EDIT')], new FakeFetch(() => html(dialogModal()), () => json({ success: true, id: 1 })), {
      notices: new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' }),
    });
    clickOn(h.table.button('EDIT', 1));
    await waitFor(() => document.querySelector('[data-ux-datatables-submit]') !== null);
    clickOn(document.querySelector('[data-ux-datatables-submit]')!);
    await waitFor(() => notices().length === 1);
    expect(notices()[0].textContent).to.contain('Changes saved');
  });

  it('rows deleted in another window vanished silently: they now show as a notice', async () => {
    const table = new FakeTable([1, 2].map((id) => row(id)), [action('DELETE')]);
    const { sources, create } = fakeEventSources();
    const live = new LiveTable(
      table,
      { mercure: mercureView(), table: 'books', origin: 'tab-1', t: englishT, createSource: create, notices: new Notices(document, { framework: 'dt', dismissLabel: 'Dismiss' }) },
      { changed: () => {} },
    );
    try {
      sources[0].open();
      sources[0].message(change('edit', 1));
      await waitFor(() => table.reloads === 1);
      await settle(10);
      expect(notices(), 'an edit is highlighted and announced, not a notice').to.have.length(0);
      sources[0].message(change('delete', 2));
      await waitFor(() => notices().length === 1);
      expect(notices()[0].textContent).to.contain('Row 2 was deleted');
    } finally {
      live.disconnect();
    }
  });
});
