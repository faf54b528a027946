import { expect } from 'chai';
import { IntlMessageFormat } from 'intl-messageformat';
import { BROWSER_MESSAGE_KEYS, BULK_EDIT_MESSAGE_KEYS, CELL_MESSAGE_KEYS, IMPORT_MESSAGE_KEYS, TOTALS_MESSAGE_KEYS, GROUP_MESSAGE_KEYS, VIEW_MESSAGE_KEYS, ORDER_MESSAGE_KEYS, DETAILS_MESSAGE_KEYS, ARRANGE_MESSAGE_KEYS } from '../../../lib/i18n/browser-messages.js';
import { BUILT_IN_CATALOGUES } from '../../../lib/i18n/catalogues/index.js';
import { formatMessage, translator } from '../../../lib/wire/translate.js';

describe('formatMessage(message, params, locale)', () => {
  it('puts parameters in place of {name}', () => {
    expect(formatMessage('Row {id} was {verb}', { id: 12, verb: 'changed' })).to.equal('Row 12 was changed');
  });

  it('picks a plural form by Intl.PluralRules, exact matches first, and formats # for the locale', () => {
    const message = '{count, plural, =0 {none} one {# row} other {# rows}}';
    expect(formatMessage(message, { count: 0 })).to.equal('none');
    expect(formatMessage(message, { count: 1 })).to.equal('1 row');
    expect(formatMessage(message, { count: 1500 }, 'de')).to.equal('1.500 rows');
    expect(formatMessage('{n, plural, one {# ligne} other {# lignes}}', { n: 0 }, 'fr')).to.equal('0 ligne');
  });

  it('picks a select branch, else other', () => {
    const message = '{type, select, edit {changed} other {deleted}}';
    expect(formatMessage(message, { type: 'edit' })).to.equal('changed');
    expect(formatMessage(message, { type: 'x' })).to.equal('deleted');
  });

  it('reads ICU apostrophes: doubled is one, before a brace it quotes', () => {
    expect(formatMessage("l'été, it''s '{literal}' {x}", { x: 1 })).to.equal("l'été, it's {literal} 1");
  });

  it('formats every browser message of every built-in locale exactly as intl-messageformat does', () => {
    // The bulk, undo and export messages' arguments too: an action's label, a row's name, a formatted limit, refusals, a size;
    // and the filters': a column's label, a value in words, a range's bounds, a chip's text; the column menu's column label.
    const more = { action: 'Publish', name: 'Dune', max: '1,000', reasons: 'gone, not allowed', label: 'Status', value: 'Draft', from: '1', to: '9', filter: 'Status: Draft', column: 'Published on', size: '1.2 MB', used: 96, percent: 40, lines: '1,200', total: '5,000', rate: '300', upTo: '10,000', names: 'Pages, Year', place: '7', position: 2, width: 240 };
    const samples = [{ count: 1, rows: 1, id: 7, status: '502 Bad Gateway', ...more }, { count: 2, rows: 2, id: 'abc', status: '404', ...more }, { count: 1234, rows: 0, id: 0, status: '', ...more }];
    for (const [locale, catalogue] of Object.entries(BUILT_IN_CATALOGUES)) {
      for (const key of [...BROWSER_MESSAGE_KEYS, ...CELL_MESSAGE_KEYS, ...BULK_EDIT_MESSAGE_KEYS, ...IMPORT_MESSAGE_KEYS, ...TOTALS_MESSAGE_KEYS, ...GROUP_MESSAGE_KEYS, ...VIEW_MESSAGE_KEYS, ...ORDER_MESSAGE_KEYS, ...DETAILS_MESSAGE_KEYS, ...ARRANGE_MESSAGE_KEYS]) {
        for (const params of samples) {
          const expected = new IntlMessageFormat(catalogue[key], locale, undefined, { ignoreTag: true }).format(params);
          expect(formatMessage(catalogue[key], params, locale), `${locale} ${key}`).to.equal(expected);
        }
      }
    }
  });
});

describe('translator(messages, locale)', () => {
  it('formats a message of the page, and answers a key it does not have with the key', () => {
    const t = translator({ 'cell.yes': 'Ja', 'realtime.row_changed': 'Zeile {id} wurde geändert' }, 'de');
    expect(t('cell.yes')).to.equal('Ja');
    expect(t('realtime.row_changed', { id: 3 })).to.equal('Zeile 3 wurde geändert');
    expect(t('cell.no')).to.equal('cell.no');
    expect(translator(undefined)('toString')).to.equal('toString');
  });
});
