import { expect } from 'chai';
import { cellText } from '../../../lib/wire/cell-text.js';
import type { ColumnView } from '../../../lib/wire/page-view.js';
import { englishT, pageT } from '../../assets/support/page-language.js';

function column(kind: ColumnView['kind'], options: Record<string, unknown> = {}): ColumnView {
  return { name: 'tags', label: 'Tags', kind, type: 'string', orderable: false, searchable: false, visible: true, className: null, options, related: { many: true, relation: false } };
}

describe('cellText(column) of a to-many column', () => {
  it('joins the labels with the separator and says how many more', () => {
    expect(cellText(column('text'), { t: englishT })({ labels: ['sci-fi', 'classic'], more: 2 })).to.equal('sci-fi, classic +2 more');
  });

  it('writes each label by the column\'s kind, in the page\'s language', () => {
    const t = pageT('de');
    const choices = column('choice', { choices: { draft: 'Entwurf', published: 'Veröffentlicht' } });
    expect(cellText(choices, { t, locale: 'de' })({ labels: ['draft', 'published'], more: 1 })).to.equal('Entwurf, Veröffentlicht +1 weiterer');
  });

  it('is blank for no labels, and only the count when no label has text', () => {
    expect(cellText(column('text'), { t: englishT })({ labels: [], more: 0 })).to.equal('');
    expect(cellText(column('text'), { t: englishT })({ labels: [null], more: 4 })).to.equal('+4 more');
  });

  it('leaves other values as the kind writes them', () => {
    expect(cellText(column('text'), { t: englishT })('plain')).to.equal('plain');
  });
});
