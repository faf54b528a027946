// Names `make:datatable` derives from an entity's: the table's, the class's, labels, messages.
import { words } from '../column/humanize.js';

/** Words written as capitals in a label. */
const ACRONYMS = new Set(['id', 'url', 'uuid', 'uri', 'ip', 'isbn', 'sku', 'api', 'html']);

/** A column label from a property name: `publishedOn` -> `Published on`, `authorId` -> `Author ID`. */
export function labelOf(property: string): string {
  const label = words(property).map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word)).join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A choice's label from its stored value: `in_stock` -> `In stock`; numbers are kept as they are. */
export function choiceLabelOf(value: string | number): string {
  return typeof value === 'number' ? String(value) : labelOf(value) || value;
}

/** The English plural of a lower-case word: `book` -> `books`, `category` -> `categories`, `box` -> `boxes`. */
export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The default table name: the entity's name in kebab case, plural: `BookCategory` -> `book-categories`. */
export function tableNameOf(entity: string): string {
  const parts = words(entity);
  parts.push(plural(parts.pop() ?? 'row'));
  return parts.join('-');
}

/** The entity's name in words, for messages: `BookCategory` -> `book category`. */
export function nounOf(entity: string): string {
  return words(entity).join(' ');
}
