import { expect } from 'chai';
import { ServerEndpoints } from '../../../assets/requests/ServerEndpoints.js';
import { FakeFetch, json } from '../support/fake-fetch.js';
import { pageView } from '../support/fixtures.js';

describe('ServerEndpoints', () => {
  describe('the CSRF header of mutations', () => {
    it('is sent with the page view\'s token', async () => {
      const server = new FakeFetch(() => json({ success: true }));
      const endpoints = new ServerEndpoints(pageView(), server.fetch);
      await endpoints.delete(1);
      await endpoints.editView(1);
      expect(server.calls.map((call) => call.headers['X-CSRF-Token'])).to.deep.equal(['csrf-123', 'csrf-123']);
    });

    it('is not sent when the token is \'\' (a table without delete or edit)', async () => {
      const server = new FakeFetch(() => json({ success: true }));
      const endpoints = new ServerEndpoints({ ...pageView(), csrf: { header: 'X-CSRF-Token', token: '' } }, server.fetch);
      await endpoints.delete(1);
      await endpoints.editView(1);
      for (const call of server.calls) expect(call.headers).not.to.have.property('X-CSRF-Token');
    });

    it('is never sent with the data request', async () => {
      const server = new FakeFetch(() => json({ data: [] }));
      await new ServerEndpoints(pageView(), server.fetch).data(new URLSearchParams({ draw: '1' }));
      expect(server.calls[0].headers).not.to.have.property('X-CSRF-Token');
      expect(server.calls[0].url).to.equal('/datatables/ajax/data?table=books.read.sig&draw=1');
    });
  });
});
