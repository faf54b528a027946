import { expect } from 'chai';
import { reloadInPlace } from '../../../assets/realtime/reload-in-place.js';
import { dom, useDom } from '../support/dom.js';
import { action, FakeTable, row } from '../support/fixtures.js';

describe('reloadInPlace(table)', () => {
  useDom();

  it('puts the window\'s scroll position back when the redraw moved it', async () => {
    const { window } = dom();
    const scrolls: [number, number][] = [];
    let y = 300;
    Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
    window.scrollTo = ((left: number, top: number) => {
      scrolls.push([left, top]);
      y = top;
    }) as typeof window.scrollTo;
    const table = new FakeTable([row(1)], [action('EDIT')]);
    const reload = table.reload.bind(table);
    table.reload = async () => {
      y = 0; // the rows were briefly gone and the page got shorter
      await reload();
    };
    await reloadInPlace(table);
    expect(scrolls).to.deep.equal([[0, 300]]);
  });

  it('focuses the redrawn action button that had focus', async () => {
    const table = new FakeTable([row(1), row(2)], [action('EDIT'), action('DELETE')]);
    table.button('DELETE', 2).focus();
    await reloadInPlace(table);
    expect(document.activeElement).to.equal(table.button('DELETE', 2));
  });

  it('leaves focus alone when it was not in the table', async () => {
    const table = new FakeTable([row(1)], [action('EDIT')]);
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    await reloadInPlace(table);
    expect(document.activeElement).to.equal(search);
  });
});
