import { Author } from './Author.js';
import { Book } from './Book.js';
import { Country } from './Country.js';
import { Tag } from './Tag.js';

/** Every entity of the demo's schema: what its ORM is given (a relation's target must be known too). */
export const DEMO_ENTITIES = [Book, Author, Country, Tag];
