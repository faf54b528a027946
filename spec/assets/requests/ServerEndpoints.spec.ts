import { expect } from 'chai';
import { NetworkError } from '../../../assets/requests/NetworkError.js';
import { ServerEndpoints } from '../../../assets/requests/ServerEndpoints.js';
import { FakeFetch, json } from '../support/fake-fetch.js';
import { useDom } from '../support/dom.js';
import { pageView } from '../support/fixtures.js';

describe('ServerEndpoints', () => {
  useDom();
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

  describe('the origin header (X-UX-DataTables-Origin)', () => {
    it('is sent on delete and edit submit, the same for every request of one instance', async () => {
      const server = new FakeFetch(() => json({ success: true }));
      const endpoints = new ServerEndpoints(pageView(), server.fetch);
      await endpoints.delete(1);
      await endpoints.submitEdit(document.createElement('form'));
      const origins = server.calls.map((call) => call.headers['X-UX-DataTables-Origin']);
      expect(origins).to.deep.equal([endpoints.origin, endpoints.origin]);
      expect(endpoints.origin).to.match(/^[A-Za-z0-9_-]{1,64}$/);
    });

    it('is sent even when there is no CSRF token', async () => {
      const server = new FakeFetch(() => json({ success: true }));
      await new ServerEndpoints({ ...pageView(), csrf: { header: 'X-CSRF-Token', token: '' } }, server.fetch, 'tab-1').delete(1);
      expect(server.calls[0].headers).to.deep.include({ 'X-UX-DataTables-Origin': 'tab-1' });
    });

    it('differs between instances (one per table on a page)', () => {
      expect(new ServerEndpoints(pageView()).origin).not.to.equal(new ServerEndpoints(pageView()).origin);
    });

    it('is never sent with the data request', async () => {
      const server = new FakeFetch(() => json({ data: [] }));
      await new ServerEndpoints(pageView(), server.fetch).data(new URLSearchParams());
      expect(server.calls[0].headers).not.to.have.property('X-UX-DataTables-Origin');
    });
  });

  describe('.editView(id, adapter)', () => {
    it('POSTs the edit token, the row and the adapter key as JSON', async () => {
      const server = new FakeFetch(() => json({}));
      await new ServerEndpoints(pageView(), server.fetch).editView('a-1', 'bs5');
      expect(JSON.parse(server.calls[0].body as string)).to.deep.equal({ table: 'books.edit.sig', id: 'a-1', adapter: 'bs5' });
    });
  });

  describe('.createView(adapter) and .submitCreate(form)', () => {
    it('POSTs the create token and the adapter key as JSON, then the form, each with the CSRF and origin headers', async () => {
      const server = new FakeFetch(() => json({}));
      const endpoints = new ServerEndpoints(pageView(), server.fetch, 'tab-1');
      await endpoints.createView('bs5');
      const form = document.createElement('form');
      form.innerHTML = '<input name="_table" value="books.create.sig"><input name="title" value="Dune">';
      await endpoints.submitCreate(form);
      expect(server.calls.map((call) => [call.method, call.url])).to.deep.equal([
        ['POST', '/datatables/ajax/create-form/view'],
        ['POST', '/datatables/ajax/create-form'],
      ]);
      expect(JSON.parse(server.calls[0].body as string)).to.deep.equal({ table: 'books.create.sig', adapter: 'bs5' });
      expect(Object.fromEntries([...(server.calls[1].body as FormData).entries()])).to.deep.equal({ _table: 'books.create.sig', title: 'Dune' });
      for (const call of server.calls) expect(call.headers).to.deep.include({ 'X-CSRF-Token': 'csrf-123', 'X-UX-DataTables-Origin': 'tab-1' });
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
