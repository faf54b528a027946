import { expect } from 'chai';
import { readRelationValue, relationValueText } from '../../../lib/wire/relation-options.js';

describe('a relation field\'s rows as a "use theirs" button carries them (lib/wire/relation-options.ts)', () => {
  it('reads back what the server wrote, labels with quotes and markup included', () => {
    const rows = [{ id: '7', label: 'Chinua "Achebe"' }, { id: '12', label: '<b>Epic</b>' }];
    expect(readRelationValue(relationValueText(rows))).to.deep.equal(rows);
    expect(readRelationValue(relationValueText([]))).to.deep.equal([]);
  });

  it('keeps only the id and the label of each row', () => {
    expect(relationValueText([{ id: '1', label: 'A', extra: true } as never])).to.equal('[{"id":"1","label":"A"}]');
  });

  it('reads anything else a page may hold as no rows, never throwing', () => {
    for (const text of ['', 'not json', '{"id":"1","label":"A"}', '[1, null, "x"]', '[{"id":1,"label":"A"}]', '[{"id":"1"}]', 'null', '[{"__proto__":{"id":"1"}}]']) {
      expect(readRelationValue(text), text).to.deep.equal([]);
    }
    expect(readRelationValue('[{"id":"1","label":"A"},{"id":2},"x"]')).to.deep.equal([{ id: '1', label: 'A' }]);
  });
});
