import { Author } from './Author.js';
import { Book } from './Book.js';
import { Country } from './Country.js';
import { ReadingItem } from './ReadingItem.js';
import { Tag } from './Tag.js';
import { SavedViewEntity } from '../../lib/index.js';

/**
 * Every entity of the demo's schema (the reading list's items too): what its ORM is given (a relation's target must be known too), and the
 * library's saved views, which the signed-in demo user keeps in the database.
 */
export const DEMO_ENTITIES = [Book, Author, Country, Tag, ReadingItem, SavedViewEntity];
