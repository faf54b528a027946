import { expect } from 'chai';
import { request as httpRequest, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import type { Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, storedBook, type RecordingLogger, type SpecSession } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const READ_BOOKS = tokens.sign('spec-books', 'read');
const EDIT_BOOKS = tokens.sign('spec-books', 'edit');
const DELETE_BOOKS = tokens.sign('spec-books', 'delete');

/** Sends a body in chunks without Content-Length (chunked transfer encoding) and resolves with the status. */
function sendChunked(app: Express, method: string, path: string, headers: Record<string, string>, chunks: Iterable<string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { ...headers, 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume();
        res.on('end', () => server.close(() => resolve(res.statusCode ?? 0)));
      });
      req.on('error', (error) => server.close(() => ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(413) : reject(error))));
      const write = (iterator: Iterator<string>) => {
        for (let next = iterator.next(); !next.done; next = iterator.next()) {
          if (!req.write(next.value)) return void req.once('drain', () => write(iterator));
        }
        req.end();
      };
      write(chunks[Symbol.iterator]());
    });
  });
}

/** The parts of a multipart body of `count` fields of `size` bytes each. */
function* multipartParts(boundary: string, fields: Record<string, string>, count: number, size: number): Generator<string> {
  for (const [name, value] of Object.entries(fields)) {
    yield `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  const filler = 'x'.repeat(size);
  for (let i = 0; i < count; i++) yield `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${filler}\r\n`;
  yield `--${boundary}--\r\n`;
}

describe('hostile requests the router once mishandled', () => {
  let orm: MikroORM;
  let app: Express;
  let logger: RecordingLogger;
  let session: SpecSession;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(async () => {
    await seed(orm);
    ({ app, logger } = createSpecApp({ orm }));
    session = await openPage(app);
  });

  describe('bodies without Content-Length', () => {
    const boundary = 'spec-boundary';

    it('refuses a chunked multipart edit view over the body limit (it was read whole, about 100 times the limit)', async () => {
      const status = await sendChunked(app, 'POST', '/datatables/ajax/edit-form/view', { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        multipartParts(boundary, { table: EDIT_BOOKS, id: '2' }, 96, 20 * 1024));
      expect(status).to.equal(413);
    });

    it('refuses a chunked multipart edit submit over the body limit, saving nothing (a 9 MB one was saved)', async () => {
      const cookie = await csrfCookie();
      const status = await sendChunked(app, 'POST', '/datatables/ajax/edit-form', {
        'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-CSRF-Token': session.csrf, Cookie: cookie,
      }, multipartParts(boundary, {
        _table: EDIT_BOOKS, _id: '2', _version: '1', title: 'Chunked', author: 'Sale', status: 'draft', pages: '10', publishedOn: '',
      }, 90, 50 * 1024));
      expect(status).to.equal(413);
      expect((await storedBook(orm, 2))?.title).to.equal('50% off_now');
    });

    it('refuses a chunked JSON delete over the body limit', async () => {
      const big = JSON.stringify({ table: DELETE_BOOKS, id: 2, pad: 'x'.repeat(200 * 1024) });
      const cookie = await csrfCookie();
      const status = await sendChunked(app, 'DELETE', '/datatables/ajax/delete', { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf, Cookie: cookie },
        [big.slice(0, 1000), big.slice(1000)]);
      expect(status).to.equal(413);
      expect(await storedBook(orm, 2)).to.not.equal(null);
    });
  });

  /** The CSRF cookie the page set, for requests sent without the agent. */
  async function csrfCookie(): Promise<string> {
    const res = await request(app).get('/view/spec-books');
    const cookie = String(res.headers['set-cookie'][0]).split(';')[0];
    session.csrf = res.body.csrf.token;
    return cookie;
  }

  describe('a NUL byte', () => {
    it('in a search is 400 naming the parameter, not 503 database_unavailable with a stack logged', async () => {
      const res = await request(app).get('/datatables/ajax/data').query({ table: READ_BOOKS, 'search[value]': 'a\u0000b' }).expect(400);
      expect(res.body.error.fields).to.have.property('search[value]');
      expect(logger.errors).to.deep.equal([]);
    });

    it('in a column search is 400 naming the parameter', async () => {
      const res = await request(app).get('/datatables/ajax/data')
        .query({ table: READ_BOOKS, 'columns[1][data]': 'title', 'columns[1][search][value]': '\u0000' }).expect(400);
      expect(res.body.error.fields).to.have.property('columns[1][search][value]');
      expect(logger.errors).to.deep.equal([]);
    });

    it('in a form field is 400 naming the field, saving nothing', async () => {
      const res = await session.agent.post('/datatables/ajax/edit-form').set('X-CSRF-Token', session.csrf).type('form')
        .send({ _table: EDIT_BOOKS, _id: '2', _version: '1', title: 'a\u0000b', author: 'Sale', status: 'draft', pages: '10', publishedOn: '' })
        .expect(400);
      expect(res.body.error.fields).to.have.property('title');
      expect((await storedBook(orm, 2))?.title).to.equal('50% off_now');
      expect(logger.errors).to.deep.equal([]);
    });
  });

  it('answers 400 to a multipart part without a name (it was a 500)', async () => {
    const body = '--b\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--b--\r\n';
    const res = await request(app).post('/datatables/ajax/edit-form/view').set('Content-Type', 'multipart/form-data; boundary=b').send(body);
    expect(res.status).to.equal(400);
    expect(res.body.error.status).to.equal(400);
    expect(logger.errors).to.deep.equal([]);
  });

  describe('identifiers', () => {
    for (const id of ['0x2', '2e0', '2.0', ' 2 ', '+2', '02', '2\n']) {
      it(`reads ${JSON.stringify(id)} as no row of an integer key (it named row 2)`, async () => {
        await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf).send({ table: DELETE_BOOKS, id }).expect(404);
        expect(await storedBook(orm, 2)).to.not.equal(null);
      });
    }

    it('still reads "2" and 5 as rows 2 and 5', async () => {
      await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf).send({ table: DELETE_BOOKS, id: '2' }).expect(200);
      await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf).send({ table: DELETE_BOOKS, id: 5 }).expect(200);
    });
  });

  it('answers the data endpoint with Cache-Control: no-store (rows were cacheable)', async () => {
    const res = await request(app).get('/datatables/ajax/data').query({ table: READ_BOOKS }).expect(200);
    expect(res.headers['cache-control']).to.equal('no-store');
  });
});

describe('a stalled database', () => {
  let stalled: { url: string; close(): Promise<void> };
  let orm: MikroORM;

  before(async function () {
    this.timeout(30_000);
    stalled = await startStalledProxy();
    const { MikroORM } = await import('@mikro-orm/postgresql');
    orm = await MikroORM.init({ entities: HTTP_ENTITIES, clientUrl: stalled.url, pool: { min: 0, max: 1 }, allowGlobalContext: false });
  });

  after(async () => {
    // Its one connection is stuck in the stalled proxy: closing the proxy ends it.
    await stalled?.close();
    await orm?.close(true).catch(() => undefined);
  });

  it('answers 503 within the router\'s database timeout (it hung forever: no answer within 90 s)', async () => {
    const { app, logger } = createSpecApp({ orm, databaseTimeoutMs: 500 });
    const res = await request(app).get('/datatables/ajax/data').query({ table: READ_BOOKS }).timeout(10_000);
    expect(res.status).to.equal(503);
    expect(res.body.error.code).to.equal('database_unavailable');
    expect(logger.errors).to.have.length.at.most(1);
  });
});

/** A TCP server that accepts connections and never answers: a database behind a stalled proxy. */
async function startStalledProxy(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
