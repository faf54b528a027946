import { expect } from 'chai';
import { toolbarActions } from '../../../assets/actions/table-actions.js';
import { createToolbar } from '../../../assets/actions/toolbar.js';
import { useDom } from '../support/dom.js';
import { action, pageView } from '../support/fixtures.js';

describe('createToolbar(document, actions)', () => {
  useDom();

  it('draws a button per table-level action, in order, with its label and class like a row action', () => {
    const toolbar = createToolbar(document, [action('CREATE'), action('CREATE', { label: 'Import', className: 'btn btn-secondary' })])!;
    expect(toolbar.className).to.equal('ux-datatables-toolbar');
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.className, b.type, b.getAttribute('data-ux-datatables-action')])).to.deep.equal([
      ['New', 'btn btn-success', 'button', 'CREATE'],
      ['Import', 'btn btn-secondary', 'button', 'CREATE'],
    ]);
    expect(buttons[0].hasAttribute('data-ux-datatables-id')).to.equal(false);
  });

  it('puts the icon before the label, hidden from assistive technology', () => {
    const button = createToolbar(document, [action('CREATE', { icon: 'bi bi-plus-lg' })])!.querySelector('button')!;
    expect(button.innerHTML).to.equal('<i class="bi bi-plus-lg" aria-hidden="true"></i> New');
  });

  it('escapes labels, classes and icons', () => {
    const evil = '"><img src=x onerror=alert(1)>';
    const toolbar = createToolbar(document, [action('CREATE', { label: `<b>${evil}</b>`, className: evil, icon: evil })])!;
    expect(toolbar.querySelector('img, b')).to.equal(null);
    const button = toolbar.querySelector('button')!;
    expect(button.textContent).to.equal(` <b>${evil}</b>`);
    expect(button.className).to.equal(evil);
    expect(button.querySelector('i')!.className).to.equal(evil);
  });

  it('is null without actions, so the table keeps DataTables.net\'s layout', () => {
    expect(createToolbar(document, [])).to.equal(null);
  });
});

describe('toolbarActions(view)', () => {
  it('gives table.toolbar in its declared order', () => {
    const view = pageView([], { toolbar: [action('CREATE', { label: 'A' }), action('CREATE', { label: 'B' })] });
    expect(toolbarActions(view).map((a) => a.label)).to.deep.equal(['A', 'B']);
  });

  it('leaves out a create action whose token the server did not send', () => {
    const view = pageView([], { toolbar: [action('CREATE')] });
    delete view.tokens.create;
    expect(toolbarActions(view)).to.deep.equal([]);
  });

  it('gives none for a page of an older server (no toolbar in the view)', () => {
    expect(toolbarActions(pageView())).to.deep.equal([]);
  });
});
