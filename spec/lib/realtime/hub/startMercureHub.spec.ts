import { expect } from 'chai';
import { startMercureHub } from '../../../../lib/realtime/hub/startMercureHub.js';
import { publishOk, quietLogger, SECRET, subscribe } from '../../../support/hub-test-client.js';

describe('startMercureHub(options)', () => {
  it('serves the hub at /.well-known/mercure on its own server and says where', async () => {
    const running = await startMercureHub({ publisherKey: SECRET, port: 0, logger: quietLogger() });
    try {
      expect(running.url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/\.well-known\/mercure$/);
      const subscription = await subscribe(running.url, ['ux-datatables/books']);
      await publishOk(running.url, { topic: 'ux-datatables/books', data: 'shared' });
      expect((await subscription.next()).data).to.equal('shared');
    } finally {
      await running.close();
    }
  });

  it('closes with streams still open, ending them', async () => {
    const running = await startMercureHub({ publisherKey: SECRET, port: 0, logger: quietLogger() });
    const subscription = await subscribe(running.url, ['*']);
    await running.close();
    await subscription.ended();
    expect(running.hub.subscriberCount).to.equal(0);
  });

  it('rejects when the port is taken', async () => {
    const first = await startMercureHub({ publisherKey: SECRET, port: 0, logger: quietLogger() });
    try {
      const port = Number(new URL(first.url).port);
      let failure: unknown;
      await startMercureHub({ publisherKey: SECRET, port, logger: quietLogger() }).catch((error: unknown) => (failure = error));
      expect((failure as NodeJS.ErrnoException | undefined)?.code).to.equal('EADDRINUSE');
    } finally {
      await first.close();
    }
  });
});
