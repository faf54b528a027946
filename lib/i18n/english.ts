import { en } from './catalogues/en.js';
import { Translator } from './Translator.js';

/** The library's English messages alone: what a form or a view says when no router chose a locale. */
export const ENGLISH = new Translator('en', [en]);
