import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import express from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { dataTablesRouter } from '../../lib/index.js';
import { browserBundlePath } from '../../lib/http/assets/asset-handler.js';
import type { DataTablesAssetHelper } from '../../lib/http/page/page-helper.js';
import { ensureBrowserBuild } from '../support/fresh-build.js';
import { recordingLogger, SPEC_SECRET } from '../support/http-app.js';
import { Note } from '../support/http-entities.js';
import { createUnreachableOrm } from '../support/unreachable-orm.js';

describe('res.locals.dataTablesAsset(file)', () => {
  let orm: MikroORM;

  before(async function () {
    this.timeout(120_000);
    ensureBrowserBuild(['ux-datatables.js', 'ux-datatables-dompurify.js', 'ux-datatables.css', 'ux-datatables-relations.css', 'ux-datatables-cells.css', 'datatables.net-dt.css']);
    orm = await createUnreachableOrm([Note]);
  });

  after(async () => {
    await orm?.close(true);
  });

  /** An application with the router mounted at `mount`, whose page answers the helper's URL for `?file=`. */
  function app(mount = '/') {
    const application = express();
    application.use(mount, dataTablesRouter({ orm, secret: SPEC_SECRET, tables: [], logger: recordingLogger() }));
    application.get(`${mount === '/' ? '' : mount}/page`, (req, res) => {
      const asset = res.locals.dataTablesAsset as DataTablesAssetHelper;
      try {
        res.type('text').send(asset(String(req.query.file)));
      } catch (error) {
        res.status(500).type('text').send((error as Error).message);
      }
    });
    return application;
  }
  const built = (file: string) => readFileSync(join(dirname(browserBundlePath()), file));
  const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

  it('is the content-hashed URL of the bundle and of each stylesheet', async () => {
    for (const [file, hashed] of [['ux-datatables.js', 'ux-datatables.%s.js'], ['datatables.net-dt.css', 'datatables.net-dt.%s.css']]) {
      const res = await request(app()).get('/page').query({ file }).expect(200);
      expect(res.text).to.equal(`/datatables/assets/${hashed.replace('%s', hashOf(built(file)))}`);
    }
  });

  it('names a URL the router serves, immutable, with the same bytes as the plain name', async () => {
    const served = app();
    const url = (await request(served).get('/page').query({ file: 'ux-datatables.js' })).text;
    const res = await request(served).get(url).set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).to.equal('br');
    expect(Buffer.from(res.text).equals(built('ux-datatables.js'))).to.equal(true);
  });

  it('is under the router\'s mount path', async () => {
    const url = (await request(app('/admin')).get('/admin/page').query({ file: 'ux-datatables.css' })).text;
    expect(url).to.match(/^\/admin\/datatables\/assets\/ux-datatables\.[0-9a-f]{16}\.css$/);
    await request(app('/admin')).get(url).expect(200).expect('Content-Type', /css/);
  });

  it('gives the bundle imports (DOMPurify, the flows on demand) that resolve, beside the bundle at any mount path, to immutable URLs', async () => {
    const served = app('/admin');
    const bundleUrl = (await request(served).get('/admin/page').query({ file: 'ux-datatables.js' })).text;
    const bundle = (await request(served).get(bundleUrl).expect(200)).text;
    // Relative, so the browser resolves it against the bundle's own URL: no path of the application in the bundle.
    const imports = [...bundle.matchAll(/\bimport\("([^"]+)"\)/g)].map((match) => match[1]);
    const dompurify = `./ux-datatables-dompurify.${hashOf(built('ux-datatables-dompurify.js'))}.js`;
    expect(imports).to.include(dompurify);
    const chunks = imports.filter((found) => found !== dompurify);
    expect(chunks, 'the flows fetched on demand').to.not.be.empty;
    for (const chunk of chunks) expect(chunk).to.match(/^\.\/ux-datatables-chunk-[A-Z0-9]{8}\.js$/);
    const dompurifyUrl = new URL(dompurify, `https://app.test${bundleUrl}`).pathname;
    expect(dompurifyUrl).to.equal((await request(served).get('/admin/page').query({ file: 'ux-datatables-dompurify.js' })).text);
    for (const found of imports) {
      const url = new URL(found, `https://app.test${bundleUrl}`).pathname;
      expect(url).to.match(/^\/admin\/datatables\/assets\//);
      const res = await request(served).get(url).set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['cache-control'], url).to.equal('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).to.match(/^text\/javascript/);
      expect(res.headers['content-encoding']).to.equal('br');
      if (found === dompurify) expect(res.text).to.contain('DOMPurify');
    }
  });

  /**
   * A chunk's stylesheet (`file`) as the router mounted at /admin serves it: the bundle never names it, `naming`
   * of the bundle's chunks name it by its hashed name, which resolves beside them to the file, immutable, as CSS.
   */
  async function chunkStylesheet(file: string, naming: number): Promise<string> {
    const served = app('/admin');
    const bundleUrl = (await request(served).get('/admin/page').query({ file: 'ux-datatables.js' })).text;
    const bundle = (await request(served).get(bundleUrl).expect(200)).text;
    const stylesheet = `./${file.replace(/\.css$/, '')}.${hashOf(built(file))}.css`;
    expect(bundle).to.not.contain(file.replace(/\.css$/, ''));
    const chunkUrls = [...bundle.matchAll(/\bimport\("(\.\/ux-datatables-chunk-[A-Z0-9]{8}\.js)"\)/g)].map((match) => new URL(match[1], `https://app.test${bundleUrl}`).pathname);
    const chunks = await Promise.all(chunkUrls.map(async (chunk) => (await request(served).get(chunk).expect(200)).text));
    expect(chunks.filter((chunk) => chunk.includes(`"${stylesheet}"`))).to.have.length(naming);
    // A chunk is beside the bundle: the name resolves against either's URL alike.
    const url = new URL(stylesheet, `https://app.test${chunkUrls[0]}`).pathname;
    expect(url).to.equal((await request(served).get('/admin/page').query({ file })).text);
    const res = await request(served).get(url).set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).to.match(/^text\/css/);
    expect(res.headers['content-encoding']).to.equal('br');
    return res.text;
  }

  it('gives the chunk of cells edited in place their stylesheet by its hashed name, and no other file names it', async () => {
    // Not the bundle, nor ux-datatables.css any more: a page without a cell edited in place fetches none of it.
    expect(built('ux-datatables.css').toString()).to.not.contain('uxdt-cell-input');
    expect(await chunkStylesheet('ux-datatables-cells.css', 1)).to.contain('.uxdt-cell-input');
  });

  it('gives the chunks that show a relation picker its stylesheet by its hashed name, beside them at any mount path, immutable', async () => {
    // Not the bundle: a page that shows no picker fetches no loader. The edit flow's chunk, the filter
    // controls', the cells edited in place's (a relation picked in its cell) and the bulk actions' (a bulk
    // edit's form may hold a relation field).
    expect(await chunkStylesheet('ux-datatables-relations.css', 4)).to.contain('.uxdt-relation');
  });

  it('throws for a file the router does not serve, naming those it does', async () => {
    const res = await request(app()).get('/page').query({ file: 'jquery.js' }).expect(500);
    expect(res.text).to.match(/^"jquery\.js" is not a browser asset; the router serves "ux-datatables\.js", /);
  });
});
