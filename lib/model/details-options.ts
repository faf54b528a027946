import { ConfigurationError } from '../errors/ConfigurationError.js';

/**
 * Options of `setDetails(...)` (docs/row-details.md). `fields`: with a template, what its `fields` variable lists
 * (default: the table's columns holding values); `populate`: relations loaded with the row (`author.books`), which a
 * template reads from its `entity`.
 */
export interface DetailsOptions {
  fields?: readonly string[];
  populate?: readonly string[];
}

/**
 * What a row's details show, as `setDetails` was given it: `fields` (column names or paths of the entity's
 * properties and relations) rendered by the details template (`data_tables.details.template`, else the built-in
 * `<dl>`); or the table's own `template`, which gets the same fields, the table's row and the entity.
 */
export interface TableDetails {
  readonly template: string | null;
  /** Null: a template's default, the table's columns holding values. */
  readonly fields: readonly string[] | null;
  readonly populate: readonly string[];
}

/**
 * `setDetails(details, options)` as given, copied: a template path, or a non-empty list of distinct field paths;
 * anything else is a ConfigurationError quoting it (the paths themselves are checked with the table's,
 * `persistence/details-binding`).
 */
export function checkDetailsOptions(details: string | readonly string[], options: DetailsOptions = {}): TableDetails {
  const says = (what: string, got: unknown) => new ConfigurationError(`setDetails() takes ${what}, got ${JSON.stringify(got) ?? String(got)}`);
  const paths = (list: unknown, what: string): readonly string[] => {
    if (!Array.isArray(list) || list.length === 0 || !list.every((path) => typeof path === 'string' && path !== '') || new Set(list).size !== list.length) throw says(what, list);
    return Object.freeze([...list]);
  };
  if (options === null || typeof options !== 'object' || Object.keys(options).some((key) => key !== 'fields' && key !== 'populate')) {
    throw says('options { fields?, populate? }', options);
  }
  const populate = options.populate === undefined ? Object.freeze([]) : paths(options.populate, 'relations to populate as a list of paths ({ populate: [\'author.books\'] })');
  if (typeof details === 'string') {
    if (details === '') throw says('a template path or a list of fields', details);
    const fields = options.fields === undefined ? null : paths(options.fields, 'a template\'s fields as a list of distinct paths');
    return Object.freeze({ template: details, fields, populate });
  }
  if (options.fields !== undefined) throw says('its fields once: as the list, or with a template as { fields }', options.fields);
  return Object.freeze({ template: null, fields: paths(details, 'a template path or a list of distinct fields (column names or paths: \'author.name\', \'author.books\')'), populate });
}
