// A real peer: Symfony's PHP publisher (Debian's php-symfony-mercure, a Mercure 0.x client) publishes
// to the development hub over HTTP, and a subscriber receives what it sent, private updates included.
// CI installs php-cli and php-symfony-mercure (.ci/run) and fails without them; elsewhere, where php is
// absent, the spec says so and skips.
import { spawn, spawnSync } from 'node:child_process';
import { expect } from 'chai';
import { startTestHub, subscribe, token, type TestHub } from '../../../support/hub-test-client.js';

const BOOK = 'https://example.com/books/1';

/** Publishes one update with Symfony's Hub and StaticTokenProvider; resolves to what `publish()` returned. */
const SCRIPT = `
require 'Symfony/Component/Mercure/autoload.php';
[, $url, $jwt, $topic, $data, $private] = $argv;
$hub = new Symfony\\Component\\Mercure\\Hub($url, new Symfony\\Component\\Mercure\\Jwt\\StaticTokenProvider($jwt));
echo $hub->publish(new Symfony\\Component\\Mercure\\Update($topic, $data, $private === 'private'));
`;

function symfonyPublish(url: string, jwt: string, topic: string, data: string, visibility: 'public' | 'private'): Promise<string> {
  return new Promise((resolve, reject) => {
    const php = spawn('php', ['-r', SCRIPT, '--', url, jwt, topic, data, visibility], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    php.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    php.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    php.on('error', reject);
    php.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`php exited ${code}: ${err}${out}`))));
  });
}

const hasSymfonyMercure = () => spawnSync('php', ['-r', "require 'Symfony/Component/Mercure/autoload.php';"], { stdio: 'ignore' }).status === 0;

describe('the development hub with Symfony\'s PHP publisher (php-symfony-mercure)', function () {
  this.timeout(20_000);
  let hub: TestHub;

  before(function () {
    if (!hasSymfonyMercure()) {
      if (process.env.CI) throw new Error('CI must install php-cli and php-symfony-mercure (.ci/run)');
      console.warn('    php or php-symfony-mercure is not installed (CI installs them): skipped');
      this.skip();
    }
  });

  beforeEach(async () => {
    hub = await startTestHub({ protocol: '0.x' });
  });

  afterEach(async () => {
    await hub?.close();
  });

  it('delivers what Symfony publishes, with the id the hub answered it', async () => {
    const subscription = await subscribe(hub.url, [BOOK]);
    const id = await symfonyPublish(hub.url, await token({ publish: ['*'] }), BOOK, '{"type":"edit","id":1}', 'public');
    expect(id).to.match(/^urn:uuid:/);
    expect(await subscription.next()).to.include({ id, data: '{"type":"edit","id":1}' });
    subscription.close();
  });

  it('delivers a private update from Symfony only to a subscriber allowed to read it', async () => {
    const anonymous = await subscribe(hub.url, [BOOK]);
    const allowed = await subscribe(hub.url, [BOOK], { headers: { Authorization: `Bearer ${await token({ subscribe: [BOOK] })}` } });
    await symfonyPublish(hub.url, await token({ publish: ['*'] }), BOOK, 'secret', 'private');
    await symfonyPublish(hub.url, await token({ publish: ['*'] }), BOOK, 'public', 'public');
    expect((await allowed.next()).data).to.equal('secret');
    expect((await anonymous.next()).data).to.equal('public');
    anonymous.close();
    allowed.close();
  });

  it('answers Symfony\'s publish with a JWT that does not allow the topic with 403, which Symfony reports', async () => {
    const refused = symfonyPublish(hub.url, await token({ publish: ['https://example.com/authors/{id}'] }), BOOK, 'x', 'public');
    await refused.then(
      () => expect.fail('Symfony reported no error'),
      (error: Error) => expect(error.message).to.match(/403/),
    );
  });
});
