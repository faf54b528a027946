import { expect } from 'chai';
import fc from 'fast-check';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { PageView } from '../../lib/index.js';
import { CSV_DELIMITERS, IMPORT_ENCODINGS } from '../../lib/wire/import.js';
import { SpecImportShelfTable, SpecShelfTable, Shelf } from '../support/create-tables.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, type RecordingLogger } from '../support/http-app.js';
import { HTTP_ENTITIES } from '../support/http-entities.js';
import { hostileSettings } from '../support/hostile/hostile-settings.js';
import { refusalProblems } from '../support/hostile/hostile-invariants.js';
import { expectImport, headerOf, mappingFits, type ShelfText } from '../support/hostile/import-expectation.js';
import { anyFile, fileBytes, xlsxBytes, type GeneratedFile } from '../support/hostile/import-files.js';
import { modelProblems, reportProblems, storedProblems, unforeseenProblems } from '../support/hostile/import-invariants.js';
import {
  commitmentPart, contentTypePart, formatPart, otherBodies, readingPart, requestPart, tablePart, type Ingredient,
} from '../support/hostile/import-requests.js';
import { mixture, type Part } from '../support/hostile/mixture.js';
import type { WireResponse } from '../support/hostile/raw-client.js';

/** The shelves every run starts from: two codes a line may run into. */
const SEEDED: ShelfText[] = [{ code: 'TAKEN', name: 'Already here' }, { code: 'é', name: 'Accent' }];

/**
 * The import (`POST /datatables/ajax/import` and its preview) attacked with generated files and queries,
 * against a model of the rows (import-expectation). Valid requests: every CSV (any delimiter, line end,
 * encoding; quotes, line breaks in cells, NUL, formulas, markup, very long cells, empty lines, lines of
 * another width, codes twice or already stored) and XLSX is imported exactly as the model says, its report
 * adding up, and a retry with its key answers the same and writes nothing. Hostile ones (any token, no
 * CSRF header, any mapping, commitment, encoding, delimiter, format, key, body and type): never a 5xx, a
 * refusal in the library's shape writing nothing, a 200 adding up and storing only what the form accepts.
 * Its Undo: a valid import undone exactly; a token tampered with, a body of any shape, no CSRF header or
 * another table's token refused, changing nothing.
 */
describe('Hostile: import', () => {
  const settings = hostileSettings();
  const runs = Math.max(25, Math.ceil(settings.runs / 8));
  let orm: MikroORM;
  let logger: RecordingLogger;
  // A server listening for the whole file, asked with fetch: supertest reports aborted a request whose
  // answer came before its body was all sent (a retry's, a refusal's), where a browser and fetch read the answer.
  let server: Server;
  let origin: string;
  let cookie: string;
  let view: PageView;
  let keys = 0;
  useTestOrm([...HTTP_ENTITIES, Shelf], async (opened) => {
    orm = opened;
    const created = createSpecApp({ orm, tables: [SpecImportShelfTable, SpecShelfTable], limits: { mutationsPerMinute: 0 } });
    logger = created.logger;
    server = await new Promise<Server>((resolve) => {
      const listening = created.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    const page = await fetch(`${origin}/view/spec-shelves-import`);
    cookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    view = (await page.json()) as PageView;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function reset(): Promise<void> {
    const em = orm.em.fork();
    await em.nativeDelete(Shelf, {});
    for (const shelf of SEEDED) em.create(Shelf, shelf);
    await em.flush();
  }
  const stored = async (): Promise<ShelfText[]> => (await orm.em.fork().find(Shelf, {})).map(({ code, name }) => ({ code, name }));

  async function post(path: string, pairs: Array<[string, string]>, body: Uint8Array, options: { csrf?: string; type?: string } = {}): Promise<WireResponse> {
    const query = pairs.map(([name, value]) => `${escaped(name)}=${escaped(value)}`).join('&');
    const headers: Record<string, string> = { cookie, 'Content-Type': options.type ?? 'text/csv' };
    if (options.csrf !== 'absent') headers['X-CSRF-Token'] = options.csrf === 'wrong' ? `${view.csrf.token.slice(0, -2)}xx` : view.csrf.token;
    const response = await fetch(`${origin}/datatables/ajax/import${path}?${query}`, { method: 'POST', headers, body: new Uint8Array(body) });
    const text = await response.text();
    const json = /^application\/json/.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as unknown) : undefined;
    return { status: response.status, headers: Object.fromEntries(response.headers), text, json };
  }

  /** A query's text escaped, a lone surrogate as the bytes it would take were it a character (no valid UTF-8: the server's decoding is attacked too). */
  const escaped = (text: string) => text.replace(/[\uD800-\uDFFF]{1,2}|[^\uD800-\uDFFF]+/g, (part) =>
    (part.length === 2 && part.codePointAt(0)! > 0xffff) || !/^[\uD800-\uDFFF]/.test(part)
      ? encodeURIComponent(part)
      : [...part].map((unit) => `%ED%${(0xa0 | ((unit.charCodeAt(0) >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (unit.charCodeAt(0) & 0x3f)).toString(16).toUpperCase()}`).join(''));
  /** The pairs with each `request=fresh` given a key never sent before. */
  const keyed = (pairs: Array<[string, string]>): Array<[string, string]> =>
    pairs.map(([name, value]) => [name, name === 'request' && value === 'fresh' ? `hostile-import-${process.pid}-${++keys}` : value]);
  const files = fc.oneof({ weight: 4, arbitrary: anyFile('csv') }, { weight: 1, arbitrary: anyFile('xlsx') });
  const told = (file: GeneratedFile) => (file.format === 'xlsx' ? {} : { encoding: file.layout.encoding.replace('-bom', ''), delimiter: file.layout.delimiter });
  const fitting = (width: number) => fc.array(fc.constantFrom('', 'code', 'name'), { minLength: width, maxLength: width }).map((names) => names.join(',')).filter((m) => mappingFits(m, width));
  const mappingPart = (width: number): Part<Ingredient> => ({
    valid: fitting(width).map((m): Ingredient => ({ pairs: [['mapping', m]], fault: null })),
    hostile: fc.oneof(
      fc.constantFrom('code,note', 'code,code', ',', 'id,code', 'Code,Name', 'code ,name', '', '__proto__', 'code,,,,,,', `${','.repeat(1001)}code`),
      fitting(width + 1), fitting(Math.max(1, width - 1)), fc.array(fc.constantFrom('', 'code', 'name', 'note', 'NAME'), { maxLength: 5 }).map((names) => names.join(',')),
    ).map((m): Ingredient => ({ pairs: [['mapping', m]], fault: null })),
  });
  const queryParts = (file: GeneratedFile) => ({
    table: tablePart,
    format: formatPart(file.format),
    encoding: readingPart('encoding', IMPORT_ENCODINGS, told(file).encoding),
    delimiter: readingPart('delimiter', CSV_DELIMITERS, told(file).delimiter),
    csrf: { valid: fc.constant('sent'), hostile: fc.constantFrom('absent', 'wrong') },
    body: { valid: fc.constant<Buffer | null>(null), hostile: fc.constant(null).chain(() => otherBodies(workbook)) as fc.Arbitrary<Buffer | null> },
    type: contentTypePart,
  });
  let workbook: Buffer = Buffer.alloc(0);

  it('imports every generated file of a valid request as the model says, and a retry with its key writes nothing more', async function () {
    this.timeout(600_000);
    const planned = files.chain((file) => fc.record({
      file: fc.constant(file), mapping: fitting(headerOf(file)!.length), commitment: commitmentPart.valid, request: requestPart.valid,
      encoding: readingPart('encoding', IMPORT_ENCODINGS, told(file).encoding).valid, delimiter: readingPart('delimiter', CSV_DELIMITERS, told(file).delimiter).valid,
    }));
    await fc.assert(fc.asyncProperty(planned, async ({ file, mapping, commitment, request, encoding, delimiter }) => {
      await reset();
      const pairs = keyed([['table', importToken()], ['format', file.format], ['mapping', mapping], ...commitment.pairs, ...request.pairs, ...encoding.pairs, ...delimiter.pairs]);
      const body = await fileBytes(file);
      const response = await post('', pairs, body);
      expect(response.status, response.text.slice(0, 300)).to.equal(200);
      const chosen = commitment.pairs[0]?.[1] ?? 'valid-lines';
      const expected = expectImport(file, mapping.split(',').map((name) => name || null), SEEDED.map(({ code }) => code));
      expect(reportProblems(response, chosen).join('\n')).to.equal('');
      expect(modelProblems(response.json as never, expected, chosen).join('\n')).to.equal('');
      const kept = chosen !== 'all-or-nothing' || expected.refusedRows.length === 0;
      const after = await stored();
      expect(storedProblems(after, [...SEEDED, ...(kept ? expected.created : [])]).join('\n')).to.equal('');
      if (request.pairs.length === 0) return;
      const again = await post('', pairs, body);
      expect(again.status).to.equal(200);
      expect(again.json, 'a retry answers the first report').to.deep.equal(response.json);
      expect(await stored(), 'a retry writes nothing').to.deep.equal(after);
    }), { seed: settings.seed, numRuns: runs });
    expect(logger.errors).to.deep.equal([]);
  });

  const importToken = () => String(view.tokens.import);

  /**
   * What the model says of a request of `parts` (faults: `fatal`, refused naming it; `soft`, read otherwise
   * than written) on `file`; a mapping that fits the header's width only when the file is read as written.
   */
  function faultsOf(file: GeneratedFile, parts: Record<string, unknown>): { fatal: string[]; soft: string[] } {
    const ingredients = Object.entries(parts).filter((entry): entry is [string, Ingredient] => typeof entry[1] === 'object' && entry[1] !== null && 'fault' in entry[1]);
    const fatal = ingredients.filter(([, one]) => one.fault === 'fatal').map(([name, one]) => one.names ?? name);
    const soft = ingredients.filter(([, one]) => one.fault === 'soft').map(([name, one]) => one.names ?? name);
    if (parts.csrf !== 'sent') fatal.push('csrf');
    if (parts.body !== null) soft.push('body');
    if (!contentTypeValid(parts.type)) soft.push('type');
    const mapping = (parts.mapping as Ingredient | undefined)?.pairs[0]?.[1];
    if (mapping !== undefined) {
      const width = mapping.split(',').length;
      if (!mappingFits(mapping, width)) fatal.push('mapping');
      else if (width !== headerOf(file)!.length) (soft.length === 0 ? fatal : soft).push('mapping');
    }
    return { fatal, soft };
  }
  const contentTypeValid = (type: unknown) => ['text/csv', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].includes(String(type));

  /** Never a 5xx; a refusal in the library's shape, writing nothing; the one fault alone named by its 400 (or 403, 404). */
  async function refusalOrReport(response: WireResponse, before: ShelfText[], faults: { fatal: string[]; soft: string[] }): Promise<boolean> {
    expect(response.status, response.text.slice(0, 300)).to.be.oneOf([200, 400, 403, 404, 413, 415, 422]);
    if (faults.fatal.length > 0) expect(response.status, `refused for ${faults.fatal.join(', ')}`).not.to.equal(200);
    if (response.status === 200) return true;
    expect(refusalProblems(response).join('\n')).to.equal('');
    expect(await stored(), 'a refusal writes nothing').to.deep.equal(before);
    const [only] = faults.fatal;
    if (faults.fatal.length !== 1 || faults.soft.length > 0) return false;
    const error = (response.json as { error: { message: string; fields?: Record<string, unknown> } }).error;
    if (only === 'csrf') expect(response.status).to.equal(403);
    else if (only === 'table') expect(response.status).to.be.oneOf([400, 403, 404]);
    // A list (`name[]=`) is refused by the query's reader, quoting the parameter.
    else if (!error.message.includes(`"${only}[]"`)) expect(error.fields ?? {}, `the 400 names ${only}`).to.have.property(only);
    return false;
  }

  it('answers any import request with a report adding up or a refusal writing nothing, never a 5xx', async function () {
    this.timeout(600_000);
    workbook = await xlsxBytes([['Code', 'Name'], ['W1', 'Workbook']]);
    const planned = files.chain((file) => fc.record({
      file: fc.constant(file),
      parts: mixture({ ...queryParts(file), mapping: mappingPart(headerOf(file)!.length), commitment: commitmentPart, request: requestPart }),
    }));
    await fc.assert(fc.asyncProperty(planned, async ({ file, parts }) => {
      await reset();
      const before = await stored();
      const { table, format, encoding, delimiter, mapping, commitment, request: key, csrf, body, type } = parts;
      const pairs = keyed([table, format, mapping, commitment, key, encoding, delimiter].flatMap((one) => one.pairs));
      const response = await post('', pairs, body ?? (await fileBytes(file)), { csrf, type });
      const faults = faultsOf(file, parts);
      if (!(await refusalOrReport(response, before, faults))) {
        if (faults.fatal.length === 0 && faults.soft.join() === 'other format' && file.format === 'csv') expect(response.status, 'CSV bytes as an XLSX').to.equal(422);
        return;
      }
      const chosen = commitment.pairs.length === 1 ? commitment.pairs[0][1] : 'valid-lines';
      expect(reportProblems(response, chosen).join('\n')).to.equal('');
      const after = await stored();
      if (faults.soft.length > 0) {
        expect(unforeseenProblems(before, after, response.json as never).join('\n')).to.equal('');
        return;
      }
      const expected = expectImport(file, mapping.pairs[0][1].split(',').map((name) => name || null), SEEDED.map(({ code }) => code));
      expect(modelProblems(response.json as never, expected, chosen).join('\n')).to.equal('');
      const kept = chosen !== 'all-or-nothing' || expected.refusedRows.length === 0;
      expect(storedProblems(after, [...SEEDED, ...(kept ? expected.created : [])]).join('\n')).to.equal('');
    }), { seed: settings.seed, numRuns: runs });
    expect(logger.errors).to.deep.equal([]);
  });

  /** `POST ajax/import/undo` with this JSON body (or these raw bytes), the CSRF header sent or not. */
  async function postUndo(body: unknown, csrf = true, raw?: string): Promise<WireResponse> {
    const headers: Record<string, string> = { cookie, 'Content-Type': 'application/json', ...(csrf ? { 'X-CSRF-Token': view.csrf.token } : {}) };
    const response = await fetch(`${origin}/datatables/ajax/import/undo`, { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
    const text = await response.text();
    const json = /^application\/json/.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as unknown) : undefined;
    return { status: response.status, headers: Object.fromEntries(response.headers), text, json };
  }

  /** A token changed as an attacker would: one character replaced, cut short, lengthened, its halves swapped or given another's. */
  const tamperedToken = (token: string) => fc.oneof(
    fc.tuple(fc.nat({ max: token.length - 1 }), fc.constantFrom('A', 'b', '_', '-', '.', '0')).map(([at, by]) => token.slice(0, at) + by + token.slice(at + 1)).filter((changed) => changed !== token),
    fc.nat({ max: token.length - 1 }).map((end) => token.slice(0, end)),
    fc.string({ minLength: 1, maxLength: 40 }).map((more) => token + more),
    fc.constant(token.split('.').reverse().join('.')),
    fc.constant(`${Buffer.from('{"table":"spec-shelves-import","until":9999999999999,"created":[[1,null]],"updated":[]}').toString('base64url')}.${token.split('.')[1]}`),
  );

  it('undoes every valid import exactly, and answers any tampered Undo with a refusal changing nothing, never a 5xx', async function () {
    this.timeout(600_000);
    const planned = files.filter((file) => file.format === 'csv').chain((file) => fc.record({
      // The code filled (the form requires it): most files then create rows for the Undo to undo.
      file: fc.constant(file), mapping: fitting(headerOf(file)!.length).filter((m) => m.split(',').includes('code')),
      attack: fc.oneof(
        fc.constant<'none'>('none'),
        fc.record({ token: fc.constant(true), csrf: fc.boolean() }),
        fc.record({ body: fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.string(), fc.array(fc.string()), fc.object()) }),
        fc.record({ raw: fc.constantFrom('{', 'undo=1', '[]', '"text"', '{"table":1}') }),
        fc.record({ otherTable: fc.constant(true) }),
      ),
    }));
    await fc.assert(fc.asyncProperty(planned, fc.context(), async ({ file, mapping, attack }, log) => {
      await reset();
      const pairs = keyed([['table', importToken()], ['format', file.format], ['mapping', mapping], ['encoding', told(file).encoding!], ['delimiter', told(file).delimiter!]]);
      const report = await post('', pairs, await fileBytes(file));
      expect(report.status, report.text.slice(0, 300)).to.equal(200);
      const { undo, created } = report.json as { undo: { token: string } | null; created: number };
      if (undo === null) expect(created, 'no Undo only when nothing was kept').to.equal(0);
      // A file that created nothing has nothing to undo: another file is generated in its place.
      fc.pre(undo !== null);
      const imported = await stored();
      if (attack === 'none') {
        const undone = await postUndo({ table: importToken(), undo: undo!.token });
        expect(undone.status, undone.text.slice(0, 300)).to.equal(200);
        expect((undone.json as { deleted: number }).deleted).to.equal(created);
        return void expect(storedProblems(await stored(), SEEDED).join('\n')).to.equal('');
      }
      const token = 'token' in attack ? fc.sample(tamperedToken(undo!.token), { numRuns: 1, seed: created })[0] : undo.token;
      log.log(JSON.stringify(attack));
      const response = 'raw' in attack ? await postUndo(null, true, attack.raw)
        : 'body' in attack ? await postUndo({ table: importToken(), undo: attack.body })
          : 'otherTable' in attack ? await postUndo({ table: String(view.tokens.create), undo: undo!.token })
            : await postUndo({ table: importToken(), undo: token }, attack.csrf);
      expect(response.status, response.text.slice(0, 300)).to.be.oneOf([400, 403, 404, 410, 413, 415]);
      expect(refusalProblems(response).join('\n')).to.equal('');
      expect(await stored(), 'a refused Undo changes nothing').to.deep.equal(imported);
    }), { seed: settings.seed, numRuns: runs });
    expect(logger.errors).to.deep.equal([]);
  });

  it('previews any file or body: its header as the model reads it, or a refusal, never a write nor a 5xx', async function () {
    this.timeout(600_000);
    workbook = await xlsxBytes([['Code', 'Name'], ['W1', 'Workbook']]);
    const planned = files.chain((file) => fc.record({ file: fc.constant(file), parts: mixture(queryParts(file)) }));
    await fc.assert(fc.asyncProperty(planned, async ({ file, parts }) => {
      const before = await stored();
      const { table, format, encoding, delimiter, csrf, body, type } = parts;
      const response = await post('/preview', [table, format, encoding, delimiter].flatMap((one) => one.pairs), body ?? (await fileBytes(file)), { csrf, type });
      const faults = faultsOf(file, parts);
      if (!(await refusalOrReport(response, before, faults))) return;
      expect(await stored(), 'a preview writes nothing').to.deep.equal(before);
      const answer = response.json as { headers: string[]; rows: string[][]; mapping: unknown[]; body: string };
      expect(answer.rows.length).to.be.at.most(5);
      expect(answer.mapping).to.have.length(answer.headers.length);
      if (faults.soft.length === 0) expect(answer.headers).to.deep.equal(headerOf(file));
    }), { seed: settings.seed, numRuns: runs });
    expect(logger.errors).to.deep.equal([]);
  });
});
