import { expect } from 'chai';
import { useTestOrm } from '../support/database.js';
import { HostileApp, WRITE_PATHS } from '../support/hostile/hostile-app.js';
import { raceDatabases } from '../support/hostile/race-databases.js';
import { distinctEdit, editRequest } from '../support/hostile/race-requests.js';
import type { WireResponse } from '../support/hostile/raw-client.js';

const SUBMITTERS = 200;
const BOOK = 2;

describe('concurrent edit submits of one row', () => {
  for (const database of raceDatabases()) for (const path of WRITE_PATHS) {
    describe(`on ${database.label}, ${path === 'loaded' ? 'each change reading its row first' : 'each change one statement'}`, () => {
      let app: HostileApp;

      useTestOrm(database.open, async (orm) => {
        app = await HostileApp.open(orm, path);
      });

      after(() => app?.close());

      it(`saves exactly one of ${SUBMITTERS} submits made with the same _version: one 200, ${SUBMITTERS - 1} × 409, and the row holds the winner's values, not a mix`, async function () {
        this.timeout(120_000);
        const responses: WireResponse[] = await Promise.all(
          Array.from({ length: SUBMITTERS }, (_, i) => app.send(editRequest(BOOK, '1', distinctEdit(i)))),
        );
        const statuses = responses.map((res) => res.status);
        expect(statuses.filter((status) => status === 200), 'answers 200').to.have.length(1);
        expect(statuses.filter((status) => status === 409), 'answers 409').to.have.length(SUBMITTERS - 1);
        for (const res of responses.filter((r) => r.status === 409)) expect(res.headers['content-type']).to.match(/^text\/html/);
        const winner = distinctEdit(statuses.indexOf(200));
        const stored = (await app.snapshot()).book.find((row) => row.id === BOOK);
        expect(stored).to.include({
          title: winner.title, author: winner.author, status: winner.status, pages: Number(winner.pages), published_on: winner.publishedOn, version: 2,
        });
      });
    });
  }
});
