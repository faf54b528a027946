import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The shelf a gadget stands on: the relation `make:datatable` leaves out. */
export const MakeShelf = defineEntity({
  name: 'MakeShelf',
  properties: {
    id: p.integer().primary(),
    label: p.string().length(40),
  },
});

/** An entity with every kind of property `make:datatable` maps, skips or comments on. */
export const MakeGadget = defineEntity({
  name: 'MakeGadget',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(80),
    description: p.text().nullable(),
    stock: p.integer().nullable(),
    weight: p.double().nullable(),
    price: p.decimal().precision(8).scale(2).nullable(),
    serial: p.bigint().nullable(),
    active: p.boolean().default(false),
    status: p.enum(['draft', 'in_stock', 'retired']).default('draft'),
    releasedOn: p.date().nullable(),
    checkedAt: p.datetime().nullable(),
    website: p.string().length(255).nullable(),
    specs: p.json<Record<string, string>>().nullable(),
    secret: p.string().hidden().nullable(),
    shelf: () => p.manyToOne(MakeShelf).nullable(),
    version: p.integer().version(),
  },
});

export type MakeGadget = InferEntity<typeof MakeGadget>;

/** An entity keyed by a UUID. */
export const MakeVoucher = defineEntity({
  name: 'MakeVoucher',
  properties: {
    code: p.uuid().primary(),
    amount: p.integer(),
  },
});
