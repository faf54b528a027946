/**
 * The demo's authors, deterministic: ten real writers first (the first five wrote the first five
 * books, as before authors were rows; "Tolkien" finds the sixth), then names made of a first and a
 * last name, each pair once. Countries are indexes into `COUNTRIES`, or null (unknown).
 */

/** A real writer and where they lived (an index into `COUNTRIES`). */
const CLASSICS: ReadonlyArray<{ name: string; country: number }> = [
  { name: 'Ursula K. Le Guin', country: 0 }, { name: 'Octavia E. Butler', country: 0 },
  { name: 'Italo Calvino', country: 2 }, { name: 'Stanisław Lem', country: 3 }, { name: 'Toni Morrison', country: 0 },
  { name: 'J. R. R. Tolkien', country: 1 }, { name: 'Chinua Achebe', country: 4 }, { name: 'Jorge Luis Borges', country: 5 },
  { name: 'Haruki Murakami', country: 6 }, { name: 'Gabriel García Márquez', country: 7 },
];

/** How many of the first authors are {@link CLASSICS}. */
export const CLASSIC_AUTHORS = CLASSICS.length;

const FIRST = [
  'Ada', 'Amara', 'Anton', 'Aiko', 'Bruno', 'Camila', 'Dario', 'Elif', 'Emeka', 'Freya', 'Greta', 'Hana', 'Hugo', 'Ines',
  'Ivo', 'Jonas', 'Kofi', 'Lena', 'Lucía', 'Malik', 'Maria', 'Mateo', 'Mei', 'Nadia', 'Nils', 'Noor', 'Olga', 'Omar',
  'Paula', 'Priya', 'Rafael', 'Rosa', 'Sami', 'Sofia', 'Tariq', 'Tomás', 'Una', 'Viktor', 'Yara', 'Zofia',
];
const LAST = [
  'Abara', 'Bianchi', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Haddad', 'Ito', 'Jansen', 'Kowalski',
  'Larsen', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Santos', 'Tanaka', 'Umar', 'Varga', 'Weber',
  'Xu', 'Yilmaz', 'Zielinski', 'Almeida', 'Brennan', 'Chen', 'Dimitriou', 'Esposito', 'Farouk', 'Gallagher', 'Horvath',
  'Iversen', 'Joshi', 'Kim', 'Lindqvist', 'Mensah', 'Novak', 'Ortega', 'Park', 'Reyes', 'Silva', 'Takahashi', 'Ueda',
  'Vasquez', 'Wong', 'Yamamoto', 'Zhou',
];

/** At most this many authors: each first and last name paired once, after the classics. */
export const MAX_AUTHORS = CLASSICS.length + FIRST.length * LAST.length;

/** Author `index` (0-based): its name, and its country's index or null. */
export function authorAt(index: number, countries: number): { name: string; country: number | null } {
  if (index < CLASSICS.length) return CLASSICS[index];
  const made = index - CLASSICS.length;
  const name = `${FIRST[made % FIRST.length]} ${LAST[Math.floor(made / FIRST.length) % LAST.length]}`;
  // Every seventeenth made-up author has no known country: the Country column shows an empty cell.
  return { name, country: made % 17 === 16 ? null : (made * 13) % countries };
}
