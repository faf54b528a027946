import Negotiator from 'negotiator';

// The header is read by `negotiator` (Express's own: q-values, order, refused and malformed ranges); the
// match is ours, as negotiator's (`req.acceptsLanguages`) is worse at it in three ways a reader meets:
// at equal q it prefers any exact match to an earlier range's fallback (`de-CH, fr` gives `fr` where the
// reader asked for German first), it falls back by one subtag only (`zh-Hant-TW` finds no `zh-Hant`),
// and it does not know `de_AT`. @formatjs/intl-localematcher's lookup does not take `pt` to `pt-BR`,
// and its best fit throws on ranges as common as `de-CH` and `en-AU`.

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
  for (const range of parseAcceptLanguage(header)) {
    const match = matchLocale(range, available);
    if (match) return match;
  }
  return undefined;
}

/** The language ranges of an `Accept-Language` header, best first (`*` and refused ones left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return header ? parseAcceptLanguage(header).filter((range) => range !== '*') : [];
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

/**
 * The language ranges of an `Accept-Language` header, best first (refused ones left out): its first 1,000
 * characters, as each range is then matched against every locale, on every request.
 */
function parseAcceptLanguage(header: string): string[] {
  return new Negotiator({ headers: { 'accept-language': header.slice(0, 1000) } }).languages();
}
