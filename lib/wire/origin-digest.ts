// The echo-skip origin a change is published with. A tab sends its origin (a random value it keeps)
// with its own changes; the server publishes only this digest of it, and the tab compares the digest
// of its own value. Anyone reading the public stream sees digests, and sending one back as a header
// publishes the digest of the digest: the victim's tab does not take it for its own.
//
// SHA-256 written out here (FIPS 180-4) rather than `crypto.subtle`, which a plain-http page lacks and
// which is asynchronous: the server and the browser run this same function, so they cannot disagree.

/** The first 64 primes' cube roots' and the first 8 primes' square roots' fractions, 32 bits each (FIPS 180-4 §4.2.2, §5.3.3), worked out once rather than written out. */
const PRIMES = Array.from({ length: 312 }, (_, n) => n).filter((n) => n > 1 && Array.from({ length: n - 2 }, (_, d) => d + 2).every((d) => n % d !== 0));
const fraction = (root: number) => ((root - Math.floor(root)) * 0x100000000) >>> 0;
const K = Uint32Array.from(PRIMES.slice(0, 64), (p) => fraction(Math.cbrt(p)));
const H = Uint32Array.from(PRIMES.slice(0, 8), (p) => fraction(Math.sqrt(p)));

/** The digest a change is published with for this origin: SHA-256 of its UTF-8 bytes, base64url (43 characters). */
export function originDigest(origin: string): string {
  return base64url(sha256(new TextEncoder().encode(origin)));
}

function sha256(message: Uint8Array): Uint8Array {
  const blocks = Math.ceil((message.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(message.length / 0x20000000));
  view.setUint32(padded.length - 4, (message.length * 8) >>> 0);
  const hash = H.slice();
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block * 64 + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, b, c, d, e, f, g, h] = hash;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, i) => (hash[i] = hash[i] + value));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  hash.forEach((value, i) => outView.setUint32(i * 4, value));
  return out;
}

function rotr(value: number, bits: number): number {
  return (value >>> bits) | (value << (32 - bits));
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
