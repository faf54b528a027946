import { expect } from 'chai';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { HostileApp } from '../support/hostile/hostile-app.js';
import { multipartText, type WireRequest } from '../support/hostile/wire-request.js';
import { SPEC_SECRET } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const BOUNDARY = 'b0undary';

/** Found by the campaign (seed 20240611, HOSTILE_RUNS=10000): multer's MISSING_FIELD_NAME reached the client as a 500. */
describe('a multipart part without a field name', () => {
  let app: HostileApp;

  useTestOrm(HTTP_ENTITIES, async (orm) => {
    app = await HostileApp.open(orm);
  });

  after(() => app?.close());

  const request = (endpoint: 'editView' | 'delete', method: string, path: string, table: string): WireRequest => ({
    endpoint,
    method,
    path,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    csrf: 'valid',
    body: { text: multipartText([['table', table], ['id', '2'], ['', 'published']], BOUNDARY) },
    mayWrite: false,
  });

  it('is 400 bad_request on the edit view (multer MISSING_FIELD_NAME was a 500)', async () => {
    const res = await app.send(request('editView', 'POST', '/datatables/ajax/edit-form/view', tokens.sign('spec-books', 'edit')));
    expect(res.status).to.equal(400);
    expect((res.json as { error: { code: string } }).error.code).to.equal('bad_request');
  });

  it('is 400 bad_request on delete, and deletes nothing (multer MISSING_FIELD_NAME was a 500)', async () => {
    const res = await app.send(request('delete', 'DELETE', '/datatables/ajax/delete', tokens.sign('spec-books', 'delete')));
    expect(res.status).to.equal(400);
    expect((res.json as { error: { code: string } }).error.code).to.equal('bad_request');
    expect(await app.checksum()).to.equal(app.baseline);
  });
});
