import type { RequestHandler } from 'express';
import type { Catalogue, PageLanguage } from '../lib/index.js';

/**
 * `res.locals.label(text)`: a label of the demo's tables (English text as its key, `'Author'`) in the
 * page's language, as the tables show it: translated where the page's language has it, else as written.
 * `t()` alone would report the English page's labels as missing translations: English has no entry for them.
 */
export function pageLabel(translations: Readonly<Record<string, Catalogue>>): RequestHandler {
  return (_req, res, next) => {
    res.locals.label = (text: string) => {
      const language = res.locals.dataTablesI18n as PageLanguage;
      const own = translations[language.locale] ?? translations[language.locale.split('-')[0]] ?? {};
      return Object.hasOwn(own, text) ? language.t(text) : text;
    };
    next();
  };
}
