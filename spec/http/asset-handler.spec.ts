import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import request from 'supertest';
import { AssetCatalog } from '../../lib/http/assets/asset-catalog.js';
import { assetHandler, BROWSER_ASSETS, browserBundlePath } from '../../lib/http/assets/asset-handler.js';
import { errorMiddleware } from '../../lib/http/router/error-middleware.js';
import { recordingLogger } from '../support/http-app.js';

describe('GET /datatables/assets/:file', () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'uxdt-assets-'));
    writeFileSync(join(directory, 'ux-datatables.js'), 'export const x = 1;\n');
  });

  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  const app = () => express().get('/assets/:file', assetHandler(new AssetCatalog(directory, BROWSER_ASSETS))).use(errorMiddleware(recordingLogger()));
  const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

  it('is looked up in dist/browser/ of the package root', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    expect(browserBundlePath()).to.equal(join(root, 'dist', 'browser', 'ux-datatables.js'));
    expect(browserBundlePath().split(sep).slice(-3)).to.deep.equal(['dist', 'browser', 'ux-datatables.js']);
  });

  describe('by its plain name', () => {
    it('serves the bundle as JavaScript with a strong ETag, kept five minutes then revalidated', async () => {
      const res = await request(app()).get('/assets/ux-datatables.js').expect(200);
      expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).to.equal('public, max-age=300, must-revalidate');
      expect(res.headers['x-content-type-options']).to.equal('nosniff');
      expect(res.headers.etag).to.equal(`"${hashOf('export const x = 1;\n')}"`);
      expect(res.text).to.equal('export const x = 1;\n');
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const { headers } = await request(app()).get('/assets/ux-datatables.js').expect(200);
      await request(app()).get('/assets/ux-datatables.js').set('If-None-Match', headers.etag).expect(304);
    });

    it('gives the same ETag to the same bytes written at another time (as on another instance)', async () => {
      const { headers: before } = await request(app()).get('/assets/ux-datatables.js').expect(200);
      utimesSync(join(directory, 'ux-datatables.js'), new Date('2020-01-01'), new Date('2020-01-01'));
      const { headers: after } = await request(app()).get('/assets/ux-datatables.js').expect(200);
      expect(after.etag).to.equal(before.etag);
      expect(after['last-modified']).not.to.equal(before['last-modified']);
    });

    it('serves the stylesheet with its own content type', async () => {
      writeFileSync(join(directory, 'ux-datatables.css'), '.uxdt-modal { color: red }\n');
      const res = await request(app()).get('/assets/ux-datatables.css').expect(200);
      expect(res.headers['content-type']).to.equal('text/css; charset=utf-8');
      expect(res.text).to.equal('.uxdt-modal { color: red }\n');
    });

    it('answers 404 JSON when the file was not built', async () => {
      const res = await request(app()).get('/assets/datatables.net-dt.css').expect(404);
      expect(res.body.error).to.include({ status: 404, code: 'asset_not_built' });
    });

    it('serves no other file of the directory', async () => {
      writeFileSync(join(directory, 'secret.txt'), 'no');
      await request(app()).get('/assets/secret.txt').expect(404);
      await request(app()).get('/assets/..%2Fux-datatables.js').expect(404);
      await request(app()).get('/assets/ux-datatables.js.br').expect(404);
    });
  });

  describe('by its content-hashed name', () => {
    it('serves the same bytes, immutable for a year', async () => {
      const name = `ux-datatables.${hashOf('export const x = 1;\n')}.js`;
      const res = await request(app()).get(`/assets/${name}`).expect(200);
      expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
      expect(res.text).to.equal('export const x = 1;\n');
    });

    it('redirects a hash of another build to this build\'s name, uncached (a rolling deploy\'s old pages keep working)', async () => {
      const old = `ux-datatables.${hashOf('export const x = 1;\n')}.js`;
      writeFileSync(join(directory, 'ux-datatables.js'), 'export const x = 2;\n');
      const current = `ux-datatables.${hashOf('export const x = 2;\n')}.js`;
      const res = await request(app()).get(`/assets/${old}`).expect(307);
      expect(res.headers.location).to.equal(current);
      expect(res.headers['cache-control']).to.equal('no-store');
      expect((await request(app()).get(`/assets/${current}`).expect(200)).text).to.equal('export const x = 2;\n');
    });

    it('answers 404 for a hashed name of a file that is not served', async () => {
      await request(app()).get(`/assets/secret.${hashOf('x')}.txt`).expect(404);
    });
  });

  describe("a chunk of the bundle (code it imports on demand), by the name its content chose", () => {
    it('serves it and its source map immutable for a year, each with its content type', async () => {
      writeFileSync(join(directory, 'ux-datatables-chunk-AB12CD34.js'), 'export const y = 2;\n');
      writeFileSync(join(directory, 'ux-datatables-chunk-AB12CD34.js.map'), '{"version":3}');
      const res = await request(app()).get('/assets/ux-datatables-chunk-AB12CD34.js').expect(200);
      expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(res.text).to.equal('export const y = 2;\n');
      const map = await request(app()).get('/assets/ux-datatables-chunk-AB12CD34.js.map').expect(200);
      expect(map.headers['content-type']).to.equal('application/json; charset=utf-8');
    });

    it('answers 404 JSON for a chunk this build does not have (a page of an earlier build asking), and nothing for other shapes', async () => {
      const res = await request(app()).get('/assets/ux-datatables-chunk-ZZ99ZZ99.js').expect(404);
      expect(res.body.error.code).to.equal('asset_not_built');
      writeFileSync(join(directory, 'ux-datatables-chunk-ab12cd34.js'), 'x');
      await request(app()).get('/assets/ux-datatables-chunk-ab12cd34.js').expect(404);
      await request(app()).get('/assets/ux-datatables-chunk-..%2Fsecret.js').expect(404);
      await request(app()).get(`/assets/ux-datatables-chunk-AB12CD34.${'0'.repeat(16)}.js`).expect(404);
    });
  });

  describe('in the router', () => {
    it('serves the bundle, its source map and the stylesheets under /datatables/assets/', async () => {
      const { dataTablesRouter } = await import('../../lib/index.js');
      const { createUnreachableOrm } = await import('../support/unreachable-orm.js');
      const { Note } = await import('../support/http-entities.js');
      const orm = await createUnreachableOrm([Note]);
      try {
        const served = express().use(dataTablesRouter({ orm, secret: 'x'.repeat(32), tables: [], logger: recordingLogger() }));
        const files = [['ux-datatables.js', 'javascript'], ['ux-datatables.css', 'text/css'], ['ux-datatables.js.map', 'application/json'], ['datatables.net-dt.css', 'text/css']];
        for (const [file, type] of files) {
          const res = await request(served).get(`/datatables/assets/${file}`);
          if (res.status === 404) expect(res.body.error.code).to.equal('asset_not_built');
          else expect(res.headers['content-type']).to.contain(type);
        }
        const other = await request(served).get('/datatables/assets/other.js').expect(404);
        expect(other.body.error.code).to.equal('not_found');
      } finally {
        await orm.close(true);
      }
    });
  });
});
