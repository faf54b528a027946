import { expect } from 'chai';
import iconv from 'iconv-lite';
import { detectEncoding } from '../../../lib/import/text-encoding.js';

const TEXT = 'Titre;Auteur\r\nLes Misérables;Hugo\r\nÆgir;Ødegård\r\n';

describe('detectEncoding (an imported CSV\'s first bytes)', () => {
  it('reads a byte order mark: UTF-8 (Excel\'s "CSV UTF-8"), UTF-16 LE ("Unicode text") and BE', () => {
    expect(detectEncoding(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]))).to.deep.equal({ encoding: 'utf-8', bomLength: 3 });
    expect(detectEncoding(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(TEXT, 'utf-16le')]))).to.deep.equal({ encoding: 'utf-16le', bomLength: 2 });
    expect(detectEncoding(Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(TEXT, 'utf-16be')]))).to.deep.equal({ encoding: 'utf-16be', bomLength: 2 });
  });

  it('tells UTF-16 without a mark by the zero byte beside each ASCII character', () => {
    expect(detectEncoding(iconv.encode(TEXT, 'utf-16le')).encoding).to.equal('utf-16le');
    expect(detectEncoding(iconv.encode(TEXT, 'utf-16be')).encoding).to.equal('utf-16be');
  });

  it('takes valid UTF-8 (ASCII included) as UTF-8, and bytes that are not as Windows-1252 (Excel\'s "CSV" on a Western system)', () => {
    expect(detectEncoding(Buffer.from(TEXT)).encoding).to.equal('utf-8');
    expect(detectEncoding(Buffer.from('a,b\r\n1,2\r\n')).encoding).to.equal('utf-8');
    expect(detectEncoding(iconv.encode(TEXT, 'windows-1252')).encoding).to.equal('windows-1252');
  });

  it('keeps UTF-8 whose sample ends in the middle of a character (a 4 KB head cut through "é" or an emoji)', () => {
    const bytes = Buffer.from('Title\r\nCafé 😀');
    for (let cut = bytes.length - 1; cut > bytes.length - 6; cut--) {
      expect(detectEncoding(bytes.subarray(0, cut)).encoding, `cut at ${cut}`).to.equal('utf-8');
    }
  });
});
