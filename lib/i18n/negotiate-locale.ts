/** One language range of an `Accept-Language` header with its weight. */
interface LanguageRange {
  range: string;
  q: number;
  order: number;
}

/**
 * The available locale that best matches an `Accept-Language` header (RFC 9110 §12.5.4), or
 * undefined when none does. Ranges are tried by descending `q` (then header order; `q=0` refuses);
 * each range matches an available locale equal to it, else one equal to a prefix of it (`de-CH` ->
 * `de`: RFC 4647 lookup), else one it is a prefix of (`en` -> `en-GB`). Case is ignored; `*` takes
 * the first available locale.
 * @example
 * negotiateLocale('de-CH,de;q=0.9,en;q=0.5', ['en', 'fr', 'de']); // 'de'
 */
export function negotiateLocale(header: string | undefined, available: readonly string[]): string | undefined {
  if (!header || available.length === 0) return undefined;
  for (const { range } of parseAcceptLanguage(header)) {
    const match = matchLocale(range, available);
    if (match) return match;
  }
  return undefined;
}

/** The language ranges of an `Accept-Language` header, best first (`*` and refused ones left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return header ? parseAcceptLanguage(header).map(({ range }) => range).filter((range) => range !== '*') : [];
}

/** The available locale one language range (or locale) names, by the rules of {@link negotiateLocale}. */
export function matchLocale(range: string, available: readonly string[]): string | undefined {
  const wanted = range.trim().replace(/_/g, '-').toLowerCase();
  if (wanted === '') return undefined;
  if (wanted === '*') return available[0];
  const lower = available.map((locale) => locale.toLowerCase());
  for (let tag = wanted; tag !== ''; tag = tag.includes('-') ? tag.slice(0, tag.lastIndexOf('-')) : '') {
    const index = lower.indexOf(tag);
    if (index !== -1) return available[index];
  }
  const index = lower.findIndex((locale) => locale.startsWith(`${wanted}-`));
  return index === -1 ? undefined : available[index];
}

function parseAcceptLanguage(header: string): LanguageRange[] {
  return header
    .slice(0, 1000)
    .split(',')
    .slice(0, 50)
    .map((part, order) => {
      const [range, ...parameters] = part.split(';');
      // A malformed weight (`q=abc`) refuses the range rather than ranking it first.
      const weight = parameters.find((p) => /^\s*q\s*=/i.test(p));
      const q = weight === undefined ? 1 : /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.test(weight) ? Number(weight.split('=')[1]) : 0;
      return { range: range.trim(), q, order };
    })
    .filter((entry) => entry.range !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}
