import { chunkStylesheet } from '../flows/chunk-stylesheet.js';
import { RELATION_STYLESHEET } from './relation-stylesheet-url.js';

/**
 * Links the relation picker's stylesheet into the page once, where a picker is about to be shown (a form, the
 * filter bar's controls, a cell's editor), and resolves when it has loaded or failed to ({@link chunkStylesheet}).
 */
export function relationStylesheet(doc: Document): Promise<unknown> | undefined {
  return chunkStylesheet(doc, RELATION_STYLESHEET);
}
