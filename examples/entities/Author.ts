import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Book } from './Book.js';
import { Country } from './Country.js';

/** A book's author: a ManyToOne of every book; the books are the inverse side, never written from here. */
export const Author = defineEntity({
  name: 'Author',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(80),
    country: () => p.manyToOne(Country).nullable(),
    books: () => p.oneToMany(Book).mappedBy('author'),
  },
});

export type Author = InferEntity<typeof Author>;
