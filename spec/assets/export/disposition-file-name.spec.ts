import { expect } from 'chai';
import { create } from 'content-disposition';
import { dispositionFileName } from '../../../assets/export/export-query.js';

/**
 * The download's name, read from the header the server writes (`content-disposition`'s `create`): a plain
 * name comes as a token (`filename=books.csv`), unquoted; the browser once read the quoted form only,
 * and saved every export as `export.csv`.
 */
describe('dispositionFileName(header)', () => {
  it('reads back every name the server writes: a token, a quoted name with escapes, an RFC 5987 name', () => {
    for (const name of ['books-2026-11-29.csv', 'my books.csv', 'say "hi".xlsx', 'Bücher.csv', '書籍 2026.xlsx']) {
      expect(dispositionFileName(create(name)), create(name)).to.equal(name);
    }
  });

  it('is null without a header or a name', () => {
    expect(dispositionFileName(null)).to.equal(null);
    expect(dispositionFileName('attachment')).to.equal(null);
  });
});
