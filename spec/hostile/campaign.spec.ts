import { mkdirSync, writeFileSync } from 'node:fs';
import { expect } from 'chai';
import fc from 'fast-check';
import { useTestOrm } from '../support/database.js';
import { HostileApp, WRITE_PATHS } from '../support/hostile/hostile-app.js';
import { answerProblems, writeProblems } from '../support/hostile/hostile-invariants.js';
import { hostileRequest } from '../support/hostile/hostile-requests.js';
import { hostileSettings } from '../support/hostile/hostile-settings.js';
import { HostileTally } from '../support/hostile/hostile-tally.js';
import { ROW_CHANGES, type Endpoint, type WireRequest } from '../support/hostile/wire-request.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { HANDLER_THROWS } from '../support/hostile-book-tables.js';

const settings = hostileSettings();
const ENDPOINTS: Array<[Endpoint, string]> = [
  ['data', 'GET /datatables/ajax/data'],
  ['delete', 'DELETE /datatables/ajax/delete'],
  ['editView', 'POST /datatables/ajax/edit-form/view'],
  ['editSubmit', 'POST /datatables/ajax/edit-form'],
  ['legacy', 'GET /datatables/ajax/edit-form'],
  ['createView', 'POST /datatables/ajax/create-form/view'],
  ['createSubmit', 'POST /datatables/ajax/create-form'],
  ['bulk', 'POST /datatables/ajax/bulk'],
  ['cell', 'POST /datatables/ajax/cell'],
  ['rowAction', 'POST /datatables/ajax/action'],
  ['bulkEdit', 'POST /datatables/ajax/bulk (edit)'],
];
const COUNTEREXAMPLE_FILE = 'test-output/hostile-counterexample.json';

for (const writePath of WRITE_PATHS) describe(`hostile input campaign, ${writePath === 'loaded' ? 'each change reading its row first' : 'each change one statement'} (fast-check; HOSTILE_SEED, HOSTILE_PATH, HOSTILE_RUNS)`, () => {
  let app: HostileApp;
  const tally = new HostileTally();
  // The requestIds of the bulk edits run: another under one of them is a replay, which runs nothing.
  const bulkEditsRun = new Set<string>();
  // A create is written the same way on both paths, and the one-statement app has no hook to refuse a
  // reader's: its endpoints are attacked on the path with the hook.
  const endpoints = writePath === 'loaded' ? ENDPOINTS : ENDPOINTS.filter(([endpoint]) => !endpoint.startsWith('create'));
  const runs = Math.ceil(settings.runs / endpoints.length);

  useTestOrm(HTTP_ENTITIES, async (orm) => {
    app = await HostileApp.open(orm, writePath);
  });

  after(async () => {
    await app?.close();
    if (settings.report) console.log(`\n${tally.report(settings.seed)}`);
  });

  /** Sends one request and says what is wrong with the answer or the database afterwards (re-seeding after any write). */
  async function problemsOf(request: WireRequest): Promise<string[]> {
    const errorsBefore = app.logger.errors.length;
    const response = await app.send(request);
    tally.record(request.endpoint, response.status);
    const problems = answerProblems(request, response);
    const logged = app.logger.errors.slice(errorsBefore);
    // A 5xx is logged once, and is the library's 500 of the handler that throws (the only one allowed).
    const thrown = logged.length === 1 && logged[0].some((part) => String((part as Error | undefined)?.message ?? part).includes(HANDLER_THROWS));
    if (response.status >= 500 && (problems.length > 0 || !thrown)) problems.push(`logged ${logged.length} times: ${String(logged.flat().at(-1))}`);
    if (response.status < 500 && logged.length > 0) problems.push(`answered ${response.status} and logged: ${String(logged.flat().at(-1))}`);
    // As JSON: a hostile requestId (`{ toString: '\0' }`) has no text of its own.
    const replayed = request.endpoint === 'bulkEdit' && bulkEditsRun.has(JSON.stringify(request.bulkEdit?.requestId));
    if (request.endpoint === 'bulkEdit' && response.status === 200) bulkEditsRun.add(JSON.stringify(request.bulkEdit?.requestId));
    const changed = (await app.checksum()) !== app.baseline;
    if (changed || ROW_CHANGES.has(request.endpoint)) {
      problems.push(...writeProblems(request, response, app.seeded, await app.snapshot(), app.protectedBook, replayed));
      if (changed) await app.reseed();
    }
    return problems;
  }

  for (const [endpoint, title] of endpoints) {
    it(`${title}: never a 5xx, every refusal { error: { status, code, message } }, nothing written unless allowed`, async function () {
      this.timeout(Math.max(60_000, runs * 500));
      const started = performance.now();
      const property = fc.asyncProperty(hostileRequest(endpoint), async (request) => {
        const problems = await problemsOf(request);
        if (problems.length > 0) throw new Error(problems.join('\n'));
      });
      const details = await fc.check(property, { seed: settings.seed, path: settings.path, numRuns: runs });
      tally.addTime(performance.now() - started);
      if (details.failed) {
        const [request] = details.counterexample ?? [];
        mkdirSync('test-output', { recursive: true });
        writeFileSync(COUNTEREXAMPLE_FILE, JSON.stringify(request, null, 2));
      }
      expect(details.failed, details.failed ? [
        `${title} failed after ${details.numRuns} requests (seed ${details.seed}, path "${details.counterexamplePath}")`,
        `replay: HOSTILE_SEED=${details.seed} HOSTILE_PATH="${details.counterexamplePath}" npm run test:hostile -- --grep "${title}"`,
        `request (full in ${COUNTEREXAMPLE_FILE}): ${shorten(details.counterexample?.[0])}`,
        `problem: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
      ].join('\n') : '').to.equal(false);
      // Every generated request was sent and judged (a property that ran nothing would pass too).
      expect(details.numRuns).to.equal(runs);
    });
  }
});

/** The request as JSON with long strings cut, for the failure message. */
function shorten(request: unknown): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200 ? `${value.slice(0, 60)}…(${value.length} characters)` : value);
}
