import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AbstractDataTable, Action, AsDataTable, BooleanColumn, BulkAction, ChoiceColumn, NumberColumn, TextColumn, type Actions, type BulkActions,
} from '../../lib/index.js';
import { useTestOrm } from '../support/database.js';
import { createSpecApp, openPage, seed } from '../support/http-app.js';
import { Book, HTTP_ENTITIES } from '../support/http-entities.js';

/** The row Delete for drafts only; the bulk delete besides for books not featured: two stored conditions. */
@AsDataTable(Book, { name: 'spec-bulk-unfeatured' })
class UnfeaturedDraftsTable extends AbstractDataTable<Book> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      ChoiceColumn.new('status', 'Status').setChoices({ draft: 'Draft', published: 'Published' }),
      BooleanColumn.new('featured', 'Featured'),
    ];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.delete().displayIf('status', 'draft'));
  }

  override configureBulkActions(bulk: BulkActions): BulkActions {
    return bulk.add(BulkAction.delete().displayIf('featured', false));
  }
}

// A bulk delete whose own displayIf is a stored column, as the row Delete's is, needs nothing read
// before it: one DELETE holding both conditions, then one SELECT of the rows it left, to say why.
describe('a bulk delete with a displayIf of its own', () => {
  let orm: MikroORM;
  const statements: string[] = [];
  useTestOrm(HTTP_ENTITIES, (opened) => (orm = opened), {
    debug: ['query'],
    logger: (message: string) => void statements.push(message),
  });

  it('deletes in one statement holding both conditions, refusing a featured draft and a published book', async () => {
    await seed(orm);
    const { app } = createSpecApp({ orm, tables: [UnfeaturedDraftsTable] });
    const session = await openPage(app, 'spec-bulk-unfeatured');
    statements.length = 0;
    const res = await session.agent.post('/datatables/ajax/bulk').set('X-CSRF-Token', session.csrf).send({
      table: session.view.tokens.bulk, action: 'delete', requestId: 'own-display-if',
      rows: [1, 2, 3, 5].map((id) => ({ id, version: '1' })),
    }).expect(200);
    expect(res.body.done).to.have.members([2, 5]);
    expect(res.body.refused).to.have.deep.members([{ id: 1, code: 'action_not_available' }, { id: 3, code: 'action_not_available' }]);
    const sql = statements.map((line) => line.replace(/\u001b\[\d+m/g, '')).filter((line) => /\b(select|delete|update|insert)\b/i.test(line));
    expect(sql[0]).to.match(/delete from/i);
    expect(sql[0]).to.match(/"status" = \?/);
    expect(sql[0]).to.match(/"featured" = \?/);
    expect(sql.filter((line) => /delete from/i.test(line))).to.have.length(1);
    expect((await orm.em.fork().find(Book, {}, { orderBy: { id: 'asc' } })).map((book) => book.id)).to.deep.equal([1, 3, 4, 6, 7]);
  });
});
