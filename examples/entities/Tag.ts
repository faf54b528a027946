import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Book } from './Book.js';

/** A word a book is filed under: the far side of `Book.tags`, a ManyToMany the book owns. */
export const Tag = defineEntity({
  name: 'Tag',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(40).unique(),
    books: () => p.manyToMany(Book).mappedBy('tags'),
  },
});

export type Tag = InferEntity<typeof Tag>;
