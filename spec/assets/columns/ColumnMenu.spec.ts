import { expect } from 'chai';
import { ColumnMenu } from '../../../assets/columns/ColumnMenu.js';
import {
  choicesFor, chosenVisible, columnChoicesKey, readColumnChoices, writeColumnChoices,
} from '../../../assets/columns/column-choices.js';
import type { ColumnView } from '../../../lib/wire/page-view.js';
import { translator } from '../../../lib/wire/translate.js';
import { dom, settle, useDom } from '../support/dom.js';

function column(name: string, more: Partial<ColumnView> = {}): ColumnView {
  return { name, label: `${name} <b>`, kind: 'text', type: 'string', orderable: true, searchable: true, visible: true, className: null, options: {}, ...more };
}

const COLUMNS = [column('id'), column('title', { alwaysVisible: true }), column('author'), column('summary', { visible: false }), column('actions', { kind: 'action' })];
const t = translator({ 'columns.menu': 'Columns', 'columns.shown': 'Columns shown', 'columns.collapsed': '{column} (in the details)' });

describe('ColumnMenu', () => {
  useDom();
  let shown: Set<string>;
  let collapsed: Set<string>;
  let toggled: Array<[string, boolean]>;
  let menu: ColumnMenu;

  beforeEach(() => {
    const { document } = dom();
    shown = new Set(['id', 'title', 'author']);
    collapsed = new Set(['author']);
    toggled = [];
    menu = new ColumnMenu(document, COLUMNS, t, {
      visible: (name) => shown.has(name),
      collapsed: (name) => collapsed.has(name),
      toggled: (name, visible) => {
        toggled.push([name, visible]);
        if (visible) shown.add(name);
        else shown.delete(name);
      },
    }, 'btn');
    document.body.append(menu.element, document.createElement('p'));
  });

  const button = () => menu.element.querySelector('button')!;
  const list = () => menu.element.querySelector<HTMLElement>('[role="group"]')!;
  const boxes = () => [...list().querySelectorAll('input')];

  it('is a disclosure button controlling a closed list of the columns it may hide', () => {
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(button().getAttribute('aria-controls')).to.equal(list().id);
    expect(list().hidden).to.equal(true);
    expect(list().getAttribute('aria-label')).to.equal('Columns shown');
    expect(boxes().map((box) => box.value)).to.deep.equal(['id', 'author', 'summary']);
    // Labels are text, never markup.
    expect(list().querySelectorAll('b')).to.have.length(0);
  });

  it('opens with each box as the table is, telling a column Responsive folded away from one the user hid', async () => {
    button().click();
    await settle();
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(boxes().map((box) => box.checked)).to.deep.equal([true, true, false]);
    expect(list().textContent).to.contain('author <b> (in the details)').and.contain('summary <b>');
    expect(dom().document.activeElement).to.equal(boxes()[0]);
  });

  it('tells the table each box changed', async () => {
    button().click();
    await settle();
    boxes()[0].click();
    boxes()[2].click();
    expect(toggled).to.deep.equal([['id', false], ['summary', true]]);
  });

  it('closes on Escape with the focus back on its button, and on a click elsewhere', async () => {
    button().click();
    await settle();
    boxes()[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(list().hidden).to.equal(true);
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(dom().document.activeElement).to.equal(button());

    button().click();
    await settle();
    dom().document.querySelector('p')!.click();
    expect(list().hidden).to.equal(true);
  });
});

describe('column choices (kept per browser)', () => {
  useDom();

  it('keeps what the user changed from the declared columns, under a key naming the table', () => {
    const { window } = dom();
    const choices = choicesFor(COLUMNS, ['title', 'author', 'summary', 'actions']);
    expect(choices).to.deep.equal({ hidden: ['id'], shown: ['summary'] });
    writeColumnChoices(window, 'books', choices);
    expect(JSON.parse(window.localStorage.getItem(columnChoicesKey('books'))!)).to.deep.equal(choices);
    expect(chosenVisible(COLUMNS, readColumnChoices(window, 'books'))).to.deep.equal(['title', 'author', 'summary', 'actions']);
    writeColumnChoices(window, 'books', { hidden: [], shown: [] });
    expect(window.localStorage.getItem(columnChoicesKey('books'))).to.equal(null);
  });

  it('never hides a fixed column, whatever the storage says, and reads foreign values as no choice', () => {
    const { window } = dom();
    window.localStorage.setItem(columnChoicesKey('books'), JSON.stringify({ hidden: ['title', 'actions', 7, null], shown: 'summary' }));
    expect(chosenVisible(COLUMNS, readColumnChoices(window, 'books'))).to.deep.equal(['id', 'title', 'author', 'actions']);
    window.localStorage.setItem(columnChoicesKey('books'), '{not json');
    expect(readColumnChoices(window, 'books')).to.deep.equal({ hidden: [], shown: [] });
  });
});
