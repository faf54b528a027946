import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { originDigest } from '../../../lib/wire/origin-digest.js';

describe('originDigest(origin)', () => {
  const nodeDigest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

  it('is the SHA-256 of the origin, base64url, as node:crypto computes it, at every padding boundary', () => {
    for (const length of [0, 1, 27, 28, 54, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = 'a1_-'.repeat(60).slice(0, length);
      expect(originDigest(text), `length ${length}`).to.equal(nodeDigest(text));
    }
  });

  it('digests the UTF-8 bytes of any text', () => {
    expect(originDigest('größe ☃ 🐘')).to.equal(nodeDigest('größe ☃ 🐘'));
  });

  it('never gives back its input, nor the digest of a digest for the value itself', () => {
    const origin = 'k2f9x0abc123';
    const published = originDigest(origin);
    expect(published).to.not.equal(origin);
    expect(originDigest(published)).to.not.equal(published);
  });
});
