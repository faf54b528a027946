import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Book } from './Book.js';

/**
 * A book on the demo's reading list, in its place (`place`, the first read first): the list the user puts in
 * order by dragging rows (`setReorderable('place')`). `version` turns on optimistic locking, as for books.
 */
export const ReadingItem = defineEntity({
  name: 'ReadingItem',
  properties: {
    id: p.integer().primary(),
    place: p.integer().index(),
    book: () => p.manyToOne(Book),
    note: p.string().length(200).nullable(),
    version: p.integer().version(),
  },
});

export type ReadingItem = InferEntity<typeof ReadingItem>;
