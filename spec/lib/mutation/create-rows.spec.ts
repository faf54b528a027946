import { expect } from 'chai';
import type { Request } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { HttpError } from '../../../lib/errors/HttpError.js';
import type { AuthorizationContext, AuthorizeHook } from '../../../lib/index.js';
import { RouterContext } from '../../../lib/http/router/RouterContext.js';
import { createRows } from '../../../lib/mutation/create-rows.js';
import { resolveMutationTarget } from '../../../lib/security/resolve-target.js';
import { TableTokens } from '../../../lib/security/TableTokens.js';
import { SpecNewBookTable, SpecShelfTable, Shelf } from '../../support/create-tables.js';
import { useTestOrm } from '../../support/database.js';
import { seed, SPEC_SECRET } from '../../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../../support/http-entities.js';

const tokens = new TableTokens(SPEC_SECRET);
const REQUEST = {} as Request;

describe('createRows (the entrance of a batch of new rows)', () => {
  let orm: MikroORM;
  const statements: string[] = [];
  useTestOrm([...HTTP_ENTITIES, Shelf], (opened) => (orm = opened), { debug: ['query'], logger: (message: string) => void statements.push(message) });

  beforeEach(async () => {
    await seed(orm);
    await orm.em.fork().nativeDelete(Shelf, {});
    await orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('${orm.config.get('schema')}.book', 'id'), 100)`);
    statements.length = 0;
  });

  const gate = (authorize?: AuthorizeHook) => new RouterContext({ orm, secret: SPEC_SECRET, tables: [SpecNewBookTable, SpecShelfTable], authorize, logger: { warn: () => {}, error: () => {} } });
  const target = (ctx: RouterContext, table: string) => resolveMutationTarget(ctx.tables, ctx.tokens, tokens.sign(table, 'create'), undefined, 'create');
  const books = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ title: `Imported ${from + i}`, author: 'Lem', status: 'published' }));
  const inserts = () => statements.filter((line) => /insert into/i.test(line));

  it('writes the rows in ONE statement, their keys in the rows\' order, each with the entity\'s own defaults under its values', async () => {
    const ctx = gate();
    const outcome = await createRows(ctx, { request: REQUEST, target: target(ctx, 'spec-new-books'), origin: null, rows: books(3) });
    expect(outcome.kind).to.equal('written');
    const ids = (outcome as { ids: number[] }).ids;
    expect(ids).to.have.length(3);
    const stored = await orm.em.fork().find(Book, { id: { $in: ids } });
    expect(ids.map((id) => stored.find((book) => book.id === id)?.title)).to.deep.equal(['Imported 0', 'Imported 1', 'Imported 2']);
    expect(stored.map((book) => book.version)).to.deep.equal([1, 1, 1]);
    expect(inserts()).to.have.length(1);
  });

  it('gives a row that names fewer fields than another its database defaults for the rest', async () => {
    const ctx = gate();
    const outcome = await createRows(ctx, { request: REQUEST, target: target(ctx, 'spec-shelves'), origin: null, rows: [{ code: 'A1', name: 'Fiction', note: 'first' }, { code: 'A2', name: 'Poetry' }] });
    expect(outcome.kind).to.equal('written');
    const stored = await orm.em.fork().find(Shelf, {}, { orderBy: { code: 'asc' } });
    expect(stored.map(({ code, note }) => [code, note])).to.deep.equal([['A1', 'first'], ['A2', null]]);
  });

  it('writes nothing when a rule of the database refuses one row, and says which rule and field', async () => {
    const ctx = gate();
    await createRows(ctx, { request: REQUEST, target: target(ctx, 'spec-shelves'), origin: null, rows: [{ code: 'TAKEN', name: 'First' }] });
    const outcome = await createRows(ctx, {
      request: REQUEST, target: target(ctx, 'spec-shelves'), origin: null, rows: [{ code: 'NEW1', name: 'A' }, { code: 'TAKEN', name: 'B' }, { code: 'NEW2', name: 'C' }],
    });
    expect(outcome).to.deep.include({ kind: 'violated' });
    expect((outcome as { violation: { kind: string; fields: string[] } }).violation).to.deep.include({ kind: 'unique', fields: ['code'] });
    expect((await orm.em.fork().find(Shelf, {})).map(({ code }) => code)).to.deep.equal(['TAKEN']);
  });

  it('asks the hook read, then create, once for the batch; a refusal is 403 with nothing written', async () => {
    const asked: string[] = [];
    const ctx = gate((context: AuthorizationContext) => (asked.push(`${context.action}:${String(context.entity)}`), context.action !== 'create'));
    const error = await createRows(ctx, { request: REQUEST, target: target(ctx, 'spec-new-books'), origin: null, rows: books(5) }).then(() => null, (caught: unknown) => caught);
    expect(error).to.be.instanceOf(HttpError).and.include({ status: 403 });
    expect(asked).to.deep.equal(['read:undefined', 'create:undefined']);
    expect(await orm.em.fork().count(Book, { title: { $like: 'Imported%' } })).to.equal(0);
  });

  it('publishes one bulk change naming up to 100 rows, counting them past that', async () => {
    const ctx = gate();
    const few = await createRows(ctx, { request: REQUEST, target: target(ctx, 'spec-new-books'), origin: 'tab', rows: books(2) });
    expect(few.kind === 'written' && few.change).to.deep.equal({ type: 'bulk', table: 'spec-new-books', id: null, ids: (few as { ids: unknown[] }).ids, action: 'create', origin: 'tab' });
    const many = await createRows(ctx, { request: REQUEST, target: target(ctx, 'spec-new-books'), origin: null, rows: books(101, 2) });
    expect(many.kind === 'written' && many.change).to.deep.equal({ type: 'bulk', table: 'spec-new-books', id: null, count: 101, action: 'create', origin: null });
    expect(await orm.em.fork().count(Book, { title: { $like: 'Imported%' } })).to.equal(103);
  });

  it('writes nothing and publishes nothing for no rows', async () => {
    const ctx = gate();
    expect(await createRows(ctx, { request: REQUEST, target: target(ctx, 'spec-new-books'), origin: null, rows: [] })).to.deep.equal({ kind: 'written', ids: [], change: null });
    expect(inserts()).to.deep.equal([]);
  });
});
