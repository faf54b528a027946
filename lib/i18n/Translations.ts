import { IntlMessageFormat } from 'intl-messageformat';
import type { Request } from 'express';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { BUILT_IN_CATALOGUES } from './catalogues/index.js';
import { acceptedLanguages, matchLocale, negotiateLocale } from './negotiate-locale.js';
import { cellLocale } from '../wire/cell-locale.js';
import { Translator, type Catalogue } from './Translator.js';

/** What a router does with a message a locale lacks: `missing(locale, key)`, called once per pair (development only, by default). */
export interface TranslationDelegate {
  missing?(locale: string, key: string): void;
}

/**
 * How a router speaks: the options of `dataTablesRouter` about languages (README, Translations),
 * declared here once; `DataTablesRouterOptions` extends it.
 */
export interface TranslationOptions {
  /**
   * Messages by locale (ICU MessageFormat), merged over the library's English, French, German and
   * Spanish: override its keys, add your own (labels written as keys are translated) and locales.
   * @example
   * translations: { fr: { 'action.delete': 'Effacer', 'books.title': 'Titre' }, it: { 'action.delete': 'Elimina' } }
   */
  translations?: Readonly<Record<string, Catalogue>>;
  /** The locales pages may be rendered in; default: the built-in ones (`en`, `fr`, `de`, `es`) and those of `translations`. */
  locales?: readonly string[];
  /**
   * The locale when neither `locale(req)` nor `Accept-Language` names an available one. Default: the
   * router's `data_tables.translation.default_locale`, else `en` when it is one of `locales`, else the
   * first of `locales`. It must be one of `locales`.
   */
  defaultLocale?: string;
  /** The request's locale (the user's setting, say); undefined or unavailable: negotiated from `Accept-Language`. */
  locale?: (req: Request) => string | undefined;
}

const LOCALE = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

/**
 * The library's catalogues with the application's merged over them, the locales available, and the
 * locale of each request. Every message is compiled once here, so a syntax error in a catalogue
 * fails when the router is built, naming the locale and the key.
 */
export class Translations {
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly translators = new Map<string, Translator>();
  private readonly chooseLocale: TranslationOptions['locale'];
  private readonly byRequest = new WeakMap<Request, Translator>();
  /** The requests whose locale came from `Accept-Language` (or could have): their answer varies on it. */
  private readonly negotiated = new WeakSet<Request>();

  /** Every key of every catalogue: a label among them is a translation some locale lacks. */
  private readonly keys = new Set<string>();

  constructor(options: TranslationOptions = {}, private readonly delegate: TranslationDelegate = {}) {
    const given = options.translations ?? {};
    if (typeof given !== 'object' || given === null) throw new ConfigurationError('The "translations" option must be an object of locale -> messages');
    for (const locale of new Set([...Object.keys(BUILT_IN_CATALOGUES), ...Object.keys(given)])) {
      checkLocale(locale, 'translations');
      const own = given[locale] ?? {};
      if (typeof own !== 'object' || own === null) throw new ConfigurationError(`The translations of locale "${locale}" must be an object of key -> message`);
      const merged = { ...BUILT_IN_CATALOGUES[locale], ...own };
      // The built-in messages are checked by their spec; the application's are compiled here once.
      for (const [key, message] of Object.entries(own)) checkMessage(locale, key, message);
      this.catalogues.set(locale, Object.freeze(merged));
      for (const key of Object.keys(merged)) this.keys.add(key);
    }
    this.locales = Object.freeze(options.locales ? [...options.locales] : [...this.catalogues.keys()]);
    if (this.locales.length === 0) throw new ConfigurationError('The "locales" option needs at least one locale');
    this.locales.forEach((locale) => checkLocale(locale, 'locales'));
    // The router passes `data_tables.translation.default_locale` as `defaultLocale` when the option is not given.
    this.defaultLocale = options.defaultLocale ?? (this.locales.includes('en') ? 'en' : this.locales[0]);
    if (!this.locales.includes(this.defaultLocale)) {
      throw new ConfigurationError(`The default locale "${this.defaultLocale}" is not one of the locales (${this.locales.map((l) => `"${l}"`).join(', ')})`);
    }
    if (options.locale !== undefined && typeof options.locale !== 'function') throw new ConfigurationError('The "locale" option must be a function (req) => string | undefined');
    this.chooseLocale = options.locale;
  }

  /** The translator of an available locale (an unavailable one gets the default locale's). */
  translator(locale: string): Translator {
    const chosen = this.locales.includes(locale) ? locale : this.defaultLocale;
    let translator = this.translators.get(chosen);
    if (!translator) {
      translator = new Translator(chosen, this.chain(chosen), this.missingDelegate(chosen));
      this.translators.set(chosen, translator);
    }
    return translator;
  }

  /**
   * The translator of a request: the locale `locale(req)` gives when one is available (`de-CH` may
   * give `de`), else the best of `Accept-Language`, else the default locale. Decided once per request.
   */
  forRequest(req: Request): Translator {
    const known = this.byRequest.get(req);
    if (known) return known;
    const wanted = this.chooseLocale?.(req);
    const chosen = typeof wanted === 'string' ? matchLocale(wanted, this.locales) : undefined;
    if (chosen === undefined && this.locales.length > 1) this.negotiated.add(req);
    const locale = chosen ?? negotiateLocale(req.get?.('Accept-Language'), this.locales) ?? this.defaultLocale;
    const translator = this.translator(locale);
    this.byRequest.set(req, translator);
    return translator;
  }

  /**
   * The locale the browser shows this request's dates in (`cellLocale`): the request's, with the
   * region of the browser's language when it names a language alone (`en` and `en-GB,en` give `en-GB`).
   * A date searched in a data request is read in it, so `14/02/1973` finds what an en-GB browser shows.
   */
  dateLocale(req: Request): string {
    return cellLocale(this.forRequest(req).locale, acceptedLanguages(req.get?.('Accept-Language')))!;
  }

  /** Whether the request's locale was (or would be) read from its `Accept-Language`, not chosen by `locale(req)`. */
  negotiatedFor(req: Request): boolean {
    this.forRequest(req);
    return this.negotiated.has(req);
  }

  /** How a locale's translator reports what it lacks: the catalogues of its own language come first in its chain. */
  private missingDelegate(locale: string): ConstructorParameters<typeof Translator>[2] {
    const report = this.delegate.missing;
    if (!report) return undefined;
    const language = locale.split('-')[0].toLowerCase();
    const ownCatalogues = this.chainTags(locale).filter((tag) => tag.split('-')[0].toLowerCase() === language).length;
    // Labels are written in the default locale's language: shown as written there, they lack nothing.
    const labels = language !== this.defaultLocale.split('-')[0].toLowerCase();
    return { ownCatalogues, labels, isKey: (text) => this.keys.has(text), missing: (key) => report(locale, key) };
  }

  /** The catalogues a locale reads, most specific first: `pt-BR`, `pt`, the default locale, English. */
  private chain(locale: string): Catalogue[] {
    return this.chainTags(locale).map((tag) => this.catalogues.get(tag)!);
  }

  /** The locales of {@link chain}'s catalogues, as the catalogues name them. */
  private chainTags(locale: string): string[] {
    const tags: string[] = [];
    for (let tag = locale; tag !== ''; tag = tag.includes('-') ? tag.slice(0, tag.lastIndexOf('-')) : '') tags.push(tag);
    tags.push(this.defaultLocale, 'en');
    const found: string[] = [];
    for (const tag of tags) {
      const key = [...this.catalogues.keys()].find((candidate) => candidate.toLowerCase() === tag.toLowerCase());
      if (key && !found.includes(key)) found.push(key);
    }
    return found;
  }

}

function checkLocale(locale: string, option: string): void {
  if (typeof locale !== 'string' || !LOCALE.test(locale)) {
    throw new ConfigurationError(`The "${option}" option names locale ${JSON.stringify(locale)}, which is not a BCP 47 language tag ("fr", "pt-BR")`);
  }
}

function checkMessage(locale: string, key: string, message: unknown): void {
  if (typeof message !== 'string') throw new ConfigurationError(`The message "${key}" of locale "${locale}" must be a string`);
  try {
    new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
  } catch (error) {
    throw new ConfigurationError(`The message "${key}" of locale "${locale}" is not valid ICU MessageFormat: ${(error as Error).message}`);
  }
}
