// The `relations` part's own rows: books, each by an author, each author of a country, in a schema of
// their own, seeded in SQL (INSERT … SELECT … generate_series) and analyzed; then the indexes a table
// showing, searching and ordering by the author's name needs. `bench/relations.ts` measures on them.
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AbstractDataTable, Action, AsDataTable, NumberColumn, TextColumn, type Actions } from '../lib/index.js';

export const RELATIONS_SCHEMA = 'bench_relations';
export const AUTHORS = 20_000;
export const COUNTRIES = 200;
/** The rows a picker lists in the options case: a book's publisher, chosen among 100,000. */
export const PUBLISHERS = 100_000;

export const RelationCountry = defineEntity({
  name: 'RelationCountry',
  tableName: 'country',
  properties: { id: p.integer().primary(), name: p.string().length(80) },
});

export const RelationAuthor = defineEntity({
  name: 'RelationAuthor',
  tableName: 'author',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(80),
    country: () => p.manyToOne(RelationCountry),
  },
});

export const RelationPublisher = defineEntity({
  name: 'RelationPublisher',
  tableName: 'publisher',
  properties: { id: p.integer().primary(), name: p.string().length(80) },
});

export const RelationBook = defineEntity({
  name: 'RelationBook',
  tableName: 'book',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(120),
    author: () => p.manyToOne(RelationAuthor).nullable(),
    // No book has one yet: only the edit form's picker lists them (the options case).
    publisher: () => p.manyToOne(RelationPublisher).nullable(),
  },
});
export type RelationBook = InferEntity<typeof RelationBook>;

/** The measured table: the book's own columns, its author's name (the ManyToOne's label) and the author's country, two steps away. */
@AsDataTable(RelationBook, { name: 'relation-books' })
export class RelationBookTable extends AbstractDataTable<RelationBook> {
  configureColumns() {
    return [
      NumberColumn.new('id', 'ID'),
      TextColumn.new('title', 'Title'),
      TextColumn.new('author', 'Author'),
      TextColumn.new('author.country.name', 'Country'),
    ];
  }
}

/** The same books edited with a publisher picker: what the options endpoint lists (100,000 rows, a combobox). */
@AsDataTable(RelationBook, { name: 'relation-books-form' })
export class RelationBookFormTable extends AbstractDataTable<RelationBook> {
  configureColumns() {
    return [NumberColumn.new('id', 'ID'), TextColumn.new('title', 'Title'), TextColumn.new('publisher', 'Publisher')];
  }

  override configureActions(actions: Actions): Actions {
    return actions.add(Action.edit());
  }
}

/** The data columns in the order the requests name them (`columns[i][data]`). */
export const RELATION_COLUMNS = ['id', 'title', 'author', 'author.country.name'];

const array = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;
const pick = (words: string[], seed: string) => `(${array(words)})[1 + (hashint4(${seed}) & 2147483647) % ${words.length}]`;

const GIVEN = ['Maria', 'John', 'Aiko', 'Omar', 'Lena', 'Pablo', 'Nia', 'Ivan', 'Chen', 'Sara', 'Hugo', 'Ines', 'Kofi', 'Mira', 'Ravi',
  'Elsa', 'Yuki', 'Tariq', 'Nora', 'Luis', 'Ada', 'Emil', 'Zara', 'Otto', 'Rosa'];
// A surname is a stem and an ending: "Tol" is one stem of 40 and no pair spells "tol" otherwise, so
// 'tol' matches about 1 author in 40 (≈ 500 authors, ≈ 5,000 books: counted exactly, under 10,001).
const STEMS = ['Tol', 'Mar', 'Bren', 'Cas', 'Dur', 'Fen', 'Gar', 'Hal', 'Ik', 'Jor', 'Kam', 'Lud', 'Mon', 'Nev', 'Or', 'Pem', 'Quin', 'Ros',
  'Sev', 'Tav', 'Ul', 'Var', 'Wen', 'Yor', 'Zan', 'Ash', 'Bel', 'Cor', 'Dar', 'Elm', 'Fal', 'Grim', 'Hen', 'Isen', 'Kel', 'Mor', 'Nar', 'Pell', 'Rad', 'Sam'];
const ENDINGS = ['ström', 'ova', 'enko', 'sen', 'ani', 'ez', 'ard', 'ich', 'ski', 'oni', 'ley', 'ford', 'berg', 'mann', 'ssi', 'ado', 'elli',
  'ine', 'ero', 'ak', 'iyu', 'uma', 'is', 'ette', 'ow'];
const COUNTRY_ROOTS = ['Ar', 'Bel', 'Cal', 'Dor', 'Est', 'Fer', 'Gal', 'Hes', 'Ir', 'Jas', 'Kor', 'Lum', 'Mer', 'Nor', 'Ost', 'Pra', 'Ruv', 'Sar', 'Val', 'Zem'];
const COUNTRY_ENDINGS = ['ania', 'esia', 'istan', 'ovia', 'land', 'ica', 'ador', 'uria', 'enia', 'ambia'];
const ADJECTIVES = ['Silent', 'Golden', 'Broken', 'Hidden', 'Crimson', 'Distant', 'Frozen', 'Quiet', 'Wild', 'Last',
  'Northern', 'Bitter', 'Painted', 'Hollow', 'Burning', 'Glass', 'Iron', 'Paper', 'Salt', 'Velvet'];
const NOUNS = ['Harbor', 'Orchard', 'Signal', 'Lantern', 'Atlas', 'Winter', 'Cipher', 'Meadow', 'River', 'Garden',
  'Empire', 'Mirror', 'Station', 'Forest', 'Tower', 'Island', 'Engine', 'Archive', 'Voyage', 'Kingdom'];

/**
 * The seed, one statement per table: countries named root+ending by number, publishers an adjective, a
 * noun, "Press" and their number (each adjective-noun pair about 1 in 400), authors a given name and a
 * surname drawn by hashint4 (not by id: ordering by name must not line up with the key), books by an
 * author drawn the same way, so each author has about ten books scattered over the table.
 */
export function seedStatements(books: number): string[] {
  const s = RELATIONS_SCHEMA;
  return [
    `insert into ${s}.country (id, name) select i, (${array(COUNTRY_ROOTS)})[1 + (i - 1) % 20] || (${array(COUNTRY_ENDINGS)})[1 + (i - 1) / 20]
       from generate_series(1, ${COUNTRIES}) as i`,
    `insert into ${s}.author (id, name, country_id) select i, ${pick(GIVEN, '-i')} || ' ' || ${pick(STEMS, '5 * i + 1')} || ${pick(ENDINGS, '7 * i + 2')},
       1 + (hashint4(11 * i) & 2147483647) % ${COUNTRIES} from generate_series(1, ${AUTHORS}) as i`,
    `insert into ${s}.publisher (id, name) select i, ${pick(ADJECTIVES, '17 * i')} || ' ' || ${pick(NOUNS, '19 * i + 3')} || ' Press ' || i
       from generate_series(1, ${PUBLISHERS}) as i`,
    `insert into ${s}.book (id, title, author_id) select i, ${pick(ADJECTIVES, '3 * i')} || ' ' || ${pick(NOUNS, '3 * i + 1')} || ' ' || i,
       1 + (hashint4(13 * i + 5) & 2147483647) % ${AUTHORS} from generate_series(1, ${books}) as i`,
  ];
}

/**
 * The index the requests use that the tables' own advice (`ux-datatables indexes`, applied first: the
 * foreign keys, the trigram indexes of the labels searched, the publisher picker's) does not name: a
 * B-tree on the author's (name, id), which the advice withholds because the author is optional (an
 * ordering through a left join sorts every matching row); the floor's join may still use it.
 */
export function indexStatements(): string[] {
  return [`create index if not exists author_name_order_idx on ${RELATIONS_SCHEMA}.author (name, id)`];
}
