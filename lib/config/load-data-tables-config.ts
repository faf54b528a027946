import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { DEFAULT_CONFIG, type DataTablesConfig } from './DataTablesConfig.js';

/** The shape of the settings: a nested object of sections whose leaves are the expected `typeof`. */
type Shape = { readonly [key: string]: Shape | 'string' };

const SHAPE: Shape = {
  edit_modal: { template: 'string', body_template: 'string', default_title: 'string' },
};

/**
 * Reads the `data_tables` settings from a YAML or JSON file (by extension) or from an object
 * already parsed, fills the defaults, and refuses unknown keys and wrong types naming the key path.
 * @example
 * const config = loadDataTablesConfig('config/packages/data_tables.yaml');
 */
export function loadDataTablesConfig(fileOrObject: string | object): DataTablesConfig {
  const document = typeof fileOrObject === 'string' ? readDocument(fileOrObject) : fileOrObject;
  if (!isPlainObject(document)) throw new ConfigurationError('The settings must be an object with a "data_tables" key');
  const rootKeys = Object.keys(document).filter((key) => key !== 'data_tables');
  if (rootKeys.length > 0) throw new ConfigurationError(`Unknown key "${rootKeys[0]}": the root key must be "data_tables"`);
  const settings = document.data_tables ?? {};
  return merge(DEFAULT_CONFIG, settings, SHAPE, 'data_tables') as unknown as DataTablesConfig;
}

function readDocument(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigurationError(`Cannot read the settings file "${file}": ${(error as Error).message}`);
  }
  try {
    return extname(file) === '.json' ? JSON.parse(text) : (parseYaml(text) ?? {});
  } catch (error) {
    throw new ConfigurationError(`The settings file "${file}" is not valid ${extname(file) === '.json' ? 'JSON' : 'YAML'}: ${(error as Error).message}`);
  }
}

function merge(defaults: object, given: unknown, shape: Shape, path: string): Record<string, unknown> {
  if (given === null || given === undefined) given = {};
  if (!isPlainObject(given)) throw new ConfigurationError(`"${path}" must be a mapping of keys, got ${describe(given)}`);
  for (const key of Object.keys(given)) {
    // Own keys only: `in` would let `toString`, `constructor` or `__proto__` through unnoticed.
    if (!Object.hasOwn(shape, key)) {
      throw new ConfigurationError(`Unknown key "${path}.${key}"; expected one of ${Object.keys(shape).map((k) => `"${k}"`).join(', ')}`);
    }
  }
  const result: Record<string, unknown> = {};
  for (const [key, expected] of Object.entries(shape)) {
    const value = Object.hasOwn(given, key) ? given[key] : undefined;
    const fallback = (defaults as Record<string, unknown>)[key];
    if (typeof expected === 'object') {
      result[key] = merge(fallback as object, value, expected, `${path}.${key}`);
    } else if (value === undefined || (value === null && fallback === null)) {
      result[key] = fallback;
    } else if (typeof value !== expected || value === '') {
      throw new ConfigurationError(`"${path}.${key}" must be a non-empty ${expected}, got ${describe(value)}`);
    } else {
      result[key] = value;
    }
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return `${typeof value} ${JSON.stringify(value)}`;
}
