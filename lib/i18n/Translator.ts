import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageParams } from '../wire/translate.js';
import { textDirection } from './text-direction.js';

export type { MessageParams } from '../wire/translate.js';

/** Messages of one locale, by key. */
export type Catalogue = Readonly<Record<string, string>>;

/** How a translator tells of a message its locale lacks (see `Translations`). */
export interface MissingTranslationDelegate {
  /** How many of the catalogues, first in the chain, are the locale's own language (the rest are fallbacks). */
  readonly ownCatalogues: number;
  /** Whether some catalogue of the router has this key (a label nobody translated is not missing). */
  isKey(text: string): boolean;
  /** Whether labels are checked too: not in the language they are written in (the default locale's). */
  readonly labels: boolean;
  /** Called once per key this locale lacks. */
  missing(key: string): void;
}

/**
 * The messages of one locale: looked up in its catalogues in order (the locale's own, then its
 * fallbacks: `de-CH`, `de`, the default locale, English) and formatted as ICU MessageFormat by
 * intl-messageformat. Compiled messages are kept; a Translator is shared by every request of its locale.
 * @example
 * translator.t('realtime.rows_changed', { count: 3 }); // '3 rows were changed'
 * translator.label('books.title');                     // its translation, or 'books.title' as written
 */
export class Translator {
  /** `rtl` for Arabic, Hebrew, Persian, Urdu...; `ltr` otherwise. */
  readonly dir: 'ltr' | 'rtl';
  private readonly compiled = new Map<string, IntlMessageFormat>();
  private readonly reported = new Set<string>();

  constructor(
    readonly locale: string,
    private readonly catalogues: readonly Catalogue[],
    private readonly delegate?: MissingTranslationDelegate,
  ) {
    this.dir = textDirection(locale);
  }

  /** Whether a message has this key (in the locale or a fallback). */
  has(key: string): boolean {
    return this.message(key) !== undefined;
  }

  /** The message of a key as written in its catalogue (unformatted), or undefined. */
  message(key: string): string | undefined {
    for (const catalogue of this.catalogues) {
      if (Object.hasOwn(catalogue, key)) return catalogue[key];
    }
    return undefined;
  }

  /** The message of a key formatted with its parameters; an unknown key is returned as it is. */
  t(key: string, params?: MessageParams): string {
    const message = this.message(key);
    if (this.delegate) this.check(key);
    if (message === undefined) return key;
    let format = this.compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, this.locale, undefined, { ignoreTag: true });
      this.compiled.set(key, format);
    }
    try {
      return String(format.format(params as Record<string, string>));
    } catch {
      // A parameter the caller did not give (an application's message used as a label, say).
      return message;
    }
  }

  /**
   * Text the application wrote (a label, a confirmation, a title, a validation message): translated
   * when it is a message key, else shown exactly as written. This is how an application gives keys.
   */
  label(text: string, params?: MessageParams): string {
    if (this.has(text)) return this.t(text, params);
    if (this.delegate?.labels) this.check(text);
    return text;
  }

  /** Tells the delegate, once, of a key this locale's own catalogues lack while another locale has it. */
  private check(key: string): void {
    const { ownCatalogues, isKey, missing } = this.delegate!;
    if (this.reported.has(key)) return;
    const own = this.catalogues.slice(0, ownCatalogues).some((catalogue) => Object.hasOwn(catalogue, key));
    if (own || !isKey(key)) return;
    this.reported.add(key);
    missing(key);
  }
}
