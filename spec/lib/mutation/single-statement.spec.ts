import { expect } from 'chai';
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { lockedWriteReason } from '../../../lib/mutation/single-statement.js';
import { createTestOrm, useTestOrm } from '../../support/database.js';
import { Dated, Item, Kept, Plain, Shelf, Stamped } from '../../support/write-path-entities.js';

describe('lockedWriteReason(em, meta, kind)', () => {
  let orm: MikroORM;
  let em: EntityManager;
  const meta = (entity: unknown) => orm.getMetadata().get(entity as EntityName<object>);

  useTestOrm([Plain, Stamped, Dated, Shelf, Item, Kept], async (opened) => {
    orm = opened;
    em = orm.em.fork();
  });

  it('lets a plain versioned entity be deleted and edited in one statement', () => {
    expect(lockedWriteReason(em, meta(Plain), 'delete')).to.equal(null);
    expect(lockedWriteReason(em, meta(Plain), 'edit')).to.equal(null);
  });

  it('keeps an edit on the ORM when a property has an onUpdate value (the ORM sets it)', () => {
    expect(lockedWriteReason(em, meta(Stamped), 'edit')).to.equal('property "updatedAt" has an onUpdate value');
    expect(lockedWriteReason(em, meta(Stamped), 'delete')).to.equal(null);
  });

  it('keeps an edit on the ORM when the version is a date', () => {
    expect(lockedWriteReason(em, meta(Dated), 'edit')).to.equal('its version "version" is not a number');
  });

  it('keeps a delete on the ORM when a relation cascades removals', () => {
    expect(lockedWriteReason(em, meta(Shelf), 'delete')).to.equal('relation "items" cascades removals');
  });

  it('keeps every write on the ORM when filters apply to the entity', () => {
    expect(lockedWriteReason(em, meta(Kept), 'delete')).to.equal('filters apply to it');
    expect(lockedWriteReason(em, meta(Kept), 'edit')).to.equal('filters apply to it');
  });

  it('asks again for subscribers registered later: a listener of the entity keeps its writes on the ORM', async () => {
    const later = await createTestOrm([Plain, Stamped, Dated, Shelf, Item, Kept]);
    try {
      const fork = later.em.fork();
      const plain = later.getMetadata().get(Plain);
      expect(lockedWriteReason(fork, plain, 'edit')).to.equal(null);
      later.em.getEventManager().registerSubscriber({ getSubscribedEntities: () => [Plain], afterUpdate: async () => undefined });
      expect(lockedWriteReason(later.em.fork(), plain, 'edit')).to.equal('a hook or subscriber listens to "afterUpdate"');
      expect(lockedWriteReason(later.em.fork(), plain, 'delete')).to.equal(null);
    } finally {
      await later.close(true);
    }
  });
});
