import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Author } from './Author.js';
import { Tag } from './Tag.js';

/**
 * The demo's entity: a book in a catalogue, written by an author (a ManyToOne), filed under tags (a
 * ManyToMany the book owns). `version` turns on optimistic locking.
 */
export const Book = defineEntity({
  name: 'Book',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(120),
    author: () => p.manyToOne(Author),
    tags: () => p.manyToMany(Tag).owner(),
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
