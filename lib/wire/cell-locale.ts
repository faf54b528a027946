/**
 * The locale cells format numbers and dates with: the page's, refined by the browser's region when
 * the page names a language alone. A page in `en` seen by a browser set to `en-GB` shows `14/02/1973`,
 * as that browser's date input in the edit form does; `en-US` shows `02/14/1973`. A page locale with a
 * region (`fr-CA`), or a browser in another language, keeps the page's. The server reads a date
 * searched in a data request in this locale too (with `Accept-Language` for the browser's languages),
 * so a date is found as it is shown.
 */
export function cellLocale(pageLocale: string | undefined, browserLanguages: readonly string[] = []): string | undefined {
  if (!pageLocale || pageLocale.includes('-')) return pageLocale;
  const prefix = `${pageLocale.toLowerCase()}-`;
  const regional = browserLanguages.find((language) => language.toLowerCase().startsWith(prefix));
  return regional && Intl.DateTimeFormat.supportedLocalesOf(regional).length > 0 ? regional : pageLocale;
}
