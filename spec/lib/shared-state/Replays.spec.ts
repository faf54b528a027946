import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../../../lib/errors/HttpError.js';
import { MemoryReplayStore } from '../../../lib/shared-state/replays/MemoryReplayStore.js';
import { Replays } from '../../../lib/shared-state/replays/Replays.js';
import type { ReplayStore } from '../../../lib/shared-state/replays/ReplayStore.js';
import { StoreHealth } from '../../../lib/shared-state/StoreHealth.js';
import { recordingLogger } from '../../support/http-app.js';

/** The key as the store holds it (Replays hashes it). */
const stored = (key: string) => createHash('sha256').update(key).digest('base64url');
const BUSY = () => 'Das wird noch gespeichert.';

/** Replays over `store` as one instance sees it; `other` is the same store as another instance reaches it. */
function replays(store: ReplayStore, timing = { leaseMs: 300, waitMs: 500 }) {
  const logger = recordingLogger();
  return { replays: new Replays(Promise.resolve(store), new StoreHealth('postgres', logger), timing), logger };
}

describe('Replays (a request answered once per key)', () => {
  it('tells a retry still waiting for another instance\'s run 409 request_in_progress in the words given, never running it', async () => {
    const store = new MemoryReplayStore();
    await store.claim(stored('k1'), 10_000); // another instance runs it, and goes on
    let ran = false;
    const started = Date.now();
    const error = await replays(store).replays.answer('k1', async () => (ran = true), BUSY).then(() => null, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(HttpError).and.include({ status: 409, code: 'request_in_progress', message: 'Das wird noch gespeichert.' });
    expect(Date.now() - started).to.be.at.least(450);
    expect(ran).to.equal(false);
  });

  it('gives a waiting retry the answer the other instance keeps meanwhile', async () => {
    const store = new MemoryReplayStore();
    await store.claim(stored('k2'), 10_000);
    setTimeout(() => void store.keep(stored('k2'), JSON.stringify({ done: [1] }), 60_000), 150);
    const answer = await replays(store).replays.answer('k2', async () => ({ done: [] as number[] }), BUSY);
    expect(answer).to.deep.equal({ answer: { done: [1] }, replayed: true });
  });

  it('runs a request whose runner died (its claim not renewed past the lease), once', async () => {
    const store = new MemoryReplayStore();
    await store.claim(stored('k3'), 200); // an instance killed: nobody renews it
    const runs: number[] = [];
    const answer = await replays(store, { leaseMs: 200, waitMs: 2000 }).replays.answer('k3', async () => (runs.push(1), 'ran'), BUSY);
    expect(answer).to.deep.equal({ answer: 'ran', replayed: false });
    expect(runs).to.have.length(1);
  });

  it('renews its own claim while a run outlasts the lease, so another instance waits instead of running it too', async () => {
    const store = new MemoryReplayStore();
    const [first, second] = [replays(store, { leaseMs: 150, waitMs: 3000 }).replays, replays(store, { leaseMs: 150, waitMs: 3000 }).replays];
    let runs = 0;
    const slow = first.answer('k4', async () => (runs++, await sleep(600), 'first'), BUSY);
    await sleep(50);
    const retry = await second.answer('k4', async () => (runs++, 'second'), BUSY);
    expect([await slow, retry]).to.deep.equal([{ answer: 'first', replayed: false }, { answer: 'first', replayed: true }]);
    expect(runs).to.equal(1);
  });

  it('forgets a run that failed: the retry runs', async () => {
    const { replays: once } = replays(new MemoryReplayStore());
    const failed = await once.answer('k5', async () => { throw new Error('refused'); }, BUSY).then(() => null, (caught: Error) => caught.message);
    expect(failed).to.equal('refused');
    expect(await once.answer('k5', async () => 'second', BUSY)).to.deep.equal({ answer: 'second', replayed: false });
  });

  it('answers a run whose answer cannot be kept (the store failing then) and logs the store once', async () => {
    const store = new MemoryReplayStore();
    const failing = Object.assign(Object.create(store) as ReplayStore, { keep: () => Promise.reject(new Error('connection terminated')) });
    const { replays: once, logger } = replays(failing);
    expect(await once.answer('k6', async () => 'written', BUSY)).to.deep.equal({ answer: 'written', replayed: false });
    expect(logger.errors.map(([message]) => String(message))).to.have.length(1).and.to.match(/connection terminated/);
  });

  // Found by the production drill (session 18): a bulk's answer that the PostgreSQL store could not keep (the
  // database going down) was kept nowhere, and its retry on the same instance, during the outage, ran it again.
  it('answers a retry on this instance from its own memory when the store could not keep the answer, during the outage and after it', async () => {
    const store = new MemoryReplayStore();
    let down = false;
    const flaky = Object.assign(Object.create(store) as ReplayStore, {
      keep: (...args: Parameters<ReplayStore['keep']>) => (down ? Promise.reject(new Error('the database system is shutting down')) : store.keep(...args)),
      claim: (...args: Parameters<ReplayStore['claim']>) => (down ? Promise.reject(new Error('connection refused')) : store.claim(...args)),
    });
    const { replays: instance } = replays(flaky);
    let runs = 0;
    const run = async () => ({ done: [++runs] });
    const first = instance.answer('k7', async () => {
      const answer = await run();
      down = true; // the database goes down as the answer is kept
      return answer;
    }, BUSY);
    expect(await first).to.deep.equal({ answer: { done: [1] }, replayed: false });
    expect(await instance.answer('k7', run, BUSY), 'during the outage').to.deep.equal({ answer: { done: [1] }, replayed: true });
    down = false;
    expect(await instance.answer('k7', run, BUSY), 'after it').to.deep.equal({ answer: { done: [1] }, replayed: true });
    expect(runs).to.equal(1);
  });

  // Found by the production drill (stop 42): a bulk answered by one instance as PostgreSQL went down or came
  // back ran again on its retry at another instance: the answer was kept in the first instance's memory only.
  describe('an answer the shared store could not take, once it answers again', () => {
    /** One store as two instances reach it, down while `down` says so (claims and keeps refused). */
    function sharedFlaky() {
      const store = new MemoryReplayStore();
      const state = { down: false, claimsRefused: 0 };
      const flaky = Object.assign(Object.create(store) as ReplayStore, {
        keep: (...args: Parameters<ReplayStore['keep']>) => (state.down ? Promise.reject(new Error('the database system is shutting down')) : store.keep(...args)),
        claim: (...args: Parameters<ReplayStore['claim']>) => {
          if (state.down || state.claimsRefused > 0) return (state.claimsRefused = Math.max(0, state.claimsRefused - 1), Promise.reject(new Error('Connection terminated unexpectedly')));
          return store.claim(...args);
        },
      });
      return { flaky, state };
    }

    it('gives a retry on another instance the answer kept while the store was down, the store having come back within the lease', async () => {
      const { flaky, state } = sharedFlaky();
      const [first, other] = [replays(flaky, { leaseMs: 1500, waitMs: 3000 }).replays, replays(flaky, { leaseMs: 1500, waitMs: 3000 }).replays];
      let runs = 0;
      const answered = await first.answer('k8', async () => {
        runs++;
        state.down = true; // the write committed, then the database goes down before the answer is kept
        return { done: [1, 2, 3] };
      }, BUSY);
      expect(answered).to.deep.equal({ answer: { done: [1, 2, 3] }, replayed: false });
      await sleep(200);
      state.down = false;
      const retry = await other.answer('k8', async () => (runs++, { done: [] as number[] }), BUSY);
      expect(retry).to.deep.equal({ answer: { done: [1, 2, 3] }, replayed: true });
      expect(runs).to.equal(1);
    });

    it('gives a retry on another instance the answer of a run this instance claimed in its memory (the store refused that claim once)', async () => {
      const { flaky, state } = sharedFlaky();
      const [first, other] = [replays(flaky).replays, replays(flaky).replays];
      state.claimsRefused = 1; // a connection the restart cut, met by the claim alone
      let runs = 0;
      expect(await first.answer('k9', async () => (runs++, { done: [4] }), BUSY)).to.deep.equal({ answer: { done: [4] }, replayed: false });
      expect(await other.answer('k9', async () => (runs++, { done: [] as number[] }), BUSY)).to.deep.equal({ answer: { done: [4] }, replayed: true });
      expect(runs).to.equal(1);
    });
  });
});
