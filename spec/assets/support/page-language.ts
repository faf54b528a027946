import { browserMessages, type MessageFeatures } from '../../../lib/i18n/browser-messages.js';
import { Translations } from '../../../lib/i18n/Translations.js';
import type { I18nView } from '../../../lib/wire/page-view.js';
import { translator, type Translate } from '../../../lib/wire/translate.js';

const translations = new Translations();

/** The `i18n` of a page view in a built-in locale, as the server sends it (without DataTables.net's language), with the messages of `features`' tables. */
export function pageI18n(locale = 'en', features: MessageFeatures = {}): I18nView {
  const t = translations.translator(locale);
  return { locale: t.locale, dir: t.dir, messages: { ...browserMessages(t, features) }, dataTables: null };
}

/** The browser's translator of a page in a built-in locale. */
export function pageT(locale: string): Translate {
  return translator(pageI18n(locale).messages, locale);
}

/** The browser's translator of an English page. */
export const englishT = pageT('en');
