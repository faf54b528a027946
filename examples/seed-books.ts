import type { EntityManager, EntityName } from '@mikro-orm/core';
import { Book } from './entities/Book.js';
import { CLASSIC_AUTHORS } from './seed/author-names.js';
import { seedReadingList } from './seed/reading-list.js';
import { seedAuthorsAndTags, type SeededCatalogue } from './seed/seed-people.js';

const WORDS = ['River', 'Glass', 'Orchard', 'Signal', 'Harbor', 'Lantern', 'Atlas', 'Winter', 'Cipher', 'Meadow'];
const STATUSES = ['draft', 'published', 'archived'] as const;
/** Rows per INSERT: one multi-row statement each, so 10,000 books are ten round trips (and their tags ten more). */
const BATCH = 1000;
/** The first books are the classics' (book 6 is Tolkien's); the others spread over the made-up authors. */
const BOOKS_OF_CLASSICS = 100;

/** Told how many books are written so far, after each batch. */
export type SeedProgress = (written: number, total: number) => void;

/**
 * Fills an empty catalogue with `count` books, deterministically (the same books on every machine;
 * the specs rely on the first ones: 1, 4, 7 are drafts, 2, 5 published, 3, 6 archived; book 1 is
 * Ursula K. Le Guin's, 2 Octavia E. Butler's, ... 6 J. R. R. Tolkien's), with their countries, 2,000
 * authors and the tags first (see `seed/seed-people.ts`). Each book has 0 to 4 tags. Then, when empty, the reading
 * list: its first books in their places (`seed/reading-list.ts`). Answers how many books it wrote.
 */
export async function seedBooks(em: EntityManager, count = 57, onProgress?: SeedProgress): Promise<number> {
  const written = (await em.count(Book, {})) > 0 ? 0 : await writeBooks(em, count, onProgress);
  await seedReadingList(em);
  return written;
}

async function writeBooks(em: EntityManager, count: number, onProgress?: SeedProgress): Promise<number> {
  const catalogue = await seedAuthorsAndTags(em);
  const tagLinks = pivotOf(em);
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) rows.push(book(i, catalogue));
    await em.insertMany(Book, rows);
    // The table was empty: these are the batch's keys, in the order written (insertMany answers only the first).
    const ids = (await em.find(Book, {}, { fields: ['id'], orderBy: { id: 'asc' }, offset: start, limit: rows.length })).map((row) => row.id);
    const links = ids.flatMap((id, offset) => tagsOf(start + offset, catalogue).map((tag) => ({ [tagLinks.book]: id, [tagLinks.tag]: tag })));
    if (links.length > 0) await em.insertMany(tagLinks.entity, links);
    onProgress?.(start + rows.length, count);
  }
  return count;
}

/** The pivot of `Book.tags` and its two properties (MikroORM names them, e.g. `Book_owner`), from the metadata. */
function pivotOf(em: EntityManager): { entity: EntityName<object>; book: string; tag: string } {
  const metadata = em.getMetadata();
  const pivot = metadata.get(Book).properties.tags.pivotEntity;
  const properties = Object.values(metadata.get(pivot).properties);
  const named = (target: string) => properties.find((property) => property.targetMeta?.className === target)!.name;
  return { entity: pivot, book: named('Book'), tag: named('Tag') };
}

function book(i: number, { authors }: SeededCatalogue) {
  const status = STATUSES[i % STATUSES.length];
  const made = authors.length - CLASSIC_AUTHORS;
  // 7,919 is prime, so the made-up authors take turns in a scattered order, each about as often.
  const author = i < BOOKS_OF_CLASSICS || made <= 0 ? authors[i % Math.min(CLASSIC_AUTHORS, authors.length)] : authors[CLASSIC_AUTHORS + ((i * 7919) % made)];
  return {
    title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i + 1}`,
    author,
    status,
    featured: i % 4 === 0,
    publishedOn: status === 'draft' ? null : isoDate(1960 + (i % 60), (i % 12) + 1, (i % 27) + 1),
    pages: 120 + ((i * 37) % 600),
    price: 4.99 + ((i * 13) % 46),
    summary: i % 5 === 0 ? `A <em>short</em> note about book ${i + 1}.` : null,
    website: i % 3 === 0 ? `https://example.org/books/${i + 1}` : null,
    version: 1,
  };
}

/** Book `i`'s tags: 0 to 4 of them, five apart in the list, so neighbours share few. */
function tagsOf(i: number, { tags }: SeededCatalogue): number[] {
  const count = (i * 3) % 5;
  return Array.from({ length: Math.min(count, tags.length) }, (_, k) => tags[(i + 5 * k) % tags.length]);
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
