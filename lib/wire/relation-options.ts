// The options endpoint (`GET /datatables/ajax/options`): the related rows a relation column's filter or
// form field may pick, searched and paged on the server. The browser's pickers ask it; the server answers
// only rows the column's `setRelationScope` allows. Declared once, here, for both sides.

/**
 * The query: `table` (a token of purpose `options`), `column` (a column naming a relation: `author`,
 * `tags`), `q` (text the labels must contain, case-insensitively; absent or '': any), `page` (from 0).
 * `ids` (repeated, at most {@link RELATION_OPTIONS_PAGE}) asks for the labels of those rows instead,
 * those the scope allows, in the order given: a picker showing values chosen before.
 */
export interface RelationOptionsRequest {
  table: string;
  column: string;
  q?: string;
  page?: number;
  ids?: string[];
}

/** One related row: its key as text (what a form or filter submits) and its label as the column shows it. */
export interface RelationOption {
  id: string;
  label: string;
}

/**
 * A relation field's rows as a conflict's "use theirs" button carries them (its `value`): the rows saved
 * meanwhile, JSON, so that the browser can show them chosen, labels and all, without asking the server.
 */
export function relationValueText(options: readonly RelationOption[]): string {
  return JSON.stringify(options.map(({ id, label }) => ({ id, label })));
}

/** The rows of {@link relationValueText}; anything else (the page's markup is anyone's to change) is none. */
export function readRelationValue(text: string): RelationOption[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((item): item is RelationOption => typeof item?.id === 'string' && typeof item?.label === 'string')
    .map(({ id, label }) => ({ id, label }));
}

/** A page of options in label order (then key order); `more`: a next page exists. */
export interface RelationOptionsPage {
  options: RelationOption[];
  more: boolean;
}

/** Options in one page. */
export const RELATION_OPTIONS_PAGE = 20;

/**
 * A relation field whose scope allows at most this many rows is a plain `<select>` (all of them, no
 * request); past it, a combobox asking the options endpoint as the user types.
 */
export const SMALL_RELATION = 50;

/** The longest `q` the endpoint reads (characters); longer is 400. */
export const RELATION_SEARCH_LENGTH = 200;

/** Most related rows one ManyToMany value or relation filter may name; more is 422 (a form) or 400 (a filter). */
export const MOST_RELATED_IDS = 100;
