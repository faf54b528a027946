import { expect } from 'chai';
import express, { type Express } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  AbstractDataTable, Action, AsDataTable, loadDataTablesConfig, NumberColumn, TextColumn, type Actions,
} from '../../../lib/index.js';
import { useTestOrm } from '../../support/database.js';
import { createSpecApp, openPage, seed, storedBook, type RecordingLogger } from '../../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../../support/http-entities.js';
import { SpecBookTable } from '../../support/http-tables.js';
import { waitFor } from '../../support/wait-for.js';
import { originDigest } from '../../../lib/realtime/origin-digest.js';

const JWT_SECRET = 'mercure-spec-secret-0123456789-abcdefghij';

/** Books whose pages stay static and whose changes are never published: `mercure: false`. */
@AsDataTable(Book, { name: 'spec-books-static', mercure: false })
class StaticBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete());
  }
}

/** Books whose updates only pages allowed to render them receive. */
@AsDataTable(Book, { name: 'spec-books-private', mercure: { private: true } })
class PrivateBookTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title'), TextColumn.new('status')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete());
  }
}

/** A publish as a hub receives it. */
interface Received {
  topics: string[];
  data: unknown;
  private: string | null;
  authorization: string | undefined;
}

/** A stand-in hub on a real port: answers publishes as told (200, 500, or never) and records them. */
async function startHub(answer: 'ok' | 'error' | 'hang') {
  const received: Received[] = [];
  const app = express();
  app.post('/.well-known/mercure', express.urlencoded({ extended: false }), (req, res) => {
    const body = new URLSearchParams(req.body as Record<string, string>);
    const raw = req.body as Record<string, string | string[]>;
    received.push({
      topics: ([] as string[]).concat(raw.topic ?? []),
      data: JSON.parse(String(body.get('data'))),
      private: body.get('private'),
      authorization: req.get('Authorization'),
    });
    if (answer === 'ok') res.type('text').send('urn:uuid:1');
    else if (answer === 'error') res.status(500).send('broken');
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/mercure`;
  return {
    url,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The first error the logger recorded, once it did: publishing happens after the answer. */
async function loggedError(logger: RecordingLogger): Promise<unknown[]> {
  await waitFor(() => logger.errors.length > 0, { what: 'the failed publish to be logged' });
  return logger.errors[0];
}

describe('real-time publishing through Mercure', () => {
  let orm: MikroORM;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(() => seed(orm));

  const settings = (hubUrl: string, more: object = {}) =>
    loadDataTablesConfig({
      data_tables: { mercure: { enabled: true, hub_url: hubUrl, jwt_secret: JWT_SECRET, publish_timeout_ms: 300, ...more } },
    });

  function appWith(hubUrl: string, more: object = {}): { app: Express; logger: RecordingLogger } {
    return createSpecApp({ orm, settings: settings(hubUrl, more), tables: [SpecBookTable, StaticBookTable, PrivateBookTable] });
  }

  describe('the page view', () => {
    it('tells the browser the public hub URL, the table topics, the debounce and its maximum wait', async () => {
      const { app } = appWith('http://127.0.0.1:1/.well-known/mercure', { public_url: 'https://hub.example/.well-known/mercure', debounce_ms: 80, max_wait_ms: 700 });
      const { view } = await openPage(app);
      const { origin, originDigest: digest, ...rest } = view.mercure!;
      expect(rest).to.deep.equal({
        hub: 'https://hub.example/.well-known/mercure',
        protocol: '0.x',
        topics: ['https://hub.example/datatables/spec-books'],
        authorization: null,
        debounceMs: 80,
        maxWaitMs: 700,
      });
      expect(origin).to.match(/^[A-Za-z0-9_-]{16}$/);
      expect(digest).to.equal(originDigest(origin));
    });

    it('gives each page view its own echo-skip origin (only that page knows it)', async () => {
      const { app } = appWith('http://127.0.0.1:1/.well-known/mercure');
      const [first, second] = [(await openPage(app)).view.mercure!, (await openPage(app)).view.mercure!];
      expect(first.origin).to.not.equal(second.origin);
      expect(first.originDigest).to.not.equal(second.originDigest);
    });

    it('is null for a table that said mercure(false), and when Mercure is off', async () => {
      const { app } = appWith('http://127.0.0.1:1/.well-known/mercure');
      expect((await openPage(app, 'spec-books-static')).view.mercure).to.equal(null);
      const { app: off } = createSpecApp({ orm });
      expect((await openPage(off)).view.mercure).to.equal(null);
    });

    it('gives a private table a subscriber JWT for exactly its topics', async () => {
      const { app } = appWith('http://127.0.0.1:1/.well-known/mercure');
      const { view } = await openPage(app, 'spec-books-private');
      const { payload } = await jwtVerify(view.mercure!.authorization!, new TextEncoder().encode(JWT_SECRET));
      expect(payload.mercure).to.deep.equal({ subscribe: ['http://127.0.0.1:1/datatables/spec-books-private'] });
      expect(payload.exp).to.be.a('number');
    });

    it('sends Link: <hub>; rel="mercure" when the page asks for discovery', async () => {
      const { app } = appWith('http://127.0.0.1:1/.well-known/mercure');
      app.get('/discover', (_req, res) => res.send(res.locals.dataTable('spec-books', {}, { linkHeader: true }) + res.locals.dataTable('spec-books', {}, { linkHeader: true })));
      const res = await request(app).get('/discover').expect(200);
      expect(res.headers.link).to.equal('<http://127.0.0.1:1/.well-known/mercure>; rel="mercure"');
      expect((await request(app).get('/page/spec-books').expect(200)).headers.link).to.equal(undefined);
    });
  });

  describe('a delete', () => {
    it('is published to the row and table topics, with a publisher JWT for exactly them', async () => {
      const hub = await startHub('ok');
      try {
        const { app } = appWith(hub.url);
        const { agent, view, csrf } = await openPage(app);
        await agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).set('X-UX-DataTables-Origin', 'tab-1')
          .send({ table: view.tokens.delete, id: 2 }).expect(200);
        await waitFor(() => hub.received.length > 0, { what: 'the hub to receive the publish' });
        const origin = new URL(hub.url).origin;
        const topics = [`${origin}/datatables/spec-books/2`, `${origin}/datatables/spec-books`];
        expect(hub.received).to.have.length(1);
        expect(hub.received[0]).to.deep.include({ topics, data: { type: 'delete', table: 'spec-books', id: 2, origin: originDigest('tab-1') }, private: null });
        const jwt = hub.received[0].authorization!.replace(/^Bearer /, '');
        const { payload } = await jwtVerify(jwt, new TextEncoder().encode(JWT_SECRET));
        expect(payload.mercure).to.deep.equal({ publish: topics });
      } finally {
        await hub.close();
      }
    });

    it('of a private table is published as private', async () => {
      const hub = await startHub('ok');
      try {
        const { app } = appWith(hub.url);
        const { agent, view, csrf } = await openPage(app, 'spec-books-private');
        await agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).send({ table: view.tokens.delete, id: 2 }).expect(200);
        await waitFor(() => hub.received.length > 0, { what: 'the hub to receive the publish' });
        expect(hub.received[0].private).to.equal('on');
      } finally {
        await hub.close();
      }
    });

    it('of a table that said mercure(false) is not published', async () => {
      const hub = await startHub('ok');
      try {
        const { app } = appWith(hub.url);
        const { agent, view, csrf } = await openPage(app, 'spec-books-static');
        await agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).send({ table: view.tokens.delete, id: 2 }).expect(200);
        expect(await storedBook(orm, 2)).to.equal(null);
        expect(hub.received).to.deep.equal([]);
      } finally {
        await hub.close();
      }
    });
  });

  describe('in Mercure 1.0 (protocol: 1.0)', () => {
    const key = new TextEncoder().encode(JWT_SECRET);

    it('tells the browser the generation, so that it subscribes with match=', async () => {
      const { app } = appWith('http://127.0.0.1:1/.well-known/mercure', { protocol: '1.0' });
      expect((await openPage(app)).view.mercure!.protocol).to.equal('1.0');
    });

    it('gives a private table an OAuth access token granting subscribe on exactly its topics, for the hub', async () => {
      const { app } = appWith('http://127.0.0.1:1/.well-known/mercure', { protocol: '1.0', public_url: 'https://hub.example/.well-known/mercure' });
      const { view } = await openPage(app, 'spec-books-private');
      const { payload, protectedHeader } = await jwtVerify(view.mercure!.authorization!, key, {
        typ: 'at+jwt', audience: 'https://hub.example/.well-known/mercure', requiredClaims: ['exp', 'iss'],
      });
      expect(protectedHeader.typ).to.equal('at+jwt');
      expect(payload.mercure).to.equal(undefined);
      expect(payload.authorization_details).to.deep.equal([{
        type: 'https://mercure.rocks/authorization-detail', actions: ['subscribe'], topics: [{ match: 'https://hub.example/datatables/spec-books-private' }],
      }]);
    });

    it('publishes a change once per topic (an update has one topic in 1.0), each with a publish grant', async () => {
      const hub = await startHub('ok');
      try {
        const { app } = appWith(hub.url, { protocol: '1.0' });
        const { agent, view, csrf } = await openPage(app, 'spec-books-private');
        await agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).set('X-UX-DataTables-Origin', 'tab-1')
          .send({ table: view.tokens.delete, id: 2 }).expect(200);
        await waitFor(() => hub.received.length === 2, { what: 'the hub to receive both publishes' });
        const origin = new URL(hub.url).origin;
        const topics = [`${origin}/datatables/spec-books-private/2`, `${origin}/datatables/spec-books-private`];
        expect(hub.received.map((r) => r.topics)).to.have.deep.members(topics.map((topic) => [topic]));
        for (const received of hub.received) {
          expect(received).to.deep.include({ data: { type: 'delete', table: 'spec-books-private', id: 2, origin: originDigest('tab-1') }, private: 'on' });
          const { payload } = await jwtVerify(received.authorization!.replace(/^Bearer /, ''), key, { typ: 'at+jwt', audience: hub.url });
          expect(payload.authorization_details).to.deep.equal([{
            type: 'https://mercure.rocks/authorization-detail', actions: ['publish'], topics: topics.map((match) => ({ match })),
          }]);
        }
      } finally {
        await hub.close();
      }
    });

    it('sends the same Link: <hub>; rel="mercure" (discovery did not change in 1.0)', async () => {
      const { app } = appWith('http://127.0.0.1:1/.well-known/mercure', { protocol: '1.0' });
      app.get('/discover', (_req, res) => res.send(res.locals.dataTable('spec-books', {}, { linkHeader: true })));
      expect((await request(app).get('/discover').expect(200)).headers.link).to.equal('<http://127.0.0.1:1/.well-known/mercure>; rel="mercure"');
    });
  });

  describe('a hub that fails never fails the change', () => {
    for (const [what, start] of [
      ['is down', async () => ({ url: 'http://127.0.0.1:1/.well-known/mercure', close: async () => undefined })],
      ['answers 500', () => startHub('error')],
      ['never answers (past publish_timeout_ms)', () => startHub('hang')],
    ] as const) {
      it(`${what}: the delete answers 200, the row is gone, the failure is logged`, async () => {
        const hub = await start();
        try {
          const { app, logger } = appWith(hub.url);
          const { agent, view, csrf } = await openPage(app);
          await agent.delete(view.urls.delete).set('X-CSRF-Token', csrf).send({ table: view.tokens.delete, id: 2 }).expect(200);
          expect(await storedBook(orm, 2)).to.equal(null);
          const [message] = await loggedError(logger);
          expect(String(message)).to.match(/publishing the delete of row 2 of table "spec-books" failed/);
        } finally {
          await hub.close();
        }
      });
    }

    it('an edit submitted while the hub is down is saved and answered', async () => {
      const { app, logger } = appWith('http://127.0.0.1:1/.well-known/mercure');
      const { agent, view, csrf } = await openPage(app);
      const form = { _table: view.tokens.edit, _id: '2', _version: '1', title: 'Live', author: 'Sale', status: 'draft', pages: '12', publishedOn: '' };
      await agent.post(view.urls.editSubmit).set('X-CSRF-Token', csrf).type('form').send(form).expect(200);
      expect((await storedBook(orm, 2))?.title).to.equal('Live');
      expect(String((await loggedError(logger))[0])).to.match(/publishing the edit of row 2/);
    });
  });
});
