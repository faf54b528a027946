import { expect } from 'chai';
import { Readable } from 'node:stream';
import { openImportFile } from '../../../lib/import/import-file.js';
import { previewImport } from '../../../lib/import/import-preview.js';

const FIELDS = [{ name: 'title', label: 'Titel' }, { name: 'author', label: 'Autor' }];

describe('previewImport (a file before its import)', () => {
  it('gives the header, the next five rows and the suggested fields, reading no further', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(pulled === 1 ? 'Titel;Autor;Notiz\r\n' : `Buch ${pulled};Jemand;x\r\n`.repeat(1000));
      },
    });
    const file = await openImportFile(endless, { format: 'csv', maxBytes: 1e12, maxRowLength: 10_000 });
    const preview = await previewImport(file, FIELDS);
    expect(preview.headers).to.deep.equal(['Titel', 'Autor', 'Notiz']);
    expect(preview.rows).to.have.length(5);
    expect(preview.rows[0]).to.deep.equal(['Buch 2', 'Jemand', 'x']);
    expect(preview.mapping).to.deep.equal(['title', 'author', null]);
    expect(pulled).to.be.below(100);
  });

  it('gives an empty file no header, no rows and no mapping', async () => {
    const file = await openImportFile(Readable.from([Buffer.alloc(0)]), { format: 'csv', maxBytes: 100, maxRowLength: 100 });
    expect(await previewImport(file, FIELDS)).to.deep.equal({ headers: [], rows: [], mapping: [] });
  });
});
