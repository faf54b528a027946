import type { Catalogue } from '../../lib/index.js';
import { ARABIC_PAGES } from './ar.js';
import { GERMAN_PAGES } from './de.js';
import { ENGLISH_PAGES } from './en.js';
import { SPANISH_PAGES } from './es.js';
import { FRENCH_PAGES } from './fr.js';
import { HEBREW_PAGES } from './he.js';
import { ITALIAN_PAGES } from './it.js';
import { JAPANESE_PAGES } from './ja.js';
import { DUTCH_PAGES } from './nl.js';
import { POLISH_PAGES } from './pl.js';
import { PORTUGUESE_PAGES } from './pt.js';
import { CHINESE_PAGES } from './zh.js';

/** The demo's page texts (`demo.*` keys), by locale: one file per language, the keys and placeholders of en.ts. */
export const PAGE_TRANSLATIONS: Readonly<Record<string, Catalogue>> = {
  en: ENGLISH_PAGES, de: GERMAN_PAGES, fr: FRENCH_PAGES, es: SPANISH_PAGES, it: ITALIAN_PAGES, pt: PORTUGUESE_PAGES,
  ar: ARABIC_PAGES, he: HEBREW_PAGES, nl: DUTCH_PAGES, pl: POLISH_PAGES, ja: JAPANESE_PAGES, zh: CHINESE_PAGES,
};
