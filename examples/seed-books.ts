import type { EntityManager } from '@mikro-orm/core';
import { Book } from './entities/Book.js';

const AUTHORS = ['Ursula K. Le Guin', 'Octavia E. Butler', 'Italo Calvino', 'Stanisław Lem', 'Toni Morrison'];
const WORDS = ['River', 'Glass', 'Orchard', 'Signal', 'Harbor', 'Lantern', 'Atlas', 'Winter', 'Cipher', 'Meadow'];
const STATUSES = ['draft', 'published', 'archived'] as const;
/** Rows per INSERT: one multi-row statement each, so 10,000 books are ten round trips. */
const BATCH = 1000;

/** Told how many books are written so far, after each batch. */
export type SeedProgress = (written: number, total: number) => void;

/**
 * Fills an empty catalogue with `count` books, deterministically (the same books on every machine;
 * the specs rely on the first ones: 1, 4, 7 are drafts, 2, 5 published, 3, 6 archived).
 */
export async function seedBooks(em: EntityManager, count = 57, onProgress?: SeedProgress): Promise<number> {
  if ((await em.count(Book, {})) > 0) return 0;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) rows.push(book(i));
    await em.insertMany(Book, rows);
    onProgress?.(start + rows.length, count);
  }
  return count;
}

function book(i: number) {
  const status = STATUSES[i % STATUSES.length];
  return {
    title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i + 1}`,
    author: AUTHORS[i % AUTHORS.length],
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

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
