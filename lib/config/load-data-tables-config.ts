import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { DEFAULT_CONFIG, type DataTablesConfig } from './DataTablesConfig.js';
import { checkMercureConfig } from './check-mercure-config.js';
import { resolveEnvReference, type Environment } from './env-reference.js';

/** What a leaf holds. */
type Leaf = 'string' | 'boolean' | 'integer';

/** The shape of the settings: a nested object of sections whose leaves name their type. */
type Shape = { readonly [key: string]: Shape | Leaf };

const SHAPE: Shape = {
  edit_modal: { template: 'string', body_template: 'string', default_title: 'string' },
  details: { template: 'string' },
  mercure: {
    enabled: 'boolean',
    protocol: 'string',
    hub_url: 'string',
    public_url: 'string',
    jwt_secret: 'string',
    jwt_key_file: 'string',
    jwt_algorithm: 'string',
    private: 'boolean',
    topic_base: 'string',
    debounce_ms: 'integer',
    max_wait_ms: 'integer',
    publish_timeout_ms: 'integer',
  },
  translation: { default_locale: 'string' },
};

/**
 * Reads the `data_tables` settings from a YAML or JSON file (by extension) or from an object
 * already parsed, fills the defaults, and refuses unknown keys and wrong types naming the key path.
 * A value written `%env(NAME)%` is read from the environment variable `NAME` (so secrets stay out
 * of files); a variable that is not set is a ConfigurationError naming both.
 * @example
 * const config = loadDataTablesConfig('config/packages/data_tables.yaml');
 */
export function loadDataTablesConfig(fileOrObject: string | object, env: Environment = process.env): DataTablesConfig {
  const document = typeof fileOrObject === 'string' ? readDocument(fileOrObject) : fileOrObject;
  if (!isPlainObject(document)) throw new ConfigurationError('The settings must be an object with a "data_tables" key');
  const rootKeys = Object.keys(document).filter((key) => key !== 'data_tables');
  if (rootKeys.length > 0) throw new ConfigurationError(`Unknown key "${rootKeys[0]}": the root key must be "data_tables"`);
  const settings = document.data_tables ?? {};
  const config = merge(DEFAULT_CONFIG, settings, SHAPE, 'data_tables', env) as unknown as DataTablesConfig;
  checkMercureConfig(config.mercure);
  return config;
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

function merge(defaults: object, given: unknown, shape: Shape, path: string, env: Environment): Record<string, unknown> {
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
    const fallback = (defaults as Record<string, unknown>)[key];
    const raw = Object.hasOwn(given, key) ? given[key] : undefined;
    if (typeof expected === 'object') {
      result[key] = merge(fallback as object, raw, expected, `${path}.${key}`, env);
      continue;
    }
    const value = resolveEnvReference(raw, `${path}.${key}`, env);
    result[key] = value === undefined || (value === null && fallback === null) ? fallback : leaf(value, expected, `${path}.${key}`);
  }
  return result;
}

/** A leaf value of the expected type; strings (from the environment, say) are read as booleans and integers. */
function leaf(value: unknown, expected: Leaf, path: string): unknown {
  if (expected === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    throw new ConfigurationError(`"${path}" must be true or false, got ${describe(value)}`);
  }
  if (expected === 'integer') {
    const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
    if (typeof number === 'number' && Number.isSafeInteger(number) && number >= 0) return number;
    throw new ConfigurationError(`"${path}" must be a whole number of 0 or more, got ${describe(value)}`);
  }
  if (typeof value !== 'string' || value === '') throw new ConfigurationError(`"${path}" must be a non-empty string, got ${describe(value)}`);
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return `${typeof value} ${JSON.stringify(value)}`;
}
