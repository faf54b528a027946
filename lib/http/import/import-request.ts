import { HttpError } from '../../errors/HttpError.js';
import type { NestedParams } from '../shared/nested-params.js';
import {
  CSV_DELIMITERS, IMPORT_COMMITMENTS, IMPORT_ENCODINGS, IMPORT_MODES, type CsvDelimiter, type ImportCommitment, type ImportEncoding, type ImportFormat, type ImportMode,
} from '../../wire/import.js';
import { REQUEST_ID_PATTERN, REQUEST_ID_RULE } from '../../wire/request-id.js';

/** How the file of an import request is read: its kind, and a CSV's encoding and delimiter when the user chose them. */
export interface ImportReading {
  format: ImportFormat;
  encoding?: ImportEncoding;
  delimiter?: CsvDelimiter;
}

/** An import request's query, read strictly (`ImportQuery`). */
export interface ImportRequest extends ImportReading {
  mapping: Array<string | null>;
  commitment: ImportCommitment;
  mode: ImportMode;
  /** `update`, `upsert`: the field rows are found by, and its column in the file. */
  key?: { name: string; column: number };
  request?: string;
}

/** What the mapping may name: the create form's fields, and the fields rows may be found by (`update`, `upsert`). */
export interface ImportFields {
  fields: ReadonlySet<string>;
  keys: ReadonlySet<string>;
}

/** The mode of a preview's or an import's query (default `create`); an unknown one is 400. */
export function readImportMode(params: NestedParams): ImportMode {
  return oneOf(params.mode, IMPORT_MODES, 'mode') ?? 'create';
}

/** The file's kind, encoding and delimiter of a preview's or an import's query; each unknown value a 400 naming it. */
export function readImportReading(params: NestedParams, formats: readonly ImportFormat[]): ImportReading {
  const format = oneOf(params.format, formats, 'format');
  if (format === undefined) throw refused('format', `must be one of ${formats.join(', ')}`);
  const encoding = oneOf(params.encoding, IMPORT_ENCODINGS, 'encoding');
  const delimiter = oneOf(params.delimiter, CSV_DELIMITERS, 'delimiter');
  return { format, ...(encoding ? { encoding } : {}), ...(delimiter ? { delimiter } : {}) };
}

/**
 * An import's query: the reading, the mapping (a field of `fields` or '' per column, comma-separated; a
 * field named twice, a field not in the create form, no field at all: 400), the commitment (default
 * `valid-lines`), the mode (default `create`) and, to update, the key (one of `keys`, which the mapping
 * must name), and the optional request key.
 */
export function readImportRequest(params: NestedParams, formats: readonly ImportFormat[], { fields, keys }: ImportFields): ImportRequest {
  const reading = readImportReading(params, formats);
  if (typeof params.mapping !== 'string') throw refused('mapping', 'must name the field of each column, separated by commas');
  const mapping = params.mapping.split(',').map((name) => (name === '' ? null : name));
  if (mapping.length > 1000) throw refused('mapping', 'names more than 1000 columns');
  const seen = new Set<string>();
  for (const name of mapping) {
    if (name === null) continue;
    if (!fields.has(name) && !(params.mode !== undefined && params.mode !== 'create' && keys.has(name))) throw refused('mapping', `names ${JSON.stringify(name.slice(0, 60))}, which is not a field of the create form`);
    if (seen.has(name)) throw refused('mapping', `names the field ${JSON.stringify(name)} twice`);
    seen.add(name);
  }
  if (seen.size === 0) throw refused('mapping', 'must give at least one column a field');
  const commitment = oneOf(params.commitment, IMPORT_COMMITMENTS, 'commitment') ?? 'valid-lines';
  const mode = readImportMode(params);
  let key: ImportRequest['key'];
  if (mode !== 'create') {
    // Without `key`, the first of the table's keys the mapping names (its entity's key first).
    const name = params.key ?? [...keys].find((one) => seen.has(one));
    if (typeof name !== 'string' || !keys.has(name)) throw refused('key', `must name the field rows are found by: ${[...keys].join(', ') || 'the table has none (no edit action, no unique property)'}`);
    if (!seen.has(name)) throw refused('mapping', `must name the key ${JSON.stringify(name)}`);
    key = { name, column: mapping.indexOf(name) };
  }
  const request = params.request;
  if (request !== undefined && (typeof request !== 'string' || !REQUEST_ID_PATTERN.test(request))) throw refused('request', REQUEST_ID_RULE);
  return { ...reading, mapping, commitment, mode, ...(key ? { key } : {}), ...(request === undefined ? {} : { request }) };
}

/** An optional parameter that must be one of `allowed`. */
function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw refused(name, `must be one of ${allowed.map((one) => JSON.stringify(one)).join(', ')}`);
  return value as T;
}

function refused(name: string, rule: string): HttpError {
  return HttpError.badRequest(`"${name}" ${rule}`, { [name]: [rule] });
}
