import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The bench's book (the demo's before authors were rows): the author a text. `version` turns on optimistic locking. */
export const Book = defineEntity({
  name: 'Book',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(120),
    author: p.string().length(80),
    status: p.enum(['draft', 'published', 'archived']),
    featured: p.boolean().default(false),
    publishedOn: p.date().nullable(),
    pages: p.integer().nullable(),
    price: p.decimal('number').precision(8).scale(2).nullable(),
    summary: p.text().nullable(),
    website: p.string().length(255).nullable(),
    version: p.integer().version(),
  },
});

export type Book = InferEntity<typeof Book>;
