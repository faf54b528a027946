import { expect } from 'chai';
import { defineEntity, p, type EntityName } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { directLoadReason, lockedWriteReason } from '../../../lib/persistence/orm-bypass.js';
import { createTestOrm, useTestOrm } from '../../support/database.js';
import { Dated, Item, Kept, Plain, Shelf, Stamped } from '../../support/write-path-entities.js';

describe('directLoadReason(em, meta)', () => {
  const Lazy = defineEntity({
    name: 'Lazy',
    properties: { id: p.integer().primary(), body: p.text().lazy() },
  });
  const Eager = defineEntity({
    name: 'Eager',
    properties: { id: p.integer().primary(), shelf: () => p.manyToOne(Shelf).eager() },
  });
  let orm: MikroORM;

  useTestOrm([Plain, Lazy, Eager, Shelf, Item, Kept], (opened) => (orm = opened));

  it('loads a plain entity, and one with a many-to-one, by one SELECT', () => {
    expect(directLoadReason(orm.em.fork(), orm.getMetadata().get(Plain))).to.equal(null);
    expect(directLoadReason(orm.em.fork(), orm.getMetadata().get(Item))).to.equal(null);
  });

  it('leaves lazy properties, eager relations and filters to findOne', () => {
    expect(directLoadReason(orm.em.fork(), orm.getMetadata().get(Lazy))).to.equal('property "body" is loaded specially');
    expect(directLoadReason(orm.em.fork(), orm.getMetadata().get(Eager))).to.equal('property "shelf" is loaded specially');
    expect(directLoadReason(orm.em.fork(), orm.getMetadata().get(Kept))).to.equal('filters apply to it');
  });

  it('leaves an entity with an onLoad listener to findOne', () => {
    orm.em.getEventManager().registerSubscriber({ getSubscribedEntities: () => [Plain], onLoad: async () => undefined });
    expect(directLoadReason(orm.em.fork(), orm.getMetadata().get(Plain))).to.equal('a hook or subscriber listens to "onLoad"');
  });
});

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
