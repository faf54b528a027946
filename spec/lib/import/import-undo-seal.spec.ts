import { expect } from 'chai';
import { HttpError } from '../../../lib/errors/HttpError.js';
import { CreatedRows } from '../../../lib/import/created-rows.js';
import { createdRows, ImportUndoSeal } from '../../../lib/import/import-undo-seal.js';

const createdRuns = (keys: unknown[], versions: Array<string | null>) => new CreatedRows().add(keys, versions).runs;

describe('import-undo-seal: an import\'s Undo sealed for its report', () => {
  const seal = new ImportUndoSeal('a key derived for this use alone, 32+ chars');

  it('keeps a million keys of one sequence and one version as one run, and gives each back', () => {
    const keys = Array.from({ length: 1_000_000 }, (_, i) => 1001 + i);
    const runs = createdRuns(keys, keys.map(() => '1'));
    expect(runs).to.deep.equal([['1', [[1001, 1_000_000]]]]);
    const token = seal.seal({ table: 't', until: Date.now() + 60_000, created: runs, updated: [] });
    expect(token.length).to.be.below(200);
    let count = 0;
    let last: unknown = null;
    for (const [key] of createdRows(seal.open(token, 't').created, 2_000_000)) (count++, (last = key));
    expect([count, last]).to.deep.equal([1_000_000, 1_001_000]);
  });

  it('gives back every key with its version: gaps, versions apart, keys that are not integers, in order', () => {
    const keys = [5, 6, 7, 9, 10, 'a-b', 11, 12, 2 ** 60, 3];
    const versions = ['1', '1', '1', '1', '2', '1', '2', '2', null, '1'];
    expect([...createdRows(createdRuns(keys, versions), 100)]).to.have.deep.members(keys.map((key, i) => [key, versions[i]]));
    expect([...createdRows(createdRuns(keys, versions), 4)]).to.have.length(4);
  });

  it('opens only its own tokens, for their table, within their window', () => {
    const token = seal.seal({ table: 't', until: Date.now() + 60_000, created: [['1', [[1, 2]]]], updated: [] });
    const refused = (open: () => unknown) => {
      try {
        open();
      } catch (error) {
        return `${(error as HttpError).status} ${(error as HttpError).code}`;
      }
      return 'opened';
    };
    expect(refused(() => seal.open(token, 't'))).to.equal('opened');
    expect(refused(() => seal.open(token, 'other'))).to.equal('403 invalid_token');
    expect(refused(() => new ImportUndoSeal('another key, derived from another secret').open(token, 't'))).to.equal('403 invalid_token');
    expect(refused(() => seal.open(seal.seal({ table: 't', until: Date.now() - 1, created: [], updated: [] }), 't'))).to.equal('410 undo_expired');
    expect(refused(() => seal.open('not.a token', 't'))).to.equal('400 bad_request');
  });
});
