// The language a page is rendered in, as the page view carries it (page-view.ts, `PageView.i18n`).

/** The language a page is rendered in, and what the browser needs to speak it (docs/translations.md, Translations). */
export interface I18nView {
  /** The BCP 47 locale (`en`, `de`, `fr-CA`): `Intl` formats numbers and dates with it. */
  locale: string;
  /** `rtl` for Arabic, Hebrew, Persian, Urdu...; the page itself sets `<html dir>`. */
  dir: 'ltr' | 'rtl';
  /** The browser's messages (ICU MessageFormat), resolved for the locale on the server. */
  messages: Record<string, string>;
  /** DataTables.net's `language` option in the same locale, from the same catalogue (`datatables.*` keys). */
  dataTables: Readonly<Record<string, unknown>> | null;
}
