import { expect } from 'chai';
import { defineEntity, p } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { directLoadReason } from '../../../lib/persistence/direct-load.js';
import { useTestOrm } from '../../support/database.js';
import { Item, Kept, Plain, Shelf } from '../../support/write-path-entities.js';

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
