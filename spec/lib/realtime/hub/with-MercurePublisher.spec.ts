import { expect } from 'chai';
import { MercurePublisher } from '../../../../lib/realtime/MercurePublisher.js';
import { MercureSigner } from '../../../../lib/realtime/MercureSigner.js';
import { SECRET, startTestHub, subscribe, token, type TestHub } from '../../../support/hub-test-client.js';

describe('the dev hub with the library\'s MercurePublisher', () => {
  let hub: TestHub;
  let publisher: MercurePublisher;

  beforeEach(async () => {
    hub = await startTestHub();
    publisher = new MercurePublisher({ hubUrl: hub.url, signer: new MercureSigner({ jwt_secret: SECRET, jwt_key_file: null, jwt_algorithm: 'HS256' }) });
  });

  afterEach(async () => {
    await hub.close();
  });

  it('accepts its publishes and delivers them to the table\'s subscribers', async () => {
    const subscription = await subscribe(hub.url, ['https://example.com/datatables/books']);
    await publisher.publish({ topics: ['https://example.com/datatables/books/1', 'https://example.com/datatables/books'], data: { type: 'edit', table: 'books', id: 1, origin: null } });
    expect(JSON.parse((await subscription.next()).data)).to.deep.include({ type: 'edit', table: 'books', id: 1 });
    subscription.close();
  });

  it('keeps its private updates for subscribers whose JWT allows the table', async () => {
    const allowed = await subscribe(hub.url, ['https://example.com/datatables/books'], { query: { authorization: await token({ subscribe: ['https://example.com/datatables/books'] }) } });
    await publisher.publish({ topics: ['https://example.com/datatables/books'], data: { type: 'delete', table: 'books', id: 2, origin: null }, private: true });
    expect(JSON.parse((await allowed.next()).data)).to.deep.include({ type: 'delete', id: 2 });
    allowed.close();
  });
});
