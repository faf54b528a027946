import { expect } from 'chai';
import express from 'express';
import request from 'supertest';
import { sendJson } from '../../lib/http/shared/send-json.js';

describe('sendJson(res, body)', () => {
  const app = express();
  app.get('/rows', (_req, res) => sendJson(res.set('Cache-Control', 'no-store'), { data: [{ id: 1n << 60n, title: 'Café ✓' }] }));
  app.delete('/row', (_req, res) => sendJson(res.status(409), { error: { status: 409 } }));

  it('answers the JSON text, its length in bytes and type, with the headers and status set before', async () => {
    const res = await request(app).get('/rows').expect(200);
    const text = '{"data":[{"id":"1152921504606846976","title":"Café ✓"}]}';
    expect(res.text).to.equal(text);
    expect(res.headers['content-type']).to.equal('application/json; charset=utf-8');
    expect(res.headers['content-length']).to.equal(String(Buffer.byteLength(text)));
    expect(res.headers['cache-control']).to.equal('no-store');
    await request(app).delete('/row').expect(409, { error: { status: 409 } });
  });

  it('sends no ETag: nothing is revalidated against these answers, and computing one hashed the whole body', async () => {
    const res = await request(app).get('/rows').expect(200);
    expect(res.headers).to.not.have.property('etag');
    await request(app).get('/rows').set('If-None-Match', '*').expect(200);
  });

  it('answers a HEAD request with the headers alone', async () => {
    const res = await request(app).head('/rows').expect(200);
    expect(res.headers['content-length']).to.equal(String(Buffer.byteLength('{"data":[{"id":"1152921504606846976","title":"Café ✓"}]}')));
    expect(res.text ?? '').to.equal('');
  });
});
