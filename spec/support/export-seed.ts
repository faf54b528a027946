import type { MikroORM } from '@mikro-orm/postgresql';

/** Titles chosen to break a CSV writer or the SQL that formats it: formula starts, quotes, separators, line breaks, blanks, "\.". */
export const AWKWARD_TITLES = ['=HYPERLINK("x")', '+1', '-12.5', '-3,75', '-x', '@SUM(A1)', '\tTab', '\rCR', 'Say "hi", then\nleave', 'a,b', '',
  ' ', 'Ünïcödé ✓ 日本', '\\.', 'two\r\nlines', "'quoted'", ' padded ', '"', '""', 'ends with quote"', 'x\n"y"\nz', "it's 50% off_now?"];
/** Days of the years 1 to 99, before year 1, at the ends of the calendar, infinity and none. */
export const AWKWARD_DAYS = [null, '0099-03-04', '0500-01-02', '1999-12-31', '2024-02-29', '9999-12-31', '0044-03-15 BC', 'infinity', '0001-01-01'];
/** Page counts at the ends of an int4, and none. */
export const AWKWARD_PAGES = [null, 0, -5, 7, 123456, 2147483647, -2147483648];

/** Replaces the books with `count` rows mixing the awkward values above (every value of each list is used). */
export async function seedAwkwardBooks(orm: MikroORM, count = AWKWARD_TITLES.length * 3): Promise<void> {
  const schema = orm.config.get('schema');
  const connection = orm.em.getConnection();
  await connection.execute(`delete from "${schema}"."book"`);
  for (let i = 0; i < count; i++) {
    const pick = <T>(list: readonly T[], step: number) => list[(i * step) % list.length];
    await connection.execute(
      `insert into "${schema}"."book" ("id", "title", "author", "status", "featured", "pages", "published_on", "secret_note", "version") values (?, ?, ?, ?, ?, ?, ?, ?, 1)`,
      [i + 1, pick(AWKWARD_TITLES, 1), pick(AWKWARD_TITLES, 7), i % 3 === 0 ? 'published' : 'draft', i % 2 === 0,
        pick(AWKWARD_PAGES, 1), pick(AWKWARD_DAYS, 1), i % 4 === 0 ? null : i % 4 === 1 ? '' : pick(AWKWARD_TITLES, 5)],
    );
  }
}
