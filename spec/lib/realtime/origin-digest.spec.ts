import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { newOrigin, originDigest } from '../../../lib/realtime/origin-digest.js';

describe('originDigest(origin)', () => {
  it('is the first 128 bits of the SHA-256 of the origin, base64url', () => {
    expect(originDigest('tab_1-a')).to.equal(createHash('sha256').update('tab_1-a').digest('base64url').slice(0, 22));
  });

  it('never gives back its input, nor the digest of its own output', () => {
    const published = originDigest('k2f9x0abc123');
    expect(published).to.not.equal('k2f9x0abc123');
    expect(originDigest(published)).to.not.equal(published);
  });
});

describe('newOrigin()', () => {
  it('is a new value each time, fit for the origin header, with its digest', () => {
    const [a, b] = [newOrigin(), newOrigin()];
    expect(a.origin).to.match(/^[A-Za-z0-9_-]{16}$/).and.not.equal(b.origin);
    expect(a.originDigest).to.equal(originDigest(a.origin));
  });
});
