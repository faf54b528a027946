import { expect } from 'chai';
import { detectDelimiter } from '../../../lib/import/csv-delimiter.js';

describe('detectDelimiter (an imported CSV\'s start)', () => {
  it('finds the comma, the semicolon of Excel where the decimal mark is a comma, tab and bar', () => {
    expect(detectDelimiter('Title,Author,Pages\r\nDune,Herbert,412\r\n')).to.equal(',');
    expect(detectDelimiter('Titel;Autor;Preis\r\nDune;Herbert;12,50\r\nNeuromancer;Gibson;9,99\r\n')).to.equal(';');
    expect(detectDelimiter('Title\tAuthor\nDune\tHerbert\n')).to.equal('\t');
    expect(detectDelimiter('Title|Author\nDune|Herbert\n')).to.equal('|');
  });

  it('counts only outside quotes: commas inside quoted cells of a semicolon file do not win', () => {
    expect(detectDelimiter('Title;Summary\r\n"Dune";"Sand, spice, worms"\r\n"Emma";"Wit, and more, and more"\r\n')).to.equal(';');
  });

  it('reads a quoted line break as part of its cell, and a last line cut by the sample\'s edge not at all', () => {
    expect(detectDelimiter('a;b;c\r\n"one\r\ntwo";x;y\r\n1;2;3\r\n4,5,6,7,8,9,1')).to.equal(';');
  });

  it('falls back to the comma for a file of one column', () => {
    expect(detectDelimiter('Title\r\nDune\r\n')).to.equal(',');
    expect(detectDelimiter('')).to.equal(',');
  });
});
