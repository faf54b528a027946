/** A row of the bench's `book` table, as the floor reads it (dates as `YYYY-MM-DD` strings). */
export interface BookRow {
  id: number;
  title: string;
  author: string;
  status: string;
  featured: boolean;
  publishedOn: string | null;
  pages: number | null;
  /** `numeric(8, 2)`, as MikroORM's `decimal('number')` gives it: a number (`17.5`, not `'17.50'`). */
  price: number | null;
  summary: string | null;
  website: string | null;
  version: number;
}

/** The edit form's writable fields, converted; the values as typed when invalid. */
export type BookChanges = Pick<BookRow, 'title' | 'author' | 'status' | 'featured' | 'publishedOn' | 'pages' | 'price' | 'summary' | 'website'>;

export type FormResult = { ok: true; changes: BookChanges } | { ok: false; typed: BookChanges; errors: Record<string, string> };

const STATUSES = new Set(['draft', 'published', 'archived']);
/** A number as the library reads a number input (`readSubmittedValue`). */
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** The largest magnitude of `numeric(8, 2)`. */
const PRICE_BOUND = 999999.99;

/**
 * The rules the library derives for `BookTable`'s form: lengths, required, the enum, types, and the table's own author rule.
 * A missing field reads as an empty one (a nullable column then becomes null), as the library reads it.
 */
export function readBookForm(body: Record<string, unknown>): FormResult {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const errors: Record<string, string> = {};
  const title = text('title').trim();
  const author = text('author').trim();
  const status = text('status');
  const publishedOn = text('publishedOn');
  const pages = text('pages').trim();
  const price = text('price').trim();
  const summary = text('summary').trim();
  const website = text('website').trim();
  if (title === '') errors.title = 'Title is a required field';
  else if (title.length > 120) errors.title = 'Title must be at most 120 characters';
  if (author === '') errors.author = 'Author is a required field';
  else if (author.length > 80) errors.author = 'Author must be at most 80 characters';
  else if (/[0-9]/.test(author)) errors.author = 'An author name has no digits';
  if (!STATUSES.has(status)) errors.status = 'Status must be one of the following values: draft, published, archived';
  if (publishedOn !== '' && !isIsoDay(publishedOn)) errors.publishedOn = 'Please enter a valid date.';
  const pageCount = pages === '' ? null : Number(pages);
  if (pageCount !== null && !(Number.isInteger(pageCount) && Math.abs(pageCount) <= 2 ** 31 - 1)) errors.pages = 'Please enter a number.';
  // BookTable declares min 0 for pages and prices (setConstraints).
  else if (pageCount !== null && pageCount < 0) errors.pages = 'Pages must be greater than or equal to 0';
  // numeric(8, 2): any number up to 999999.99 either way (more decimals are PostgreSQL's to round, as with the library).
  const priceValue = price.trim() === '' ? null : NUMBER.test(price.trim()) ? Number(price.trim()) : Number.NaN;
  if (priceValue !== null && !(priceValue >= 0 && priceValue <= PRICE_BOUND)) {
    errors.price = Number.isNaN(priceValue) ? 'Please enter a number.'
      : priceValue > 0 ? `Price must be less than or equal to ${PRICE_BOUND}` : 'Price must be greater than or equal to 0';
  }
  // A URL column: at most its 255 characters, and only an absolute http(s) address (the library's web_address rule).
  if (website.length > 255) errors.website = 'Website must be at most 255 characters';
  else if (website !== '' && !isWebAddress(website)) errors.website = 'Website must be a web address starting with http:// or https://';
  const changes: BookChanges = {
    title,
    author,
    status,
    featured: body.featured === '1',
    publishedOn: publishedOn === '' ? null : publishedOn,
    pages: pageCount,
    price: priceValue,
    summary: summary === '' ? null : summary,
    website: website === '' ? null : website,
  };
  return Object.keys(errors).length === 0 ? { ok: true, changes } : { ok: false, typed: { ...changes, pages: pages as never, price: price as never }, errors };
}

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
}
