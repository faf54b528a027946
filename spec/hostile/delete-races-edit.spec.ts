import { expect } from 'chai';
import { setTimeout as sleep } from 'node:timers/promises';
import { useTestOrm } from '../support/database.js';
import { HostileApp, WRITE_PATHS } from '../support/hostile/hostile-app.js';
import { hostileSettings } from '../support/hostile/hostile-settings.js';
import { raceDatabases } from '../support/hostile/race-databases.js';
import { deleteRequest, distinctEdit, editRequest } from '../support/hostile/race-requests.js';
import type { WireResponse } from '../support/hostile/raw-client.js';

const ROUNDS = 20;
const CONCURRENT_DELETES = 50;
/** How long after the edit the delete is sent (negative: before). */
const OFFSETS_MS = [0, 0, 1, 2, 4, -1, 0, 3, 0, -2];
/** Book 2: a draft (so its Delete shows, `displayIf('status', 'draft')`) and not featured (so its Edit shows). */
const BOOK = 2;

describe('deletes racing other changes of the same row', () => {
  for (const database of raceDatabases()) for (const path of WRITE_PATHS) {
    describe(`on ${database.label}, ${path === 'loaded' ? 'each change reading its row first' : 'each change one statement'}`, () => {
      let app: HostileApp;

      useTestOrm(database.open, async (orm) => {
        app = await HostileApp.open(orm, path);
      });

      beforeEach(() => app.reseed());

      after(() => app?.close());

      it(`never deletes a row that an edit published meanwhile (displayIf was checked before the write, not in it): ${ROUNDS} rounds`, async function () {
        this.timeout(120_000);
        const outcomes = new Map<string, number>();
        for (let round = 0; round < ROUNDS; round++) {
          await app.reseed();
          const publish = { ...distinctEdit(round), status: 'published' as const };
          // Mostly the delete leaves 0 to 4 ms after the edit, sometimes 1 ms before it: each interleaving of load, check and write gets its turn.
          const offset = OFFSETS_MS[round % OFFSETS_MS.length];
          const first = offset >= 0 ? app.send(editRequest(BOOK, '1', publish)) : app.send(deleteRequest(BOOK));
          await sleep(Math.abs(offset));
          const second = offset >= 0 ? app.send(deleteRequest(BOOK)) : app.send(editRequest(BOOK, '1', publish));
          const [edit, remove] = offset >= 0 ? await Promise.all([first, second]) : (await Promise.all([first, second])).reverse();
          const stored = (await app.snapshot()).book.find((row) => row.id === BOOK);
          const where = `round ${round}: edit ${edit.status}, delete ${remove.status}, row ${stored ? String(stored.status) : 'deleted'}`;
          outcomes.set(`edit ${edit.status} / delete ${remove.status}`, (outcomes.get(`edit ${edit.status} / delete ${remove.status}`) ?? 0) + 1);
          expect(edit.status, where).to.be.below(500);
          expect(remove.status, where).to.be.below(500);
          expect(edit.status === 200 && remove.status === 200, `${where}: a published row was deleted`).to.equal(false);
          if (stored) {
            expect(remove.status, where).to.not.equal(200);
            expect(stored.status, where).to.equal(edit.status === 200 ? 'published' : 'draft');
          } else {
            expect(remove.status, where).to.equal(200);
          }
          if (remove.status !== 200) expectError(remove, ['action_not_available', 'row_not_found', 'conflict'], where);
        }
        if (hostileSettings().report) console.log(`      ${database.label}: ${[...outcomes].map(([k, n]) => `${k} × ${n}`).join(', ')}`);
      });

      it(`answers one 200 and ${CONCURRENT_DELETES - 1} × 404 row_not_found to ${CONCURRENT_DELETES} concurrent deletes of one row (every one answered success)`, async function () {
        this.timeout(60_000);
        const responses = await Promise.all(Array.from({ length: CONCURRENT_DELETES }, () => app.send(deleteRequest(BOOK))));
        const statuses = responses.map((res) => res.status);
        expect(statuses.filter((status) => status === 200), 'answers 200').to.have.length(1);
        for (const res of responses.filter((r) => r.status !== 200)) expectError(res, ['row_not_found'], `status ${res.status}`);
        expect((await app.snapshot()).book.some((row) => row.id === BOOK)).to.equal(false);
      });
    });
  }
});

function expectError(res: WireResponse, codes: string[], where: string): void {
  const error = (res.json as { error?: { status?: number; code?: string } } | undefined)?.error;
  expect(error?.status, `${where}: ${res.text.slice(0, 200)}`).to.equal(res.status);
  expect(codes, `${where}: ${res.text.slice(0, 200)}`).to.include(error?.code);
}
