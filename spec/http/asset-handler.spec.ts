import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import request from 'supertest';
import { assetHandler, browserBundlePath } from '../../lib/http/asset-handler.js';
import { errorMiddleware } from '../../lib/http/error-middleware.js';
import { recordingLogger } from '../support/http-app.js';

describe('GET /datatables/assets/ux-datatables.js', () => {
  let directory: string;

  before(() => {
    directory = mkdtempSync(join(tmpdir(), 'uxdt-assets-'));
    writeFileSync(join(directory, 'ux-datatables.js'), 'export const x = 1;\n');
  });

  after(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  const app = (file: string) => express().get('/bundle.js', assetHandler(file)).use(errorMiddleware(recordingLogger()));

  it('is looked up in dist/browser/ of the package root', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    expect(browserBundlePath()).to.equal(join(root, 'dist', 'browser', 'ux-datatables.js'));
    expect(browserBundlePath().split(sep).slice(-3)).to.deep.equal(['dist', 'browser', 'ux-datatables.js']);
  });

  it('serves the bundle as JavaScript with an ETag, cached for an hour', async () => {
    const res = await request(app(join(directory, 'ux-datatables.js'))).get('/bundle.js').expect(200);
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).to.equal('public, max-age=3600');
    expect(res.headers.etag).to.be.a('string');
    expect(res.text).to.equal('export const x = 1;\n');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const served = app(join(directory, 'ux-datatables.js'));
    const { headers } = await request(served).get('/bundle.js').expect(200);
    await request(served).get('/bundle.js').set('If-None-Match', headers.etag).expect(304);
  });

  it('answers 404 JSON when the bundle was not built', async () => {
    const res = await request(app(join(directory, 'missing.js'))).get('/bundle.js').expect(404);
    expect(res.body.error).to.include({ status: 404, code: 'asset_not_built' });
  });

  it('serves the stylesheet with its own content type', async () => {
    writeFileSync(join(directory, 'ux-datatables.css'), '.uxdt-modal { color: red }\n');
    const served = express().get('/x.css', assetHandler(join(directory, 'ux-datatables.css'), 'text/css; charset=utf-8'));
    const res = await request(served).get('/x.css').expect(200);
    expect(res.headers['content-type']).to.equal('text/css; charset=utf-8');
    expect(res.text).to.equal('.uxdt-modal { color: red }\n');
  });

  it('mounts the bundle, its source map and the stylesheet in the router', async () => {
    const { dataTablesRouter } = await import('../../lib/index.js');
    const { createUnreachableOrm } = await import('../support/unreachable-orm.js');
    const { Note } = await import('../support/http-entities.js');
    const orm = await createUnreachableOrm([Note]);
    try {
      const app = express().use(dataTablesRouter({ orm, secret: 'x'.repeat(32), tables: [], logger: recordingLogger() }));
      for (const [file, type] of [['ux-datatables.css', 'text/css'], ['ux-datatables.js.map', 'application/json']]) {
        const res = await request(app).get(`/datatables/assets/${file}`);
        if (res.status === 404) expect(res.body.error.code).to.equal('asset_not_built');
        else expect(res.headers['content-type']).to.contain(type);
      }
      await request(app).get('/datatables/assets/other.js').expect(404);
    } finally {
      await orm.close(true);
    }
  });

  it('is mounted by the router', async () => {
    const { dataTablesRouter } = await import('../../lib/index.js');
    const { createUnreachableOrm } = await import('../support/unreachable-orm.js');
    const { Note } = await import('../support/http-entities.js');
    const orm = await createUnreachableOrm([Note]);
    try {
      const res = await request(express().use(dataTablesRouter({ orm, secret: 'x'.repeat(32), tables: [], logger: recordingLogger() })))
        .get('/datatables/assets/ux-datatables.js');
      expect([200, 404]).to.include(res.status);
      if (res.status === 404) expect(res.body.error.code).to.equal('asset_not_built');
      else expect(res.headers['cache-control']).to.equal('public, max-age=3600');
    } finally {
      await orm.close(true);
    }
  });
});
