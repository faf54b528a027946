import { get, type IncomingMessage } from 'node:http';
import { expect } from 'chai';
import { publishOk, startTestHub, type TestHub } from '../../../support/hub-test-client.js';
import { waitFor } from '../../../support/wait-for.js';

describe('Subscriber', () => {
  let hub: TestHub;

  beforeEach(async () => {
    hub = await startTestHub();
  });

  afterEach(async () => {
    await hub.close();
  });

  it('drops a client that stops reading instead of buffering its updates without bound', async () => {
    const response = await new Promise<IncomingMessage>((resolve) => get(`${hub.url}?topic=big`, resolve));
    response.pause();
    await waitFor(() => hub.hub.subscriberCount === 1, { what: 'the hub to count 1 subscriber' });
    const megabyte = 'x'.repeat(1000 * 1000);
    for (let i = 0; i < 64 && hub.hub.subscriberCount > 0; i += 1) await publishOk(hub.url, { topic: 'big', data: megabyte });
    expect(hub.hub.subscriberCount).to.equal(0);
    response.destroy();
  });
});
