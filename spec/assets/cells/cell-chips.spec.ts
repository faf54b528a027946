import { expect } from 'chai';
import { chipKeys, chipsHtml, heldRows, labelChips } from '../../../assets/cells/cell-chips.js';
import { RELATION_OPTIONS_PAGE } from '../../../lib/wire/relation-options.js';
import { dom, useDom } from '../support/dom.js';
import { englishT } from '../support/page-language.js';

describe('cell-chips (a ManyToMany edited in its cell)', () => {
  useDom();

  /** The chips of `held` in a list of the document, as the cell's editor draws them. */
  function chipsOf(held: ReturnType<typeof heldRows>): HTMLElement {
    const { document } = dom();
    document.body.innerHTML = chipsHtml(held ?? [], englishT, false);
    return document.querySelector<HTMLElement>('.uxdt-chips')!;
  }

  describe('heldRows(value)', () => {
    it('pairs the keys with the labels shown, and leaves the labels of the rows past them unknown', () => {
      expect(heldRows({ labels: ['Epic', 7], more: 1, keys: ['3', '9', '12'] })).to.deep.equal([
        { id: '3', label: 'Epic' }, { id: '9', label: '7' }, { id: '12', label: null },
      ]);
    });

    it('is null for a row without keys (a server of before): such a cell is not edited in place', () => {
      expect(heldRows({ labels: ['Epic'], more: 0 })).to.equal(null);
      expect(heldRows('Epic')).to.equal(null);
    });
  });

  describe('chipsHtml(held, t, bootstrap)', () => {
    it('escapes labels and keys, names each remove button, and gives back the keys in order', () => {
      const list = chipsOf([{ id: '1"><b>', label: '<i>Epic</i>' }, { id: '2', label: null }]);
      expect(list.querySelectorAll('b, i')).to.have.length(0);
      expect([...list.querySelectorAll('span')].map((span) => span.textContent)).to.deep.equal(['<i>Epic</i>', '…']);
      expect(list.querySelector('button')!.getAttribute('aria-label')).to.equal('Remove <i>Epic</i>');
      expect(chipKeys(list)).to.deep.equal(['1"><b>', '2']);
    });
  });

  describe('labelChips(chips, labels, t)', () => {
    it('asks the labels of the chips shown "…", a page at a time, and shows the key of a row given none', async () => {
      const held = Array.from({ length: RELATION_OPTIONS_PAGE + 2 }, (_, i) => ({ id: String(i + 1), label: i === 0 ? 'Shown' : null }));
      const list = chipsOf(held);
      const asked: string[][] = [];
      await labelChips(list, async (ids) => {
        asked.push([...ids]);
        // The scope no longer offers row 5: no label for it.
        return ids.filter((id) => id !== '5').map((id) => ({ id, label: `Tag ${id}` }));
      }, englishT);
      expect(asked.map((ids) => ids.length)).to.deep.equal([RELATION_OPTIONS_PAGE, 1]);
      const labels = [...list.querySelectorAll('span')].map((span) => span.textContent);
      expect(labels.slice(0, 6)).to.deep.equal(['Shown', 'Tag 2', 'Tag 3', 'Tag 4', '5', 'Tag 6']);
      expect(list.querySelectorAll('[data-uxdt-chip-pending]')).to.have.length(0);
      expect(list.querySelectorAll('button')[1].getAttribute('aria-label')).to.equal('Remove Tag 2');
      expect(chipKeys(list)).to.deep.equal(held.map(({ id }) => id));
    });

    it('keeps every row when the endpoint fails: their keys stand in for their labels', async () => {
      const list = chipsOf([{ id: '4', label: null }]);
      await labelChips(list, () => Promise.reject(new Error('offline')), englishT);
      expect(list.querySelector('span')!.textContent).to.equal('4');
      expect(chipKeys(list)).to.deep.equal(['4']);
    });
  });
});
