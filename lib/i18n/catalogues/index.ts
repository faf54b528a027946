import { de } from './de.js';
import { en, type LibraryCatalogue } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';

export { en, type LibraryCatalogue, type MessageKey } from './en.js';

/** The library's built-in catalogues, by locale. */
export const BUILT_IN_CATALOGUES: Readonly<Record<string, LibraryCatalogue>> = Object.freeze({ en, fr, de, es });

/** The locales the library speaks by itself, in the order `Translations` offers them. */
export const BUILT_IN_LOCALES: readonly string[] = Object.freeze(Object.keys(BUILT_IN_CATALOGUES));
