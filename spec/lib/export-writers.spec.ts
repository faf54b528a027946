import { expect } from 'chai';
import { PassThrough } from 'node:stream';
import { attachmentDisposition } from '../../lib/export/content-disposition.js';
import { csvRecord, CsvWriter } from '../../lib/export/CsvWriter.js';
import { neutraliseFormula } from '../../lib/export/formula-guard.js';

describe('export writers', () => {
  describe('csvRecord(cells)', () => {
    it('quotes a field holding a comma, a quote, CR or LF, doubling its quotes, and ends with CRLF (RFC 4180)', () => {
      expect(csvRecord(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', ''])).to.equal('plain,"a,b","say ""hi""","two\nlines","cr\r",\r\n');
    });
  });

  describe('CsvWriter', () => {
    it('starts with a byte order mark, then the header', () => {
      const out = new PassThrough();
      const writer = new CsvWriter(out);
      writer.header(['A', 'B']);
      writer.rows([['1', '2'], ['3', '4']]);
      expect(out.read().toString()).to.equal('\uFEFFA,B\r\n1,2\r\n3,4\r\n');
    });
  });

  describe('neutraliseFormula(text)', () => {
    it('prefixes an apostrophe to text starting with = + - @ tab or CR, not to plain numbers', () => {
      for (const text of ['=1+1', '+1', '-1+1', '@SUM(A1)', '\tx', '\rx', '-', '=']) expect(neutraliseFormula(text), JSON.stringify(text)).to.equal(`'${text}`);
      for (const text of ['', 'Dune', '-12', '-12.5', '-3,75', '1=1', ' =1']) expect(neutraliseFormula(text), JSON.stringify(text)).to.equal(text);
    });
  });

  describe('attachmentDisposition(name)', () => {
    it('gives an ASCII-safe filename and the name as written in filename* (RFC 5987)', () => {
      expect(attachmentDisposition('Bücher "neu"/2024.csv')).to.equal(`attachment; filename="B_cher _neu__2024.csv"; filename*=UTF-8''B%C3%BCcher%20%22neu%22%2F2024.csv`);
      expect(attachmentDisposition("../it's.csv")).to.equal(`attachment; filename="__it_s.csv"; filename*=UTF-8''..%2Fit%27s.csv`);
    });
  });
});
