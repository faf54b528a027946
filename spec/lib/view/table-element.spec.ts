import { expect } from 'chai';
import { JSDOM } from 'jsdom';
import { renderTableElement } from '../../../lib/view/table-element.js';

function parse(html: string): HTMLTableElement {
  const table = new JSDOM(`<!doctype html><body>${html}</body>`).window.document.querySelector('table');
  if (!table) throw new Error('no <table> rendered');
  return table;
}

describe('renderTableElement(view, attributes)', () => {
  const view = {
    table: { name: 'books', columns: [{ name: 'title', label: `Tom's "best" <b>&</b>` }] },
    tokens: { read: 'books.read.sig' },
  };

  it('renders a <table> wired to the datatable controller', () => {
    const table = parse(renderTableElement(view));
    expect(table.getAttribute('data-controller')).to.equal('datatable');
  });

  it('carries the view as JSON that reads back unchanged', () => {
    const table = parse(renderTableElement(view));
    expect(JSON.parse(table.getAttribute('data-datatable-view-value') ?? '')).to.deep.equal(view);
  });

  it('escapes &, <, >, " and \' in the JSON so nothing breaks out of the attribute', () => {
    const html = renderTableElement({ label: `'"<script>alert(1)</script>&amp;` });
    const value = html.match(/data-datatable-view-value="([^"]*)"/)?.[1] ?? '';
    expect(value).not.to.match(/[<>"']/);
    expect(value).to.contain('&lt;script&gt;').and.to.contain('&amp;amp;').and.to.contain('&#39;').and.to.contain('&quot;');
    expect(parse(html).querySelector('script')).to.equal(null);
  });

  it('adds the id and class attributes, escaped', () => {
    const table = parse(renderTableElement({}, { id: 'books"><x', class: 'display compact' }));
    expect(table.id).to.equal('books"><x');
    expect(table.className).to.equal('display compact');
    expect(table.parentElement?.querySelector('x')).to.equal(null);
  });

  it('leaves out id and class when not given', () => {
    const html = renderTableElement({});
    expect(html).not.to.contain(' id=').and.not.to.contain(' class=');
    expect(html).to.equal('<table data-controller="datatable" data-datatable-view-value="{}"></table>');
  });
});
