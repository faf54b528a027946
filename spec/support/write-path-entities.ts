import { Cascade, defineEntity, p } from '@mikro-orm/core';

/** Entities that keep, or not, a read or a write on the ORM (see lib/persistence/orm-bypass). */
export const Plain = defineEntity({
  name: 'Plain',
  properties: { id: p.integer().primary(), title: p.string(), version: p.integer().version() },
});
export const Stamped = defineEntity({
  name: 'Stamped',
  properties: { id: p.integer().primary(), title: p.string(), updatedAt: p.datetime().onUpdate(() => new Date()) },
});
export const Dated = defineEntity({
  name: 'Dated',
  properties: { id: p.integer().primary(), title: p.string(), version: p.datetime().version() },
});
export const Shelf = defineEntity({
  name: 'Shelf',
  properties: {
    id: p.integer().primary(),
    items: () => p.oneToMany(Item).mappedBy('shelf').cascade(Cascade.REMOVE),
  },
});
export const Item = defineEntity({
  name: 'Item',
  properties: { id: p.integer().primary(), shelf: () => p.manyToOne(Shelf) },
});
export const Kept = defineEntity({
  name: 'Kept',
  properties: { id: p.integer().primary(), deleted: p.boolean().default(false) },
  filters: { live: { name: 'live', cond: { deleted: false }, default: true } },
});

