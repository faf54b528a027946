import { expect } from 'chai';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { AssetCatalog } from '../../lib/http/assets/asset-catalog.js';
import { assetHandler, BROWSER_ASSETS } from '../../lib/http/assets/asset-handler.js';
import { errorMiddleware } from '../../lib/http/router/error-middleware.js';
import { recordingLogger, type RecordingLogger } from '../support/http-app.js';

// Regression (issue 17, hardening): express's `send` refuses these requests with an error (416, 412)
// that reached the error middleware as an unknown error, so each answered 500.
describe('asset requests with a Range past the end, a reversed range, or a failed precondition answered 500', () => {
  const CONTENT = 'export const answer = 42;\n';
  let directory: string;
  let logger: RecordingLogger;

  before(() => {
    directory = mkdtempSync(join(tmpdir(), 'uxdt-asset-ranges-'));
    writeFileSync(join(directory, 'ux-datatables.js'), CONTENT);
    // A known modification time, so that "before" and "after" it are certain.
    utimesSync(join(directory, 'ux-datatables.js'), new Date('2024-06-01T12:00:00Z'), new Date('2024-06-01T12:00:00Z'));
  });

  beforeEach(() => {
    logger = recordingLogger();
  });

  after(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  const app = () => express().get('/assets/:file', assetHandler(new AssetCatalog(directory, BROWSER_ASSETS))).use(errorMiddleware(logger));
  const bundle = () => request(app()).get('/assets/ux-datatables.js');

  /** A 4xx is the client's doing: nothing is logged as a server error. */
  const nothingLogged = () => expect(logger.errors).to.deep.equal([]);

  describe('Range', () => {
    it('answers 416 with the length in Content-Range to a range past the end', async () => {
      const res = await bundle().set('Range', `bytes=${CONTENT.length + 10}-${CONTENT.length + 20}`).expect(416);
      expect(res.headers['content-range']).to.equal(`bytes */${CONTENT.length}`);
      expect(res.body.error).to.include({ status: 416, code: 'range_not_satisfiable' });
      expect(res.headers['content-encoding']).to.equal(undefined);
      expect(res.headers['cache-control']).to.equal('no-store');
      nothingLogged();
    });

    it('answers 416 to a reversed range', async () => {
      const res = await bundle().set('Range', 'bytes=10-5').expect(416);
      expect(res.headers['content-range']).to.equal(`bytes */${CONTENT.length}`);
    });

    it('answers 416 to a suffix of zero bytes', async () => {
      await bundle().set('Range', 'bytes=-0').expect(416);
    });

    it('ignores an empty range and answers the whole file', async () => {
      const res = await bundle().set('Range', 'bytes=').expect(200);
      expect(res.text).to.equal(CONTENT);
    });

    it('still answers 206 with the bytes of a satisfiable range', async () => {
      const res = await bundle().set('Range', 'bytes=0-5').expect(206);
      expect(res.headers['content-range']).to.equal(`bytes 0-5/${CONTENT.length}`);
      expect(res.text).to.equal(CONTENT.slice(0, 6));
    });
  });

  describe('If-Match', () => {
    it('answers 412 to another ETag', async () => {
      const res = await bundle().set('If-Match', '"not-this-one"').expect(412);
      expect(res.body.error).to.include({ status: 412, code: 'precondition_failed' });
      expect(res.headers['cache-control']).to.equal('no-store');
      nothingLogged();
    });

    it('answers 200 to its own ETag and to *', async () => {
      const { headers } = await bundle().expect(200);
      expect((await bundle().set('If-Match', headers.etag).expect(200)).text).to.equal(CONTENT);
      await bundle().set('If-Match', '*').expect(200);
    });
  });

  describe('If-Unmodified-Since', () => {
    it('answers 412 to a date before the file changed', async () => {
      const res = await bundle().set('If-Unmodified-Since', 'Sat, 01 Jun 2024 11:00:00 GMT').expect(412);
      expect(res.body.error).to.include({ status: 412, code: 'precondition_failed' });
    });

    it('answers 200 to a date after it changed', async () => {
      const res = await bundle().set('If-Unmodified-Since', 'Sun, 02 Jun 2024 12:00:00 GMT').expect(200);
      expect(res.text).to.equal(CONTENT);
    });
  });
});
