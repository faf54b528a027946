import { expect } from 'chai';
import { suggestMapping } from '../../../lib/import/suggest-mapping.js';

const FIELDS = [
  { name: 'title', label: 'Titel' },
  { name: 'publishedOn', label: 'Erschienen am' },
  { name: 'author', label: 'Autor' },
];

describe('suggestMapping (a file\'s headers to the form\'s fields)', () => {
  it('matches a header to a field by name, else by its label in the user\'s language, without case, accents or extra spaces', () => {
    expect(suggestMapping(['TITLE', ' erschienen   AM ', 'Autor', 'Notes'], FIELDS)).to.deep.equal(['title', 'publishedOn', 'author', null]);
    expect(suggestMapping(['Titél', 'published_on', 'publishedon'], FIELDS)).to.deep.equal(['title', null, 'publishedOn']);
  });

  it('gives a field to its first header only', () => {
    expect(suggestMapping(['title', 'Titel'], FIELDS)).to.deep.equal(['title', null]);
  });

  it('reads a header the export guarded as text without its apostrophe', () => {
    expect(suggestMapping(["'Titel"], FIELDS)).to.deep.equal(['title']);
  });
});
