import { expect } from 'chai';
import { WIRE_VERSION, wireVersionMismatch } from '../../../lib/wire/wire-version.js';

describe('wireVersionMismatch(served)', () => {
  it('is null for a page of the same wire version', () => {
    expect(wireVersionMismatch(WIRE_VERSION)).to.equal(null);
  });

  it('names both versions and what to do for a page of another version', () => {
    const message = wireVersionMismatch(WIRE_VERSION + 1);
    expect(message).to.include(`served by wire version ${WIRE_VERSION + 1}`)
      .and.include(`bundle speaks ${WIRE_VERSION}`)
      .and.include('redeploy the bundle')
      .and.include('clear caches');
  });

  it('says "none" for a page of a version before wire versions', () => {
    expect(wireVersionMismatch(undefined)).to.include('served by wire version none');
  });

  it('refuses the version as a string: the page view carries a number', () => {
    expect(wireVersionMismatch(String(WIRE_VERSION))).to.not.equal(null);
  });
});
