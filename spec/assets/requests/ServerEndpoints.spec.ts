import { expect } from 'chai';
import { NetworkError } from '../../../assets/requests/NetworkError.js';
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

  describe('.editView(id, adapter)', () => {
    it('POSTs the edit token, the row and the adapter key as JSON', async () => {
      const server = new FakeFetch(() => json({}));
      await new ServerEndpoints(pageView(), server.fetch).editView('a-1', 'bs5');
      expect(JSON.parse(server.calls[0].body as string)).to.deep.equal({ table: 'books.edit.sig', id: 'a-1', adapter: 'bs5' });
    });
  });

  describe('a request that gets no answer', () => {
    it('rejects with a NetworkError carrying the URL and fetch\'s rejection as its cause', async () => {
      const rejection = new TypeError('Failed to fetch');
      const endpoints = new ServerEndpoints(pageView(), new FakeFetch(() => Promise.reject(rejection)).fetch);
      const error = await endpoints.delete(1).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(NetworkError).and.include({ url: '/datatables/ajax/delete', cause: rejection });
      expect((error as Error).message).to.equal('No answer from "/datatables/ajax/delete": Failed to fetch');
    });

    it('rejects with the abort itself when the caller aborted it', async () => {
      const requests = new AbortController();
      const endpoints = new ServerEndpoints(pageView(), () => {
        requests.abort();
        return Promise.reject(requests.signal.reason);
      });
      const error = await endpoints.data(new URLSearchParams(), requests.signal).catch((e: unknown) => e);
      expect(error).not.to.be.instanceOf(NetworkError);
      expect(error).to.have.property('name', 'AbortError');
    });
  });
});
