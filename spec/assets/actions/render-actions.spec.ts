import { expect } from 'chai';
import { renderActions } from '../../../assets/actions/render-actions.js';
import { action, row } from '../support/fixtures.js';
import { useDom } from '../support/dom.js';

function parse(html: string): HTMLElement {
  const cell = document.createElement('td');
  cell.innerHTML = html;
  return cell;
}

describe('renderActions(actions, row)', () => {
  useDom();

  it('renders a button per action, in the declared order, and a link for detail', () => {
    const cell = parse(renderActions([action('DELETE'), action('DETAIL'), action('EDIT')], row(7)));
    const elements = [...cell.children];
    expect(elements.map((e) => e.tagName)).to.deep.equal(['BUTTON', 'A', 'BUTTON']);
    expect(elements.map((e) => e.getAttribute('data-ux-datatables-action'))).to.deep.equal(['DELETE', 'DETAIL', 'EDIT']);
    expect(elements.map((e) => e.textContent)).to.deep.equal(['Delete', 'Detail', 'Edit']);
    expect(elements[0].getAttribute('type')).to.equal('button');
  });

  it("the prompt did not name the row: a confirmation naming row values carries them, escaped, on the button", () => {
    const cell = parse(renderActions([action('DELETE', { confirmation: 'Delete “{title}” ({status})?' })], row(1, { title: '"><b>x</b>' })));
    const button = cell.querySelector('button')!;
    expect(button.getAttribute('data-ux-datatables-confirm')).to.equal('Delete “"><b>x</b>” (draft)?');
    expect(cell.querySelector('b')).to.equal(null);
  });

  it('leaves a confirmation without row values to the action, other braces and unknown names as written', () => {
    const cell = parse(renderActions([action('DELETE', { confirmation: 'Sure? {{7*7}} {nope}' })], row(1)));
    expect(cell.querySelector('button')!.hasAttribute('data-ux-datatables-confirm')).to.equal(false);
    const named = parse(renderActions([action('DELETE', { confirmation: '{id}: {{7*7}} {nope} {status}' })], row(1, { status: null })));
    expect(named.querySelector('button')!.getAttribute('data-ux-datatables-confirm')).to.equal('1: {{7*7}} {nope} ');
  });

  it('uses the label and the className', () => {
    const cell = parse(renderActions([action('EDIT', { label: 'Modify', className: 'btn btn-sm btn-outline-warning' })], row(1)));
    const button = cell.querySelector('button')!;
    expect(button.textContent).to.equal('Modify');
    expect(button.className).to.equal('btn btn-sm btn-outline-warning');
  });

  it('puts the icon before the label, hidden from assistive technology', () => {
    const cell = parse(renderActions([action('DELETE', { icon: 'bi bi-trash' })], row(1)));
    const icon = cell.querySelector('button > i')!;
    expect(icon.className).to.equal('bi bi-trash');
    expect(icon.getAttribute('aria-hidden')).to.equal('true');
    expect(cell.querySelector('button')!.firstElementChild).to.equal(icon);
    expect(cell.querySelector('button')!.textContent!.trim()).to.equal('Delete');
  });

  it('carries the row identifier from row._actions.<TYPE>.id as JSON', () => {
    const cell = parse(renderActions([action('EDIT'), action('DELETE')], row(1, { _actions: { EDIT: { id: 'abc' }, DELETE: { id: 5 } } })));
    const [edit, del] = cell.querySelectorAll('button');
    expect(edit.getAttribute('data-ux-datatables-id')).to.equal('"abc"');
    expect(del.getAttribute('data-ux-datatables-id')).to.equal('5');
  });

  it('links detail to row._actions.DETAIL.url', () => {
    const cell = parse(renderActions([action('DETAIL')], row(3, { _actions: { DETAIL: { url: '/books/3?tab=notes' } } })));
    expect(cell.querySelector('a')!.getAttribute('href')).to.equal('/books/3?tab=notes');
  });

  it('does not render the confirmation in the markup (the click asks for it)', () => {
    const html = renderActions([action('DELETE', { confirmation: 'Sure?' })], row(1));
    expect(html).not.to.contain('Sure?');
  });

  describe('displayIf', () => {
    const onlyDrafts = action('EDIT', { displayIf: { field: 'status', value: 'draft' } });

    it('shows the action when row[field] === value', () => {
      expect(renderActions([onlyDrafts], row(1, { status: 'draft' }))).to.contain('EDIT');
    });

    it('hides the action when the value differs', () => {
      expect(renderActions([onlyDrafts], row(1, { status: 'published' }))).to.equal('');
    });

    it('hides the action when the value differs only in type (1 is not "1")', () => {
      const whenOne = action('DELETE', { displayIf: { field: 'stock', value: 1 } });
      expect(renderActions([whenOne], row(1, { stock: '1' }))).to.equal('');
      expect(renderActions([whenOne], row(1, { stock: 1 }))).to.contain('DELETE');
      const whenTrue = action('DELETE', { displayIf: { field: 'archived', value: true } });
      expect(renderActions([whenTrue], row(1, { archived: 1 }))).to.equal('');
      const whenNull = action('DELETE', { displayIf: { field: 'deletedAt', value: null } });
      expect(renderActions([whenNull], row(1, {}))).to.equal('', 'a missing field is undefined, not null');
      expect(renderActions([whenNull], row(1, { deletedAt: null }))).to.contain('DELETE');
    });

    it('applies per action', () => {
      const cell = parse(renderActions([onlyDrafts, action('DETAIL')], row(1, { status: 'published' })));
      expect([...cell.children].map((e) => e.getAttribute('data-ux-datatables-action'))).to.deep.equal(['DETAIL']);
    });
  });

  describe('escaping', () => {
    it('escapes labels, classes and icons', () => {
      const evil = action('EDIT', { label: '<img src=x onerror=alert(1)>', className: 'x" onclick="alert(1)', icon: 'y"><script>alert(1)</script>' });
      const html = renderActions([evil], row(1));
      const cell = parse(html);
      expect(cell.querySelector('img, script')).to.equal(null);
      const button = cell.querySelector('button')!;
      expect(button.getAttribute('onclick')).to.equal(null);
      expect(button.className).to.equal('x" onclick="alert(1)');
      expect(button.textContent!.trim()).to.equal('<img src=x onerror=alert(1)>');
    });

    it('escapes ids and URLs', () => {
      const cell = parse(
        renderActions([action('EDIT'), action('DETAIL')], row(1, { _actions: { EDIT: { id: '"><b>x</b>' }, DETAIL: { url: '/a?b="><b>c</b>&d' } } })),
      );
      expect(cell.querySelector('b')).to.equal(null);
      expect(cell.querySelector('button')!.getAttribute('data-ux-datatables-id')).to.equal('"\\"><b>x</b>"');
      expect(cell.querySelector('a')!.getAttribute('href')).to.equal('/a?b="><b>c</b>&d');
    });
  });

  describe('unsafe detail URLs', () => {
    for (const url of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)']) {
      it(`renders no link for ${JSON.stringify(url)}`, () => {
        const html = renderActions([action('DETAIL'), action('EDIT')], row(1, { _actions: { DETAIL: { url }, EDIT: { id: 1 } } }));
        expect(html).not.to.match(/script|data:/i);
        expect(parse(html).querySelector('a')).to.equal(null);
        expect(parse(html).querySelector('button')).not.to.equal(null);
      });
    }

    it('keeps http:, https:, mailto: and relative URLs', () => {
      for (const url of ['http://x.test/1', 'https://x.test/1', 'mailto:a@x.test', '../1', '/books/1']) {
        const cell = parse(renderActions([action('DETAIL')], row(1, { _actions: { DETAIL: { url } } })));
        expect(cell.querySelector('a')!.getAttribute('href')).to.equal(url);
      }
    });
  });

  it('leaves out an action whose reference the row lacks', () => {
    expect(renderActions([action('EDIT')], row(1, { _actions: {} }))).to.equal('');
    expect(renderActions([action('EDIT')], { id: 1 })).to.equal('');
  });
});
