import { expect } from 'chai';
import { defineEntity, p, ValidationError, type EntityMetadata } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AbstractDataTable, Action, BooleanColumn, ChoiceColumn, DateColumn, NumberColumn, TemplateColumn, TextColumn,
  type AbstractColumn, type Actions, type DataTableClass, type Row,
} from '../../../lib/index.js';
import { DataTableRegistry } from '../../../lib/model/DataTableRegistry.js';
import { TableModel } from '../../../lib/model/TableModel.js';
import { fetchEntityPage, type PageQuery } from '../../../lib/persistence/data-query.js';
import { plainRowMapper, plainRowsReason } from '../../../lib/persistence/plain-rows.js';
import { TableBinding } from '../../../lib/persistence/TableBinding.js';
import { buildRow } from '../../../lib/view/build-row.js';
import { jsonText } from '../../../lib/wire/json-text.js';
import { createTestOrm } from '../../support/database.js';
import { Item, Shelf } from '../../support/write-path-entities.js';

/** Every kind of scalar a column may show, each converted its own way on the way from SQL. */
const Sample = defineEntity({
  name: 'Sample',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(40),
    flag: p.boolean(),
    status: p.enum(['draft', 'published']),
    day: p.date().nullable(),
    at: p.datetime().nullable(),
    price: p.decimal('number').precision(8).scale(2).nullable(),
    exact: p.decimal().precision(20).scale(4).nullable(),
    big: p.bigint().nullable(),
    ratio: p.double().nullable(),
    data: p.json<{ tags: string[] }>().nullable(),
    note: p.text().nullable(),
    version: p.integer().version(),
  },
});
/** Its `count` column is text in SQL: what pg gives is not the number the entity says (see the last spec). */
const Loose = defineEntity({ name: 'Loose', properties: { id: p.integer().primary(), count: p.integer() } });
const Built = defineEntity({ name: 'Built', forceConstructor: true, properties: { id: p.integer().primary(), title: p.string() } });

const sampleColumns = (): AbstractColumn[] => [
  NumberColumn.new('id'), TextColumn.new('title'), BooleanColumn.new('flag'), ChoiceColumn.new('status').setChoices({ draft: 'Draft', published: 'Published' }),
  DateColumn.new('day'), DateColumn.new('at'), NumberColumn.new('price'), NumberColumn.new('exact'), NumberColumn.new('big'), NumberColumn.new('ratio'),
  TextColumn.new('data'), TextColumn.new('note').setType('html'),
];

class SampleTable extends AbstractDataTable {
  configureColumns() {
    return sampleColumns();
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.detail().linkToUrl((row) => `/samples/${row.id}`)).add(Action.edit()).add(Action.delete().displayIf('status', 'draft'));
  }
}
class OwnMapRowTable extends SampleTable {
  override mapRow(item: object): Row {
    return { ...super.mapRow(item), title: 'mine' };
  }
}
class TemplateTable extends SampleTable {
  override configureColumns() {
    return [...sampleColumns(), TemplateColumn.new('card').setTemplate('card.html.ejs')];
  }
}
class UnstoredColumnTable extends SampleTable {
  override configureColumns() {
    return [...sampleColumns(), TextColumn.new('nickname')];
  }
}
class ItemTable extends AbstractDataTable {
  configureColumns() {
    return [NumberColumn.new('id')];
  }
}
class BuiltTable extends AbstractDataTable {
  configureColumns() {
    return [NumberColumn.new('id'), TextColumn.new('title')];
  }
}
class LooseTable extends AbstractDataTable {
  configureColumns() {
    return [NumberColumn.new('id'), NumberColumn.new('count')];
  }
}

describe('plain rows for a data page (plain-rows)', () => {
  let orm: MikroORM;
  let schema: string;
  const registry = new DataTableRegistry();
  const bind = (tableClass: DataTableClass, entity: object, name: string): TableBinding => {
    if (!registry.get(name)) registry.register(tableClass, { entity: entity as never, name, editModalTemplate: null, editModalAdapter: null });
    return new TableBinding(TableModel.fromClass(tableClass, registry), orm.getMetadata());
  };
  const query = (overrides: Partial<PageQuery> = {}): PageQuery => ({ search: '', searchColumns: [], columnSearch: [], order: [], start: 0, length: 10, ...overrides });

  before(async function () {
    this.timeout(60_000);
    orm = await createTestOrm([Sample, Loose, Built, Shelf, Item]);
    schema = orm.config.get('schema')!;
    await orm.em.getConnection().execute(`insert into "${schema}".sample (id, title, flag, status, day, at, price, exact, big, ratio, data, note, version) values
      (1, 'first', true, 'draft', '2024-02-29', '2024-02-29T23:59:58.123Z', 17.5, '12345678.0001', '9007199254740993', 0.1, '{"tags":["a","<b>"]}', 'A <em>note</em>', 1),
      (2, 'second', false, 'published', null, null, null, null, null, null, null, null, 3),
      (3, 'third', false, 'draft', '1900-01-01', '1970-01-01T00:00:00.000Z', -999999.99, '-0.0001', '-42', -1e300, '[]', '', 2)`);
    await orm.em.getConnection().execute(`insert into "${schema}".loose (id, count) values (1, 7); insert into "${schema}".built (id, title) values (1, 'built')`);
  });

  after(async () => {
    await orm?.close(true);
  });

  describe('plainRowsReason(em, binding)', () => {
    it('serves plain rows to a table mapping an entity of plain values by default', () => {
      expect(plainRowsReason(orm.em.fork(), bind(SampleTable, Sample, 'samples'))).to.equal(null);
    });

    it('keeps entities for a table that maps rows itself, has a template column, or shows a value no property stores', () => {
      expect(plainRowsReason(orm.em.fork(), bind(OwnMapRowTable, Sample, 'own-map-row'))).to.equal('the table maps its rows itself');
      expect(plainRowsReason(orm.em.fork(), bind(TemplateTable, Sample, 'templates'))).to.equal('a template column is given the entity');
      expect(plainRowsReason(orm.em.fork(), bind(UnstoredColumnTable, Sample, 'unstored'))).to.equal('column "nickname" shows no stored property');
    });

    it('keeps entities for an entity whose constructor runs when loaded', () => {
      expect(plainRowsReason(orm.em.fork(), bind(BuiltTable, Built, 'built'))).to.equal('its constructor runs when it is loaded');
    });

    it('gives plain rows for an entity with relations, without them (the table reads relations only through its columns on relations)', async () => {
      const binding = bind(ItemTable, Item, 'items');
      expect(plainRowsReason(orm.em.fork(), binding)).to.equal(null);
      const em = orm.em.fork();
      em.create(Shelf, { id: 7001 } as never);
      em.create(Item, { id: 7001, shelf: 7001 } as never);
      await em.flush();
      try {
        const page = await fetchEntityPage(orm.em.fork(), binding, query({ order: [{ column: 'id', dir: 'asc' }], length: 100 }));
        const item = page.entities.find((entity) => (entity as { id: number }).id === 7001) as Record<string, unknown>;
        expect(item).to.deep.equal({ id: 7001 });
      } finally {
        await orm.em.fork().nativeDelete(Item, { id: 7001 });
        await orm.em.fork().nativeDelete(Shelf, { id: 7001 });
      }
    });

    it('keeps entities while an onInit hook or subscriber listens', () => {
      const binding = bind(LooseTable, Loose, 'loose-listened');
      const subscriber = { getSubscribedEntities: () => [Loose], onInit: () => undefined };
      orm.em.getEventManager().registerSubscriber(subscriber);
      try {
        expect(plainRowsReason(orm.em.fork(), binding)).to.equal('a hook or subscriber listens to "onInit"');
      } finally {
        const subscribers = orm.em.getEventManager().getSubscribers() as Set<unknown>;
        subscribers.delete(subscriber);
      }
      expect(plainRowsReason(orm.em.fork(), binding)).to.equal(null);
    });
  });

  describe('fetchEntityPage(em, binding, query)', () => {
    it('gives the table the same rows, values, types and action references as entities do', async () => {
      const binding = bind(SampleTable, Sample, 'samples');
      const { mapRow } = binding.table.source as { mapRow: (item: object) => Row };
      const actions = binding.table.actions!.all();
      const em = orm.em.fork();
      const page = await fetchEntityPage(em, binding, query({ order: [{ column: 'id', dir: 'asc' }] }));
      expect(page.entities).to.have.length(3);
      const sql = await orm.em.fork().getConnection().execute<Array<Record<string, unknown>>>(`select * from "${schema}".sample order by id`);
      const entities = sql.map((row) => orm.em.fork().map(Sample, row));
      for (const [i, plain] of page.entities.entries()) {
        const expected = mapRow(entities[i]);
        expect(mapRow(plain)).to.deep.equal(expected);
        expect(Object.values(mapRow(plain)).map(kind)).to.deep.equal(Object.values(expected).map(kind));
        const [ours, theirs] = [await buildRow(binding, actions, plain, mapRow(plain), null), await buildRow(binding, actions, entities[i], expected, null)];
        expect(jsonText(ours)).to.equal(jsonText(theirs));
      }
      expect(mapRow(page.entities[0])).to.include({ price: 17.5, exact: '12345678.0001', big: BigInt('9007199254740993'), day: '2024-02-29', flag: true });
      expect((mapRow(page.entities[0]).at as Date).toISOString()).to.equal('2024-02-29T23:59:58.123Z');
    });

    it('hands out plain objects, leaving nothing in the entity manager', async () => {
      const em = orm.em.fork();
      const page = await fetchEntityPage(em, bind(SampleTable, Sample, 'samples'), query());
      expect(page.entities.map((item) => Object.getPrototypeOf(item))).to.deep.equal([Object.prototype, Object.prototype, Object.prototype]);
      expect(em.getUnitOfWork().getIdentityMap().values()).to.have.length(0);
      const entities = await fetchEntityPage(em, bind(OwnMapRowTable, Sample, 'own-map-row'), query());
      expect(entities.entities.every((item) => item instanceof (orm.getMetadata().get(Sample) as EntityMetadata).class)).to.equal(true);
    });

    it('refuses a value of the wrong type as em.map does', async () => {
      await orm.em.getConnection().execute(`alter table "${schema}".loose alter column count type text`);
      const mapped = await orm.em.fork().getConnection().execute<Array<Record<string, unknown>>>(`select * from "${schema}".loose`);
      const expected = (() => {
        try {
          orm.em.fork().map(Loose, mapped[0]);
          return null;
        } catch (error) {
          return error as Error;
        }
      })();
      expect(expected).to.be.instanceOf(ValidationError);
      const binding = bind(LooseTable, Loose, 'loose');
      expect(() => plainRowMapper(orm.em.fork(), binding.meta!)(mapped[0])).to.throw(ValidationError, expected!.message);
      const failed = await fetchEntityPage(orm.em.fork(), binding, query()).then(() => null, (error: unknown) => error);
      expect(failed).to.be.instanceOf(ValidationError);
    });
  });
});

/** A value's kind, so that `'1'` and `1`, or a Date and its text, never pass for each other. */
function kind(value: unknown): string {
  return value === null ? 'null' : value instanceof Date ? 'Date' : Array.isArray(value) ? 'array' : typeof value;
}
