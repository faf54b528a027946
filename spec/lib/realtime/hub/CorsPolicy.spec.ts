import { expect } from 'chai';
import { startTestHub, subscribe, type TestHub } from '../../../support/hub-test-client.js';

const APP = 'http://localhost:3000';

describe('CorsPolicy', () => {
  let hub: TestHub;

  afterEach(async () => {
    await hub?.close();
  });

  const preflight = (origin: string) =>
    fetch(hub.url, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'last-event-id' } });

  it('answers a preflight from an allowed origin with credentials allowed', async () => {
    hub = await startTestHub({ corsOrigins: [APP] });
    const response = await preflight(APP);
    expect(response.status).to.equal(204);
    expect(response.headers.get('access-control-allow-origin')).to.equal(APP);
    expect(response.headers.get('access-control-allow-credentials')).to.equal('true');
    expect(response.headers.get('access-control-allow-methods')).to.contain('GET');
    expect(response.headers.get('access-control-allow-headers')).to.contain('Last-Event-ID');
  });

  it('allows nothing to another origin', async () => {
    hub = await startTestHub({ corsOrigins: [APP] });
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('allows no other origin by default (same-origin only)', async () => {
    hub = await startTestHub();
    const response = await preflight(APP);
    expect(response.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('answers "*" without credentials for "*": any site may read public streams, none a user\'s private ones', async () => {
    hub = await startTestHub({ corsOrigins: ['*'] });
    const response = await preflight('https://anywhere.example');
    expect(response.headers.get('access-control-allow-origin')).to.equal('*');
    expect(response.headers.get('access-control-allow-credentials')).to.equal(null);
  });

  it('allows credentials to a listed origin beside "*", and to no other', async () => {
    hub = await startTestHub({ corsOrigins: ['*', APP] });
    expect((await preflight(APP)).headers.get('access-control-allow-credentials')).to.equal('true');
    expect((await preflight('https://anywhere.example')).headers.get('access-control-allow-credentials')).to.equal(null);
  });

  it('adds the headers to the event stream itself', async () => {
    hub = await startTestHub({ corsOrigins: [APP] });
    const subscription = await subscribe(hub.url, ['x'], { headers: { Origin: APP } });
    expect(subscription.response.headers.get('access-control-allow-origin')).to.equal(APP);
    expect(subscription.response.headers.get('access-control-expose-headers')).to.equal('Last-Event-ID');
    subscription.close();
  });
});
