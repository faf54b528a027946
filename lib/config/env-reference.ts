import { ConfigurationError } from '../errors/ConfigurationError.js';

/** The environment variables a configuration may reference (`process.env` by default). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** `%env(NAME)%`, the whole value: NAME is an environment variable name. */
const REFERENCE = /^%env\(([A-Za-z_][A-Za-z0-9_]*)\)%$/;

/**
 * The value with an environment reference replaced by the variable's value (a string, read by the
 * caller as the key's type). A variable that is not set is a ConfigurationError naming the key and
 * the variable; other values are returned as they are.
 */
export function resolveEnvReference(value: unknown, path: string, env: Environment): unknown {
  if (typeof value !== 'string') return value;
  const name = REFERENCE.exec(value)?.[1];
  if (name === undefined) return value;
  const found = env[name];
  if (found === undefined) {
    throw new ConfigurationError(`"${path}" names the environment variable "${name}", which is not set`);
  }
  return found;
}
