import { expect } from 'chai';
import { MutationRateLimiter } from '../../../lib/security/MutationRateLimiter.js';

describe('MutationRateLimiter', () => {
  let now: number;
  const limiter = (perMinute: number) => new MutationRateLimiter(perMinute, () => now);
  const burst = (subject: MutationRateLimiter, count: number, client = 'a') =>
    Array.from({ length: count }, () => subject.take(client)).filter((wait) => wait === 0).length;

  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows at most the limit in ANY sixty seconds (239 writes passed within 4.7 s across a fixed window edge)', () => {
    const subject = limiter(120);
    expect(burst(subject, 1)).to.equal(1);
    now += 57_000;
    expect(burst(subject, 119)).to.equal(119);
    now += 4_700;
    // The first write is 61.7 s old and left the last minute; the other 119 are 4.7 s old.
    expect(burst(subject, 120)).to.equal(1);
  });

  it('says how long to wait: until the oldest write of the last minute is a minute old', () => {
    const subject = limiter(2);
    expect(subject.take('a')).to.equal(0);
    now += 10_000;
    expect(subject.take('a')).to.equal(0);
    now += 5_000;
    expect(subject.take('a')).to.equal(45);
    now += 45_000;
    expect(subject.take('a')).to.equal(0);
  });

  it('counts each client on its own, and allows everything at 0', () => {
    const subject = limiter(1);
    expect([subject.take('a'), subject.take('b'), subject.take('a') > 0]).to.deep.equal([0, 0, true]);
    expect(burst(limiter(0), 1000)).to.equal(1000);
  });

  it('refused writes do not count: a client refused keeps its place', () => {
    const subject = limiter(1);
    subject.take('a');
    for (let i = 0; i < 50; i++) subject.take('a');
    now += 60_000;
    expect(subject.take('a')).to.equal(0);
  });
});
