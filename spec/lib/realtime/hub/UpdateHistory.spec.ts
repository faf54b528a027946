import { expect } from 'chai';
import type { HubUpdate } from '../../../../lib/realtime/hub/HubUpdate.js';
import { SCAN_LIMIT, UpdateHistory } from '../../../../lib/realtime/hub/UpdateHistory.js';

const update = (id: string): HubUpdate => ({ id, topics: ['t'], data: id, private: false });
const ids = (updates: HubUpdate[]) => updates.map((u) => u.id);

describe('UpdateHistory', () => {
  it('reports "earliest" as its last id before any update', () => {
    expect(new UpdateHistory(3).lastId).to.equal('earliest');
  });

  describe('.after(lastEventId)', () => {
    it('returns the updates after the given one, in order', () => {
      const history = new UpdateHistory(3);
      for (const id of ['a', 'b', 'c']) history.add(update(id));
      expect(history.after('a')).to.deep.include({ found: true });
      expect(ids(history.after('a').updates)).to.deep.equal(['b', 'c']);
      expect(ids(history.after('c').updates)).to.deep.equal([]);
    });

    it('returns everything kept for "earliest"', () => {
      const history = new UpdateHistory(2);
      for (const id of ['a', 'b', 'c']) history.add(update(id));
      expect(ids(history.after('earliest').updates)).to.deep.equal(['b', 'c']);
    });

    it('forgets the oldest update past its size, and says the id was not found', () => {
      const history = new UpdateHistory(2);
      for (const id of ['a', 'b', 'c']) history.add(update(id));
      expect(history.after('a')).to.deep.equal({ found: false, updates: [] });
      expect(history.lastId).to.equal('c');
    });

    it('keeps finding an id published twice after its first copy left the ring', () => {
      const history = new UpdateHistory(2);
      for (const id of ['x', 'b', 'x', 'c']) history.add(update(id));
      expect(ids(history.after('x').updates)).to.deep.equal(['c']);
    });

    it('keeps nothing with size 0, but still knows the last id', () => {
      const history = new UpdateHistory(0);
      history.add(update('a'));
      expect(history.after('earliest').updates).to.deep.equal([]);
      expect(history.after('a').found).to.equal(false);
      expect(history.lastId).to.equal('a');
    });
  });

  describe('bounded in bytes', () => {
    const sized = (id: string, bytes: number): HubUpdate => ({ id, topics: ['t'], data: '', private: false, event: Buffer.alloc(bytes) });

    it('forgets the oldest updates once their encoded events pass maxBytes, whatever their count', () => {
      const history = new UpdateHistory(1000, 2500);
      for (const id of ['a', 'b', 'c', 'd']) history.add(sized(id, 1000));
      expect(ids(history.after('earliest').updates)).to.deep.equal(['c', 'd']);
      expect(history.keptBytes).to.equal(2000);
      expect(history.after('a').found).to.equal(false);
      expect(ids(history.after('c').updates)).to.deep.equal(['d']);
    });

    it('keeps no update larger than maxBytes alone, but knows its id', () => {
      const history = new UpdateHistory(1000, 500);
      history.add(sized('big', 501));
      expect(history.length).to.equal(0);
      expect(history.keptBytes).to.equal(0);
      expect(history.lastId).to.equal('big');
    });
  });

  describe('.lastIdFor(visible)', () => {
    it('is the newest update visible, or "earliest" when none is', () => {
      const history = new UpdateHistory(10);
      history.add(update('public'));
      history.add({ ...update('secret'), private: true });
      expect(history.lastIdFor((u) => !u.private)).to.equal('public');
      expect(history.lastIdFor(() => true)).to.equal('secret');
      expect(history.lastIdFor(() => false)).to.equal('earliest');
    });

    it('starts from a given id, and is "earliest" for an id not kept', () => {
      const history = new UpdateHistory(10);
      for (const id of ['a', 'b', 'c']) history.add(update(id));
      expect(history.lastIdFor(() => true, 'b')).to.equal('b');
      expect(history.lastIdFor((u) => u.id !== 'b', 'b')).to.equal('a');
      expect(history.lastIdFor(() => true, 'gone')).to.equal('earliest');
    });

    it('looks back over at most SCAN_LIMIT updates', () => {
      const history = new UpdateHistory(SCAN_LIMIT + 10);
      history.add(update('visible'));
      for (let i = 0; i < SCAN_LIMIT; i += 1) history.add({ ...update(`hidden-${i}`), private: true });
      expect(history.lastIdFor((u) => !u.private)).to.equal('earliest');
    });
  });
});
