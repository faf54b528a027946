import { ar } from './ar.js';
import { de } from './de.js';
import { en, type LibraryCatalogue } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { he } from './he.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { zh } from './zh.js';

export { en, type LibraryCatalogue, type MessageKey } from './en.js';

/** The library's built-in catalogues, by locale: each gives every message of the English one (its spec says so). */
export const BUILT_IN_CATALOGUES: Readonly<Record<string, LibraryCatalogue>> = Object.freeze({ en, fr, de, es, ar, he, it, pt, nl, pl, ja, zh });

/** The locales the library speaks by itself, in the order `Translations` offers them. */
export const BUILT_IN_LOCALES: readonly string[] = Object.freeze(Object.keys(BUILT_IN_CATALOGUES));
