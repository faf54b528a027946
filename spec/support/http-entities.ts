import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A versioned entity with every column kind the HTTP specs need. */
export const Book = defineEntity({
  name: 'Book',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(120),
    author: p.string().length(80),
    status: p.enum(['draft', 'published']),
    featured: p.boolean().default(false),
    pages: p.integer().nullable(),
    publishedOn: p.date().nullable(),
    secretNote: p.string().length(80).nullable(),
    version: p.integer().version(),
  },
});
export type Book = InferEntity<typeof Book>;

/** An entity without a version, for a table without actions. */
export const Note = defineEntity({
  name: 'Note',
  properties: {
    id: p.integer().primary(),
    body: p.string().length(200),
  },
});
export type Note = InferEntity<typeof Note>;

/** The entity behind the hand-built table. */
export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  properties: {
    id: p.integer().primary(),
    customer: p.string().length(80),
    total: p.integer(),
  },
});
export type Order = InferEntity<typeof Order>;

/** An entity no table binds. */
export const Ghost = defineEntity({
  name: 'Ghost',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(40),
  },
});

/** Every entity of the HTTP specs' ORM. */
export const HTTP_ENTITIES = [Book, Note, Order, Ghost];
