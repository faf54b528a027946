import type { EntityManager, EntityName } from '@mikro-orm/core';
import { Author } from '../entities/Author.js';
import { Country } from '../entities/Country.js';
import { Tag } from '../entities/Tag.js';
import { authorAt, MAX_AUTHORS } from './author-names.js';
import { COUNTRIES } from './countries.js';
import { TAGS } from './tags.js';

/** Rows per INSERT: one multi-row statement each. */
const BATCH = 1000;

/** The ids of the rows a book points to, in the seed's order. */
export interface SeededCatalogue {
  authors: number[];
  tags: number[];
}

/**
 * Fills the countries, `authors` authors and the tags, each table only when it is empty (else its
 * stored rows are used as they are), and answers their ids in id order.
 */
export async function seedAuthorsAndTags(em: EntityManager, authors = 2000): Promise<SeededCatalogue> {
  const countries = await idsOrInsert(em, Country, () => COUNTRIES.map((country) => ({ ...country })));
  const count = Math.min(authors, MAX_AUTHORS);
  const authorIds = await idsOrInsert(em, Author, () => Array.from({ length: count }, (_, index) => {
    const { name, country } = authorAt(index, countries.length);
    return { name, country: country === null ? null : countries[country] };
  }));
  const tags = await idsOrInsert(em, Tag, () => TAGS.map((name) => ({ name })));
  return { authors: authorIds, tags };
}

/** The ids of `entity`'s rows, or of the rows `rows()` gives, inserted in batches when there were none. */
async function idsOrInsert<T extends { id: number }>(em: EntityManager, entity: EntityName<T>, rows: () => object[]): Promise<number[]> {
  const stored = await em.find(entity, {}, { fields: ['id'] as never, orderBy: { id: 'asc' } as never });
  if (stored.length > 0) return stored.map((row) => row.id);
  const all = rows();
  for (let start = 0; start < all.length; start += BATCH) await em.insertMany(entity, all.slice(start, start + BATCH) as never[]);
  // The table was empty, so its keys are the rows in the order written (insertMany answers only the first).
  return (await em.find(entity, {}, { fields: ['id'] as never, orderBy: { id: 'asc' } as never })).map((row) => row.id);
}
