import { expect } from 'chai';
import { CountCache } from '../../../lib/persistence/CountCache.js';

describe('CountCache', () => {
  let now: number;
  let cache: CountCache;
  beforeEach(() => {
    now = 0;
    cache = new CountCache(() => now);
  });

  it('keeps a count until its time is up, per table and key', async () => {
    expect(await cache.get('books', '', 100, async () => 1)).to.equal(1);
    expect(await cache.get('books', '', 100, async () => 2)).to.equal(1);
    expect(await cache.get('books', 'dune', 100, async () => 3)).to.equal(3);
    expect(await cache.get('notes', '', 100, async () => 4)).to.equal(4);
    now = 100;
    expect(await cache.get('books', '', 100, async () => 5)).to.equal(5);
  });

  it('forgets a table on invalidate, and does not keep a count that ran across it', async () => {
    await cache.get('books', '', 100, async () => 1);
    cache.invalidate('books');
    let release!: () => void;
    const running = cache.get('books', '', 100, () => new Promise<number>((resolve) => (release = () => resolve(2))));
    cache.invalidate('books');
    release();
    expect(await running).to.equal(2);
    expect(await cache.get('books', '', 100, async () => 3)).to.equal(3);
  });
});
