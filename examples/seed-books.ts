import type { EntityManager } from '@mikro-orm/core';
import { Book } from './entities/Book.js';

const AUTHORS = ['Ursula K. Le Guin', 'Octavia E. Butler', 'Italo Calvino', 'Stanisław Lem', 'Toni Morrison'];
const WORDS = ['River', 'Glass', 'Orchard', 'Signal', 'Harbor', 'Lantern', 'Atlas', 'Winter', 'Cipher', 'Meadow'];
const STATUSES = ['draft', 'published', 'archived'] as const;

/** Fills an empty catalogue with `count` books, deterministically (the same books on every machine). */
export async function seedBooks(em: EntityManager, count = 57): Promise<number> {
  if ((await em.count(Book, {})) > 0) return 0;
  for (let i = 0; i < count; i++) {
    const status = STATUSES[i % STATUSES.length];
    em.create(Book, {
      title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i + 1}`,
      author: AUTHORS[i % AUTHORS.length],
      status,
      featured: i % 4 === 0,
      publishedOn: status === 'draft' ? null : isoDate(1960 + (i % 60), (i % 12) + 1, (i % 27) + 1),
      pages: 120 + ((i * 37) % 600),
      summary: i % 5 === 0 ? `A <em>short</em> note about book ${i + 1}.` : null,
      website: i % 3 === 0 ? `https://example.org/books/${i + 1}` : null,
    });
  }
  await em.flush();
  return count;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
