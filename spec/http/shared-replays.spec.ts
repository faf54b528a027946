import { expect } from 'chai';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import type { AuthorizationContext, SharedStateOptions } from '../../lib/index.js';
import { TableTokens } from '../../lib/security/TableTokens.js';
import { SpecBulkBookTable } from '../support/bulk-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed, SPEC_SECRET, type RecordingLogger, type SpecSession } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';
import { SPEC_REDIS_PREFIX, useSpecRedis } from '../support/redis.js';

const BULK = new TableTokens(SPEC_SECRET).sign('spec-bulk-books', 'bulk');

/** An instance: a router of its own over the spec database, its session, the rows its hook was asked to delete, its log. */
interface Instance {
  app: Express;
  session: SpecSession;
  rowsAsked: number;
  logger: RecordingLogger;
}

/** `count` routers ("instances") over one database, all keeping their state as `sharedState` says. */
async function instances(orm: MikroORM, count: number, sharedState: SharedStateOptions | undefined, delayMs = 0): Promise<Instance[]> {
  return Promise.all(Array.from({ length: count }, async () => {
    const instance = { rowsAsked: 0 } as Instance;
    // A bulk delete asks the hook for each row it finds: counted, and able to make a run last a while.
    const authorize = async ({ action }: AuthorizationContext) => {
      if (action === 'delete') {
        instance.rowsAsked++;
        await sleep(delayMs);
      }
      return true;
    };
    const { app, logger } = createSpecApp({ orm, tables: [SpecBulkBookTable], sharedState, authorize, limits: { mutationsPerMinute: 0 } });
    return Object.assign(instance, { app, logger, session: await openPage(app, 'spec-bulk-books') });
  }));
}

let sent = 0;
const newRequestId = () => `replay-${process.pid}-${++sent}-${Date.now()}`;

/** A bulk delete of books 2 and 3 (the drafts) sent to `instance` with `requestId`. */
function deleteDrafts({ session }: Instance, requestId: string) {
  return session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf)
    .send({ table: BULK, action: 'delete', requestId, rows: [{ id: 2, version: '1' }, { id: 3, version: '1' }] });
}

const remaining = async (orm: MikroORM) => (await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } })).map((book) => book.id);

describe('the router\'s sharedState option: a bulk\'s retry on another instance', () => {
  let orm: MikroORM;

  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened));

  beforeEach(() => seed(orm));

  it('memory (the default): runs again on another instance, which refuses the rows the first deleted', async () => {
    const [first, second] = await instances(orm, 2, undefined);
    const requestId = newRequestId();
    expect((await deleteDrafts(first, requestId).expect(200)).body).to.deep.equal({ done: [2, 3], refused: [] });
    const retry = (await deleteDrafts(second, requestId).expect(200)).body;
    expect(retry.done).to.deep.equal([]);
    expect(retry.refused.map((row: { code: string }) => row.code)).to.deep.equal(['row_not_found', 'row_not_found']);
  });

  const shared: Array<[string, () => SharedStateOptions]> = [
    ['postgres', () => ({ store: 'postgres' })],
    ['redis', () => ({ store: 'redis', client: redis(), keyPrefix: SPEC_REDIS_PREFIX })],
  ];
  const redis = useSpecRedis();

  for (const [store, options] of shared) {
    describe(store, () => {
      it('answers the retry on another instance with the first answer, without running it again', async () => {
        const [first, second, third] = await instances(orm, 3, options());
        const requestId = newRequestId();
        const answer = (await deleteDrafts(first, requestId).expect(200)).body;
        expect(answer).to.deep.equal({ done: [2, 3], refused: [] });
        expect((await deleteDrafts(second, requestId).expect(200)).body).to.deep.equal(answer);
        expect((await deleteDrafts(third, requestId).expect(200)).body).to.deep.equal(answer);
        expect([first.rowsAsked, second.rowsAsked, third.rowsAsked]).to.deep.equal([2, 0, 0]);
        expect(await remaining(orm)).to.deep.equal([1, 4, 5, 6, 7]);
        expect([first, second, third].flatMap(({ logger }) => logger.errors)).to.deep.equal([]);
      });

      it('makes a retry arriving on another instance while the first still runs wait for its answer', async () => {
        const [slow, other] = await instances(orm, 2, options(), 300);
        const requestId = newRequestId();
        const running = deleteDrafts(slow, requestId).then((res) => res);
        await sleep(150);
        const retry = await deleteDrafts(other, requestId);
        const first = await running;
        expect([first.status, retry.status]).to.deep.equal([200, 200]);
        expect(retry.body).to.deep.equal(first.body).and.to.deep.equal({ done: [2, 3], refused: [] });
        expect([slow.rowsAsked, other.rowsAsked]).to.deep.equal([2, 0]);
      });

      it('forgets a bulk that failed, so its retry on another instance runs', async () => {
        const [first, second] = await instances(orm, 2, options());
        const requestId = newRequestId();
        // A version from the future: the whole bulk is refused (400) before a row is written.
        await first.session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', first.session.csrf)
          .send({ table: BULK, action: 'delete', requestId, rows: [{ id: 2, version: { no: 1 } }] }).expect(400);
        expect((await deleteDrafts(second, requestId).expect(200)).body).to.deep.equal({ done: [2, 3], refused: [] });
        expect(second.rowsAsked).to.equal(2);
      });

      it('keeps the answers of two clients, tables or request ids apart', async () => {
        const [first, second] = await instances(orm, 2, options());
        expect((await deleteDrafts(first, newRequestId()).expect(200)).body.done).to.deep.equal([2, 3]);
        // Another request id is another bulk: it runs, and finds the rows gone.
        expect((await deleteDrafts(second, newRequestId()).expect(200)).body.done).to.deep.equal([]);
      });
    });
  }

  it('a PostgreSQL store that fails: the instance keeps its own retries in memory, and logs the outage once', async () => {
    const pool = { query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
    const [only] = await instances(orm, 1, { store: 'postgres', pool });
    const requestId = newRequestId();
    const answer = (await deleteDrafts(only, requestId).expect(200)).body;
    expect(answer).to.deep.equal({ done: [2, 3], refused: [] });
    expect((await deleteDrafts(only, requestId).expect(200)).body).to.deep.equal(answer);
    expect(only.logger.errors).to.have.length(1);
    expect(String(only.logger.errors[0][0])).to.match(/"postgres" shared-state store failed; counting and remembering retries in this process.*ECONNREFUSED/);
  });
});
