import { expect } from 'chai';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { AssetCatalog } from '../../lib/http/assets/asset-catalog.js';
import { assetHandler, BROWSER_ASSETS } from '../../lib/http/assets/asset-handler.js';
import { errorMiddleware } from '../../lib/http/router/error-middleware.js';
import { recordingLogger } from '../support/http-app.js';

/** A response as it crossed the wire: the bytes still encoded (supertest would decode them). */
interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('GET /datatables/assets/:file, precompressed', () => {
  const BUNDLE = Buffer.from(`export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};\n`);
  const BROTLI = brotliCompressSync(BUNDLE);
  const GZIP = gzipSync(BUNDLE);
  let directory: string;
  let server: Server;

  before(async () => {
    directory = mkdtempSync(join(tmpdir(), 'uxdt-asset-encoding-'));
    writeFileSync(join(directory, 'ux-datatables.js'), BUNDLE);
    writeFileSync(join(directory, 'ux-datatables.js.br'), BROTLI);
    writeFileSync(join(directory, 'ux-datatables.js.gz'), GZIP);
    // A stylesheet whose .br is left over from an earlier build (older than the file) and no .gz.
    writeFileSync(join(directory, 'ux-datatables.css.br'), brotliCompressSync('.old { color: red }'));
    utimesSync(join(directory, 'ux-datatables.css.br'), new Date('2020-01-01'), new Date('2020-01-01'));
    writeFileSync(join(directory, 'ux-datatables.css'), '.new { color: blue }');
    const app = express().get('/assets/:file', assetHandler(new AssetCatalog(directory, BROWSER_ASSETS))).use(errorMiddleware(recordingLogger()));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });

  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(directory, { recursive: true, force: true });
  });

  function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }
  const bundle = (acceptEncoding?: string, headers: Record<string, string> = {}) =>
    get('/assets/ux-datatables.js', acceptEncoding === undefined ? headers : { 'Accept-Encoding': acceptEncoding, ...headers });

  it('sends the brotli file to a browser that takes brotli, saying so and that the answer varies', async () => {
    const res = await bundle('gzip, deflate, br, zstd');
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers.vary).to.equal('Accept-Encoding');
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(res.headers['content-length']).to.equal(String(BROTLI.length));
    expect(brotliDecompressSync(res.body).equals(BUNDLE)).to.equal(true);
  });

  it('sends gzip when brotli is not accepted, or weighs less', async () => {
    for (const header of ['gzip', 'x-gzip', 'gzip;q=1, br;q=0.5', 'br;q=0, *', 'GZIP']) {
      const res = await bundle(header);
      expect(res.headers['content-encoding'], header).to.equal('gzip');
      expect(res.body.equals(GZIP), header).to.equal(true);
    }
  });

  it('sends the file as it is without Accept-Encoding, or when nothing compressed is accepted', async () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', 'identity;q=0, *;q=0', 'gzip;q=abc']) {
      const res = await bundle(header);
      expect(res.headers['content-encoding'], String(header)).to.equal(undefined);
      expect(res.headers.vary, String(header)).to.equal('Accept-Encoding');
      expect(res.body.equals(BUNDLE), String(header)).to.equal(true);
    }
  });

  it('reads an out-of-range q-value as negotiator (Express\'s own) does: the coding it names is wanted', async () => {
    const res = await bundle('br;q=2');
    expect(res.headers['content-encoding']).to.equal('br');
  });

  it('gives each coding its own ETag, so a cached coding never answers for another', async () => {
    const [br, gzip, identity] = await Promise.all([bundle('br'), bundle('gzip'), bundle()]);
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).to.equal(3);
    expect((await bundle('br', { 'If-None-Match': br.headers.etag! })).status).to.equal(304);
    const other = await bundle('gzip', { 'If-None-Match': br.headers.etag! });
    expect(other.status).to.equal(200);
    expect(other.headers['content-encoding']).to.equal('gzip');
  });

  it('answers a 304 without Content-Encoding but still varying', async () => {
    const { headers } = await bundle('br');
    const res = await bundle('br', { 'If-None-Match': headers.etag! });
    expect(res.status).to.equal(304);
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(res.headers.vary).to.equal('Accept-Encoding');
  });

  it('applies a Range to the bytes sent (the compressed ones), and refuses one past their end', async () => {
    const res = await bundle('br', { Range: 'bytes=0-9' });
    expect(res.status).to.equal(206);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers['content-range']).to.equal(`bytes 0-9/${BROTLI.length}`);
    expect(res.body.equals(BROTLI.subarray(0, 10))).to.equal(true);
    const past = await bundle('br', { Range: `bytes=${BROTLI.length}-` });
    expect(past.status).to.equal(416);
    expect(past.headers['content-range']).to.equal(`bytes */${BROTLI.length}`);
    expect(past.headers['content-encoding']).to.equal(undefined);
    expect(JSON.parse(past.body.toString()).error.code).to.equal('range_not_satisfiable');
  });

  it('judges If-Match by the ETag of the coding sent', async () => {
    const { headers } = await bundle('br');
    expect((await bundle('br', { 'If-Match': headers.etag! })).status).to.equal(200);
    expect((await bundle('gzip', { 'If-Match': headers.etag! })).status).to.equal(412);
  });

  it('ignores a compressed file older than its file (left over from an earlier build)', async () => {
    const res = await get('/assets/ux-datatables.css', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(res.body.toString()).to.equal('.new { color: blue }');
  });

  it('serves the content-hashed name in every coding too', async () => {
    const { headers } = await bundle();
    const hashed = `/assets/ux-datatables.${headers.etag!.slice(1, -1)}.js`;
    const res = await get(hashed, { 'Accept-Encoding': 'br' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).equals(BUNDLE)).to.equal(true);
  });
});
