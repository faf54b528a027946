import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { MikroORM } from '@mikro-orm/postgresql';
import { HttpError, MemoryViewStore, OrmViewStore, SavedViewEntity, type ViewStore } from '../../../lib/index.js';
import { MAX_VIEWS_PER_TABLE } from '../../../lib/wire/saved-views.js';
import { useTestOrm } from '../../support/database.js';

/** The code of a refusal, or 'saved' for a save that went through. */
const outcome = (save: Promise<unknown>) => save.then(() => 'saved', (error: unknown) => (error instanceof HttpError ? error.code : String(error)));

for (const kind of ['MemoryViewStore', 'OrmViewStore'] as const) {
  describe(kind, () => {
    let orm: MikroORM;
    let store: ViewStore;

    useTestOrm([SavedViewEntity], (opened) => (orm = opened));

    beforeEach(async () => {
      await orm.em.fork().nativeDelete(SavedViewEntity, {});
      store = kind === 'MemoryViewStore' ? new MemoryViewStore() : new OrmViewStore(orm);
    });

    /** `count` views of ann's "books", saved one by one through the store. */
    const fill = async (count: number) => {
      for (let i = 0; i < count; i++) await store.save('ann', 'books', { name: `View ${String(i).padStart(3, '0')}`, query: '', default: false });
    };

    it('keeps views per owner and per table', async () => {
      await store.save('ann', 'books', { name: 'A', query: 'q=a', default: false });
      await store.save('ann', 'notes', { name: 'N', query: '', default: false });
      await store.save('bob', 'books', { name: 'B', query: '', default: false });
      expect((await store.list('ann', 'books')).map((view) => view.name)).to.deep.equal(['A']);
      expect((await store.list('bob', 'books')).map((view) => view.name)).to.deep.equal(['B']);
      expect(await store.list('cy', 'books')).to.deep.equal([]);
    });

    it('refuses an id that is not the owner\'s (view_not_found), whatever its shape, and deletes nothing of another owner', async () => {
      const { view } = await store.save('ann', 'books', { name: 'A', query: '', default: false });
      for (const id of [view.id, randomUUID(), 'x', '']) {
        expect(await outcome(store.save('bob', 'books', { id, name: 'B', query: '', default: false }))).to.equal('view_not_found');
        expect(await store.remove('bob', 'books', id)).to.equal(false);
      }
      expect(await outcome(store.save('ann', 'notes', { id: view.id, name: 'B', query: '', default: false }))).to.equal('view_not_found');
      expect(await store.list('ann', 'books')).to.deep.equal([view]);
    });

    it('holds the cap under concurrent saves: 20 at once when 90 exist end at exactly 100, the rest too_many_views', async function () {
      this.timeout(60_000);
      await fill(90);
      const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => outcome(store.save('ann', 'books', { name: `Late ${i}`, query: '', default: false }))));
      expect(outcomes.filter((code) => code === 'saved')).to.have.length(10);
      expect(outcomes.filter((code) => code === 'too_many_views')).to.have.length(10);
      expect(await store.list('ann', 'books')).to.have.length(MAX_VIEWS_PER_TABLE);
      // The cap is per owner and table.
      expect(await outcome(store.save('ann', 'notes', { name: 'Other table', query: '', default: false }))).to.equal('saved');
    });

    it('leaves one default at most when several views are made the default at once', async function () {
      this.timeout(60_000);
      await fill(10);
      const views = await store.list('ann', 'books');
      const outcomes = await Promise.all(views.map((view) => outcome(store.save('ann', 'books', { ...view, default: true }))));
      expect(outcomes).to.deep.equal(views.map(() => 'saved'));
      expect((await store.list('ann', 'books')).filter((view) => view.default)).to.have.length(1);
      const { view: made } = await store.save('ann', 'books', { name: 'New default', query: '', default: true });
      expect((await store.list('ann', 'books')).filter((view) => view.default)).to.deep.equal([made]);
    });
  });
}
