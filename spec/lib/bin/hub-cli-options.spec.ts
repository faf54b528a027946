import { expect } from 'chai';
import { hubCliOptions } from '../../../lib/bin/hub-cli-options.js';
import { UsageError } from '../../../lib/bin/UsageError.js';

describe('hubCliOptions(args, env)', () => {
  const key = ['--jwt-key', 'a-test-secret-of-at-least-32-characters'];

  it('reads --protocol, the 1.0 audience and issuer, and the limits', () => {
    const options = hubCliOptions(
      [...key, '--protocol', '1.0', '--audience', 'urn:hub', '--issuer', 'https://app.example', '--history-bytes', '1000', '--max-publish-bytes', '2000', '--max-subscriptions-per-address', '3'],
      {},
    );
    expect(options).to.deep.include({ protocol: '1.0', audience: ['urn:hub'], issuer: 'https://app.example', historyBytes: 1000, maxPublishBytes: 2000, maxSubscriptionsPerAddress: 3 });
  });

  it('reads several audiences: the URL servers publish at and the one browsers subscribe at', () => {
    const urls = ['http://hub:3001/.well-known/mercure', 'https://example.com/.well-known/mercure'];
    expect(hubCliOptions([...key, '--audience', urls[0], '--audience', urls[1]], {}).audience).to.deep.equal(urls);
    expect(hubCliOptions(key, { MERCURE_AUDIENCE: urls.join(' ') }).audience).to.deep.equal(urls);
  });

  it('falls back to MERCURE_PROTOCOL, and leaves the default (0.x) to the hub', () => {
    expect(hubCliOptions(key, { MERCURE_PROTOCOL: '1.0' }).protocol).to.equal('1.0');
    expect(hubCliOptions(key, {}).protocol).to.equal(undefined);
  });

  it('refuses an unknown protocol with a UsageError naming both', () => {
    expect(() => hubCliOptions([...key, '--protocol', '2'], {})).to.throw(UsageError, /0\.x or 1\.0/);
  });
});
