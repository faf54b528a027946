import { IntlMessageFormat } from 'intl-messageformat';
import type { Request } from 'express';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { BUILT_IN_CATALOGUES, en } from './catalogues/index.js';
import { acceptedLanguages, matchLocale, negotiateLocale } from './negotiate-locale.js';
import { cellLocale } from '../wire/cell-locale.js';
import { Translator, type Catalogue } from './Translator.js';

/** What a router does with what a locale lacks (the router logs both; `missing` in development only, by default). */
export interface TranslationDelegate {
  /** A label or message some catalogue has and this locale's own do not: called once per pair. */
  missing?(locale: string, key: string): void;
  /** A locale left out of the available ones because its catalogues lack library messages (`keys`). */
  incomplete?(locale: string, keys: readonly string[]): void;
}

/**
 * How a router speaks: the options of `dataTablesRouter` about languages (docs/translations.md, Translations),
 * declared here once; `DataTablesRouterOptions` extends it.
 */
export interface TranslationOptions {
  /**
   * Messages by locale (ICU MessageFormat), merged over the library's own catalogues (`BUILT_IN_LOCALES`):
   * override its keys, add your own (labels written as keys are translated), add a language. A language
   * of your own must give every library message (`en`'s keys; `de-CH` may lean on `de`): one that lacks
   * any is not offered, so that a page never mixes two languages (docs/translations.md, Translations).
   * @example
   * translations: { fr: { 'action.delete': 'Effacer', 'books.title': 'Titre' }, 'fr-CA': { 'modal.save': 'Sauvegarder' } }
   */
  translations?: Readonly<Record<string, Catalogue>>;
  /**
   * The locales pages may be rendered in; default: the built-in ones and those of `translations`. A locale
   * whose catalogues lack a library message is left out (the router logs which keys).
   */
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

/** Every message of the library: a locale is offered only when its own language gives them all. */
const LIBRARY_KEYS = Object.keys(en);

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
    const wanted = options.locales ? [...options.locales] : [...this.catalogues.keys()];
    if (wanted.length === 0) throw new ConfigurationError('The "locales" option needs at least one locale');
    wanted.forEach((locale) => checkLocale(locale, 'locales'));
    // The router passes `data_tables.translation.default_locale` as `defaultLocale` when the option is not given.
    this.defaultLocale = options.defaultLocale ?? (wanted.includes('en') ? 'en' : wanted[0]);
    if (!wanted.includes(this.defaultLocale)) {
      throw new ConfigurationError(`The default locale "${this.defaultLocale}" is not one of the locales (${wanted.map((l) => `"${l}"`).join(', ')})`);
    }
    // One language per page: a locale that would show some library words in another language is not offered.
    const lacking = new Map(wanted.map((locale) => [locale, this.lackingKeys(locale)]));
    const defaultLacks = lacking.get(this.defaultLocale)!;
    if (defaultLacks.length > 0) {
      throw new ConfigurationError(`The default locale "${this.defaultLocale}" lacks ${defaultLacks.length} library message(s), ${quoteSome(defaultLacks)}: give them in "translations"`);
    }
    this.locales = Object.freeze(wanted.filter((locale) => lacking.get(locale)!.length === 0));
    for (const [locale, keys] of lacking) if (keys.length > 0) delegate.incomplete?.(locale, keys);
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
    const ownCatalogues = this.ownLanguageCount(locale);
    // Labels are written in the default locale's language: shown as written there, they lack nothing.
    const labels = language !== this.defaultLocale.split('-')[0].toLowerCase();
    return { ownCatalogues, labels, isKey: (text) => this.keys.has(text), missing: (key) => report(locale, key) };
  }

  /** The library's message keys that no catalogue of a locale's own language gives (`de-CH` reads `de-CH`, then `de`). */
  private lackingKeys(locale: string): string[] {
    const own = this.chain(locale).slice(0, this.ownLanguageCount(locale));
    return LIBRARY_KEYS.filter((key) => !own.some((catalogue) => Object.hasOwn(catalogue, key)));
  }

  /** How many catalogues, first in a locale's chain, are of its own language (the rest are fallbacks). */
  private ownLanguageCount(locale: string): number {
    const language = locale.split('-')[0].toLowerCase();
    return this.chainTags(locale).filter((tag) => tag.split('-')[0].toLowerCase() === language).length;
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

/** Up to three keys, quoted, and how many more. */
function quoteSome(keys: readonly string[]): string {
  const shown = keys.slice(0, 3).map((key) => `"${key}"`).join(', ');
  return keys.length > 3 ? `${shown} and ${keys.length - 3} more` : shown;
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
