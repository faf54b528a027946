import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RealtimeUpdate } from '../../../lib/realtime/Publisher.js';
import { useTestOrm } from '../../support/database.js';
import { createSpecApp, openPage } from '../../support/http-app.js';
import { RELATION_ENTITIES } from '../../support/relation-entities.js';
import { seedNovels, SpecLabelTable, SpecNovelTable } from '../../support/novel-tables.js';

describe('live across relations: a change of rows another table shows through a relation reaches its pages', () => {
  let orm: MikroORM;

  useTestOrm(RELATION_ENTITIES, async (opened) => {
    orm = opened;
  });

  it('publishes a delete of a label to the labels\' topics and a related change to the novels\' (which show labels)', async () => {
    await seedNovels(orm);
    const published: RealtimeUpdate[] = [];
    const { app } = createSpecApp({ orm, tables: [SpecNovelTable, SpecLabelTable], publisher: { publish: async (update) => void published.push(update) } });
    const session = await openPage(app, 'spec-labels');
    await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf).send({ table: session.view.tokens.delete, id: 3 }).expect(200);
    const byTable = new Map(published.map((update) => [update.data.table, update]));
    expect(byTable.get('spec-labels')!.data).to.include({ type: 'delete', id: 3 });
    const related = byTable.get('spec-novel-paths')!;
    expect(related.data).to.deep.include({ type: 'bulk', id: null, ids: [], action: 'related', via: 'spec-labels', origin: null });
    expect(related.topics.some((topic) => topic.endsWith('/datatables/spec-novel-paths'))).to.equal(true);
    expect(published).to.have.length(2);
  });

  it('tells no table that does not show the changed entity', async () => {
    await seedNovels(orm);
    const published: RealtimeUpdate[] = [];
    const { app } = createSpecApp({ orm, tables: [SpecLabelTable], publisher: { publish: async (update) => void published.push(update) } });
    const session = await openPage(app, 'spec-labels');
    await session.agent.delete('/datatables/ajax/delete').set('X-CSRF-Token', session.csrf).send({ table: session.view.tokens.delete, id: 2 }).expect(200);
    expect(published.map((update) => update.data.table)).to.deep.equal(['spec-labels']);
  });
});
