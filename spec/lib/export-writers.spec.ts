import { expect } from 'chai';
import { PassThrough } from 'node:stream';
import { exportHeaders } from '../../lib/export/export-headers.js';
import { csvRecord, CsvWriter } from '../../lib/export/CsvWriter.js';
import { CrlfRecords } from '../../lib/export/crlf-records.js';
import { neutraliseFormula, restoreFormula } from '../../lib/export/formula-guard.js';

describe('export writers', () => {
  describe('csvRecord(cells)', () => {
    it('quotes a field holding a comma, a quote, CR or LF, doubling its quotes, and ends with CRLF (RFC 4180)', () => {
      expect(csvRecord(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', ''])).to.equal('plain,"a,b","say ""hi""","two\nlines","cr\r",\r\n');
    });

    it('quotes a record of one field "\\." (alone on a line it ends COPY FROM\'s data), as PostgreSQL does', () => {
      expect(csvRecord(['\\.'])).to.equal('"\\."\r\n');
      expect(csvRecord(['\\.', 'x'])).to.equal('\\.,x\r\n');
    });
  });

  describe('CrlfRecords', () => {
    const LF_RECORDS = 'a,"two\nlines"\n"say ""hi""",b\n"""\n""",\n\n,"x\n\n"\n';
    const CRLF_RECORDS = 'a,"two\nlines"\r\n"say ""hi""",b\r\n"""\n""",\r\n\r\n,"x\n\n"\r\n';

    it('ends each record with CRLF and leaves an LF inside a quoted field alone', () => {
      expect(new CrlfRecords().convert(Buffer.from(LF_RECORDS)).toString()).to.equal(CRLF_RECORDS);
    });

    it('keeps whether it is inside quotes from one chunk to the next, cut anywhere', () => {
      const bytes = Buffer.from(LF_RECORDS);
      for (let cut = 0; cut <= bytes.length; cut++) {
        for (let second = cut; second <= bytes.length; second += 3) {
          const crlf = new CrlfRecords();
          const parts = [bytes.subarray(0, cut), bytes.subarray(cut, second), bytes.subarray(second)].map((part) => crlf.convert(part));
          expect(Buffer.concat(parts).toString(), `cut at ${cut} and ${second}`).to.equal(CRLF_RECORDS);
        }
      }
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

  describe('restoreFormula(text), an imported cell', () => {
    it('takes back the apostrophe the export put before a formula-like text, and only that one', () => {
      for (const text of ['=1+1', '+1', '-1+1', '@SUM(A1)', '\tx', '-', '', 'Dune', '-12', "'Brien", "'", "'-12"]) {
        expect(restoreFormula(neutraliseFormula(text)), JSON.stringify(text)).to.equal(text);
      }
    });
  });

  describe('exportHeaders(name)', () => {
    it('names the attachment, in filename* (RFC 5987) too where the name is more than ISO-8859-1, never cached nor sniffed', () => {
      expect(exportHeaders('books-2026-11-29.csv')).to.deep.equal({
        'Content-Disposition': 'attachment; filename=books-2026-11-29.csv', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
      });
      expect(exportHeaders('Bücher "neu" 書.csv')['Content-Disposition']).to.equal(`attachment; filename="B?cher \\"neu\\" ?.csv"; filename*=UTF-8''B%C3%BCcher%20%22neu%22%20%E6%9B%B8.csv`);
    });
  });
});
