import type { EntityManager } from '@mikro-orm/core';
import { Book } from '../entities/Book.js';
import { ReadingItem } from '../entities/ReadingItem.js';

/** How many books the reading list starts with. */
export const READING_LIST_LENGTH = 12;

/**
 * Puts the first published or archived books on an empty reading list, in places 1..12 (item n in place n, so the
 * specs know where each starts): not drafts, which the demo's pages delete (a book on the list cannot be deleted,
 * its item refers to it). A list kept from before is left as the user ordered it.
 */
export async function seedReadingList(em: EntityManager): Promise<void> {
  if ((await em.count(ReadingItem, {})) > 0) return;
  const books = await em.find(Book, { status: { $ne: 'draft' } }, { fields: ['id'], orderBy: { id: 'asc' }, limit: READING_LIST_LENGTH });
  const notes = ['Start here', null, 'On the train', null, 'Lent by a friend', null];
  await em.insertMany(ReadingItem, books.map((book, i) => ({ id: i + 1, place: i + 1, book: book.id, note: notes[i % notes.length], version: 1 })));
}
