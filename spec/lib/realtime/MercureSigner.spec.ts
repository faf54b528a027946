import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { ConfigurationError } from '../../../lib/errors/ConfigurationError.js';
import { AUTHORIZATION_DETAIL_TYPE, MercureSigner } from '../../../lib/realtime/MercureSigner.js';

const SECRET = 'signer-spec-secret-0123456789-abcdefghij';
const KEY = new TextEncoder().encode(SECRET);
const HUB = 'http://mercure:3000/.well-known/mercure';
const PUBLIC_HUB = 'https://example.com/.well-known/mercure';

describe('MercureSigner', () => {
  const signer = (protocol?: '0.x' | '1.0') =>
    new MercureSigner({ jwt_secret: SECRET, jwt_key_file: null, jwt_algorithm: 'RS256', protocol, hub_url: HUB, public_url: PUBLIC_HUB });

  describe('in 0.x (the default)', () => {
    it('signs the mercure claim, with exp only when asked', async () => {
      const { payload, protectedHeader } = await jwtVerify(await signer().sign({ publish: ['a/1', 'a'] }), KEY);
      expect(protectedHeader).to.deep.equal({ alg: 'HS256', typ: 'JWT' });
      expect(payload.mercure).to.deep.equal({ publish: ['a/1', 'a'] });
      expect(payload.exp).to.equal(undefined);
      expect(payload).to.not.have.any.keys('authorization_details', 'aud');
      const { payload: subscriber } = await jwtVerify(await signer('0.x').sign({ subscribe: ['a'] }, 60), KEY);
      expect(subscriber.mercure).to.deep.equal({ subscribe: ['a'] });
      expect(subscriber.exp! - subscriber.iat!).to.equal(60);
    });
  });

  describe('in 1.0', () => {
    it('signs an RFC 9068 access token: typ at+jwt, iss, sub, client_id, aud = the hub\'s URLs, iat, exp, jti', async () => {
      const jwt = await signer('1.0').sign({ subscribe: ['https://example.com/datatables/books'] }, 120);
      expect(decodeProtectedHeader(jwt)).to.deep.equal({ alg: 'HS256', typ: 'at+jwt' });
      const { payload } = await jwtVerify(jwt, KEY, { typ: 'at+jwt', issuer: 'ux-datatables', audience: PUBLIC_HUB });
      await jwtVerify(jwt, KEY, { audience: HUB });
      expect(payload.aud).to.deep.equal([PUBLIC_HUB, HUB]);
      expect(payload.sub).to.equal('ux-datatables');
      expect(payload.client_id).to.equal('ux-datatables');
      expect(payload.jti).to.be.a('string');
      expect(payload.exp! - payload.iat!).to.equal(120);
      expect(payload.mercure).to.equal(undefined);
    });

    it('grants each action on exact topics in authorization_details of the released hub\'s type', async () => {
      const { payload } = await jwtVerify(await signer('1.0').sign({ publish: ['t/1', 't'], subscribe: ['t'] }, 60), KEY);
      expect(payload.authorization_details).to.deep.equal([
        { type: AUTHORIZATION_DETAIL_TYPE, actions: ['publish'], topics: [{ match: 't/1' }, { match: 't' }] },
        { type: AUTHORIZATION_DETAIL_TYPE, actions: ['subscribe'], topics: [{ match: 't' }] },
      ]);
      expect(AUTHORIZATION_DETAIL_TYPE).to.equal('https://mercure.rocks/authorization-detail');
    });

    it('always sets exp (required in 1.0): an hour when no ttl is given', async () => {
      const { payload } = await jwtVerify(await signer('1.0').sign({ publish: ['t'] }), KEY);
      expect(payload.exp! - payload.iat!).to.equal(3600);
    });

    it('leaves out an empty grant, which would make the whole token malformed', async () => {
      const { payload } = await jwtVerify(await signer('1.0').sign({ publish: [], subscribe: ['t'] }, 60), KEY);
      expect((payload.authorization_details as Array<{ actions: string[] }>).map((detail) => detail.actions)).to.deep.equal([['subscribe']]);
    });

    it('has one audience when hub_url and public_url are one URL', async () => {
      const one = new MercureSigner({ jwt_secret: SECRET, jwt_key_file: null, jwt_algorithm: 'RS256', protocol: '1.0', hub_url: HUB, public_url: null });
      expect((await jwtVerify(await one.sign({ publish: ['t'] }), KEY)).payload.aud).to.equal(HUB);
    });

    it('refuses to be built without a hub URL to name as the audience', () => {
      expect(() => new MercureSigner({ jwt_secret: SECRET, jwt_key_file: null, jwt_algorithm: 'RS256', protocol: '1.0' })).to.throw(ConfigurationError, /audience/);
    });

    it('signs with a jwt_key_file (ES256) in the same shape', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ux-datatables-signer-'));
      try {
        const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
        const file = join(dir, 'key.pem');
        writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }));
        const es = new MercureSigner({ jwt_secret: null, jwt_key_file: file, jwt_algorithm: 'ES256', protocol: '1.0', hub_url: HUB });
        const verifyKey = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }) as string, 'ES256');
        const { protectedHeader, payload } = await jwtVerify(await es.sign({ subscribe: ['t'] }, 60), verifyKey, { typ: 'at+jwt', audience: HUB });
        expect(protectedHeader.alg).to.equal('ES256');
        expect(payload.authorization_details).to.have.length(1);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
