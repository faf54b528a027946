import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Where an author lives: the far end of the books table's `author.country.name` column. */
export const Country = defineEntity({
  name: 'Country',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(80),
    /** ISO 3166-1 alpha-2. */
    code: p.string().length(2),
  },
});

export type Country = InferEntity<typeof Country>;
