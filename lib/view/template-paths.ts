import { existsSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigurationError } from '../errors/ConfigurationError.js';

/** The template namespace of this package's own `views/` directory. */
export const TEMPLATE_NAMESPACE = '@VendorDataTables/';

/**
 * The absolute file of a template path: `@VendorDataTables/...` in this package's `views/`, any
 * other path in `directories` in order (`.ejs` may be left out). Needs no template engine, so the
 * router checks every path when it is built. Throws a ConfigurationError when the file is missing
 * or the path leaves its roots.
 */
export function resolveTemplatePath(path: string, directories: readonly string[]): string {
  if (typeof path !== 'string' || path === '' || path.includes('\0')) {
    throw new ConfigurationError(`Invalid template path ${JSON.stringify(path)}`);
  }
  const namespaced = path.startsWith(TEMPLATE_NAMESPACE);
  const roots = namespaced ? [packageViewsDirectory()] : directories.map((directory) => resolve(directory));
  const name = namespaced ? path.slice(TEMPLATE_NAMESPACE.length) : path;
  if (isAbsolute(name) || name.split(/[\\/]/).includes('..')) {
    throw new ConfigurationError(`Template path "${path}" must stay inside the template directories`);
  }
  for (const root of roots) {
    for (const candidate of extname(name) ? [name] : [name, `${name}.ejs`]) {
      const file = resolve(root, candidate);
      const inside = relative(root, file);
      if (inside.startsWith('..') || isAbsolute(inside)) continue;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  const searched = roots.map((root) => `"${root}"`).join(', ') || 'no directory (set the router\'s template directories)';
  throw new ConfigurationError(`Template "${path}" not found in ${searched}`);
}

let packageViews: string | undefined;

/** This package's `views/`: the nearest ancestor of this module with `views/modal` (from `lib/` or `dist/lib/`). */
export function packageViewsDirectory(): string {
  if (packageViews) return packageViews;
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(directory, 'views', 'modal'))) return (packageViews = join(directory, 'views'));
    const parent = dirname(directory);
    if (parent === directory) throw new ConfigurationError('The package\'s views/ directory was not found next to its code');
    directory = parent;
  }
}
