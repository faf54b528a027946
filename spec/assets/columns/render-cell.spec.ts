import { expect } from 'chai';
import { HtmlCells } from '../../../assets/columns/HtmlCells.js';
import { cellRenderer } from '../../../assets/columns/render-cell.js';
import type { ColumnView } from '../../../lib/wire/page-view.js';
import { useDom } from '../support/dom.js';
import { action, row } from '../support/fixtures.js';
import { englishT, pageT } from '../support/page-language.js';

const germanT = pageT('de');

function column(kind: ColumnView['kind'], options: Record<string, unknown> = {}): ColumnView {
  return { name: 'c', label: 'Published', kind, type: 'string', orderable: true, searchable: true, visible: true, className: null, options };
}

const render = (col: ColumnView, value: unknown) => cellRenderer(col)(value, { c: value });

describe('cellRenderer(column)', () => {
  describe('text and number columns', () => {
    it('escape the value', () => {
      expect(render(column('text'), '<img src=x onerror=alert(1)>')).to.equal('&lt;img src=x onerror=alert(1)&gt;');
      expect(render(column('number'), 42)).to.equal('42');
      expect(render(column('text'), null)).to.equal('');
    });

  });

  describe('text columns of type html', () => {
    useDom();
    const html = { ...column('text'), type: 'html' } as const;
    const withCells = (cells: HtmlCells) => (value: unknown) => cellRenderer(html, [], { t: englishT, html: cells })(value, { c: value });

    it('draw sanitized HTML once the table\'s sanitizer has loaded: formatting kept, handlers and script URLs removed', async () => {
      const cells = new HtmlCells();
      await cells.load();
      expect(withCells(cells)('<b onclick="alert(1)">x</b> <a href="javascript:alert(1)">y</a>')).to.equal('<b>x</b> <a>y</a>');
    });

    it('draw a blank cell, never the markup, while the sanitizer is loading', async () => {
      const cells = new HtmlCells();
      const loading = cells.load();
      expect(withCells(cells)('<img src=x onerror="alert(1)">')).to.equal('');
      await loading;
      expect(withCells(cells)('<img src=x onerror="alert(1)">')).to.equal('<img src="x">');
    });

    it('draw nothing for null, and numbers as text', async () => {
      const cells = new HtmlCells();
      await cells.load();
      expect(withCells(cells)(null)).to.equal('');
      expect(withCells(cells)(42)).to.equal('42');
    });

    it('escape the value when the table has no html cells to give (a renderer built on its own)', () => {
      expect(render(html, '<b onclick="x">y</b>')).to.equal('&lt;b onclick=&quot;x&quot;&gt;y&lt;/b&gt;');
    });
  });

  describe('text columns of type html without a DOM', () => {
    it('escape the value rather than pass it through unsanitized', async () => {
      const cells = new HtmlCells();
      await cells.load();
      const value = '<b onclick="x">y</b>';
      expect(cellRenderer({ ...column('text'), type: 'html' }, [], { t: englishT, html: cells })(value, { c: value })).to.equal('&lt;b onclick=&quot;x&quot;&gt;y&lt;/b&gt;');
    });
  });

  describe('boolean columns', () => {
    it('show Yes and No in the page\'s language', () => {
      expect(cellRenderer(column('boolean'), [], { t: englishT })(true, {})).to.equal('Yes');
      expect(cellRenderer(column('boolean'), [], { t: germanT })(false, {})).to.equal('Nein');
      expect(render(column('boolean'), null)).to.equal('');
    });

    it('show a disabled, labelled switch with renderAsSwitch (ux-datatables.css draws it at full strength)', () => {
      const on = render({ ...column('boolean', { renderAsSwitch: true }), label: 'In "print"' }, true);
      expect(on).to.contain('type="checkbox"').and.contain('role="switch"').and.contain(' disabled').and.contain(' checked');
      expect(on).to.contain('aria-label="In &quot;print&quot;"');
      expect(render(column('boolean', { renderAsSwitch: true }), false)).not.to.contain('checked');
    });
  });

  describe('choice columns', () => {
    it('show the label of the value, escaped', () => {
      const col = column('choice', { choices: { draft: 'Draft <new>', '1': 'One' } });
      expect(render(col, 'draft')).to.equal('Draft &lt;new&gt;');
      expect(render(col, 1)).to.equal('One');
    });

    it('fall back to the escaped value when it has no label', () => {
      expect(render(column('choice', { choices: {} }), '<x>')).to.equal('&lt;x&gt;');
      expect(render(column('choice', { choices: {} }), 'toString')).to.equal('toString');
    });
  });

  describe('number columns', () => {
    const number = (locale: string | undefined, value: unknown) =>
      cellRenderer({ ...column('number'), type: 'num' }, [], { t: englishT, locale })(value, {});

    it('take the locale\'s decimal separator and keep the decimals sent, without grouping', () => {
      expect(number('de', 1234.5)).to.equal('1234,5');
      expect(number('fr', '12.50')).to.equal('12,50');
      expect(number('en', 2024)).to.equal('2024');
    });

    it('keep the column\'s decimals (a price 20 of scale 2 showed as 20 beside 4.99)', () => {
      const price = (locale: string | undefined, value: unknown) =>
        cellRenderer({ ...column('number', { decimals: 2 }), type: 'num' }, [], { t: englishT, locale })(value, {});
      expect(price('en', 20)).to.equal('20.00');
      expect(price('en', 4.99)).to.equal('4.99');
      expect(price('de', '4.5')).to.equal('4,50');
      expect(price(undefined, 20)).to.equal('20.00');
      expect(price('en', null)).to.equal('');
      expect(price('en', '<b>')).to.equal('&lt;b&gt;');
    });

    it('show anything else as sent, escaped', () => {
      expect(number('de', '007')).to.equal('007');
      expect(number('de', '1e21')).to.equal('1e21');
      expect(number('de', '<b>')).to.equal('&lt;b&gt;');
      expect(number(undefined, 1.5)).to.equal('1.5');
    });
  });

  describe('date columns', () => {
    it('format with the dateFormat', () => {
      expect(render(column('date', { dateFormat: 'DD/MM/YYYY' }), '2024-01-31')).to.equal('31/01/2024');
    });

    const date = (locale: string, value: unknown) => cellRenderer(column('date', { dateFormat: null }), [], { t: englishT, locale })(value, {});

    it('format for the page\'s locale without a dateFormat, in digits, on the calendar day sent', () => {
      expect(date('en', '2024-05-01')).to.equal('05/01/2024');
      expect(date('de', '2024-05-01')).to.equal('01.05.2024');
      expect(date('fr', '2024-05-01T00:00:00.000Z')).to.equal('01/05/2024');
      expect(render(column('date'), '2024-01-31')).to.equal('2024-01-31');
    });

    it('read as the edit field reads in the same locale (the table said 14/02/1973, the en-US field 02/14/1973)', () => {
      expect(date('en-US', '1973-02-14')).to.equal('02/14/1973');
      expect(date('en-GB', '1973-02-14')).to.equal('14/02/1973');
      expect(date('de', '1973-02-14')).to.equal('14.02.1973');
    });

    it('show what is no date escaped', () => {
      expect(render(column('date'), '<soon>')).to.equal('&lt;soon&gt;');
    });
  });

  describe('url columns', () => {
    it('link safe URLs, escaped, with the link label', () => {
      expect(render(column('url'), 'https://example.com/?a=1&b="2"')).to.equal(
        '<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">https://example.com/?a=1&amp;b=&quot;2&quot;</a>',
      );
      expect(render(column('url', { linkLabel: 'Site <1>' }), '/x')).to.equal('<a href="/x">Site &lt;1&gt;</a>');
    });

    it('open in a new tab with rel="noopener noreferrer" when asked', () => {
      expect(render(column('url', { newTab: true }), 'mailto:a@b.c')).to.equal(
        '<a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer">mailto:a@b.c</a>',
      );
    });

    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      it(`render nothing for ${url}`, () => expect(render(column('url'), url)).to.equal(''));
    }
  });

  describe('template columns', () => {
    it('insert the server-rendered HTML as is', () => {
      expect(render(column('template'), '<strong>Dune</strong>')).to.equal('<strong>Dune</strong>');
    });
  });

  describe('action columns', () => {
    it('render the table\'s actions for the row', () => {
      const html = cellRenderer(column('action'), [action('EDIT')])(undefined, row(1));
      expect(html).to.contain('data-ux-datatables-action="EDIT"');
    });

    it('render nothing without the table\'s actions', () => {
      expect(cellRenderer(column('action'))(undefined, row(1))).to.equal('');
    });
  });

  describe('to-many columns (a value of labels and how many more)', () => {
    const tags = { ...column('text'), related: { many: true, relation: false } };
    const withT = (col: ColumnView, t = englishT, locale?: string) => (value: unknown) => cellRenderer(col, [], { t, locale })(value, { c: value });

    it('draw each label escaped, as a comma list', () => {
      expect(withT(tags)({ labels: ['sci-fi', '<b>x</b>'], more: 0 })).to.equal(
        '<span class="uxdt-related"><span class="uxdt-related__label">sci-fi</span>, <span class="uxdt-related__label">&lt;b&gt;x&lt;/b&gt;</span></span>',
      );
    });

    it('say how many more there are, muted, in the page\'s language', () => {
      expect(withT(tags)({ labels: ['a'], more: 3 })).to.contain('<span class="uxdt-related__more">+3 more</span>');
      expect(withT(tags, pageT('pl'))({ labels: ['a'], more: 5 })).to.contain('+5 kolejnych');
    });

    it('format each label by the column\'s kind: dates, numbers, choices, links only for safe URLs', () => {
      const dates = { ...column('date', { dateFormat: 'DD.MM.YYYY' }), related: { many: true, relation: false } };
      expect(withT(dates)({ labels: ['2024-03-01'], more: 0 })).to.contain('01.03.2024');
      const prices = { ...column('number', { decimals: 2 }), type: 'num' as const, related: { many: true, relation: false } };
      expect(withT(prices, germanT, 'de')({ labels: [3.5], more: 0 })).to.contain('3,50');
      const urls = { ...column('url'), related: { many: true, relation: false } };
      expect(withT(urls)({ labels: ['javascript:alert(1)', 'https://a.example/'], more: 0 })).to.equal(
        '<span class="uxdt-related"><span class="uxdt-related__label"><a href="https://a.example/">https://a.example/</a></span></span>',
      );
    });

    it('draw an empty cell for no labels and nothing more', () => {
      expect(withT(tags)({ labels: [], more: 0 })).to.equal('');
    });
  });
});
