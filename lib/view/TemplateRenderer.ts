import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Ejs from 'ejs';
import type { ClientFunction } from 'ejs';
import { ConfigurationError } from '../errors/ConfigurationError.js';

/** The template namespace of this package's own `views/` directory. */
export const TEMPLATE_NAMESPACE = '@VendorDataTables/';

/** What the renderer uses of the ejs module: `import ejs from 'ejs'` and `import * as ejs from 'ejs'` both fit. */
export type EjsModule = Pick<typeof Ejs, 'compile'>;

/** Options of {@link TemplateRenderer}. */
export interface TemplateRendererOptions {
  /** The ejs module, an optional peer dependency the router passes in. */
  ejs: EjsModule;
  /** The application's template directories, searched in order for paths outside the namespace. */
  directories?: readonly string[];
  /** Keep compiled templates (default true); turn off while editing templates. */
  cache?: boolean;
}

/**
 * Renders ejs templates by path: `@VendorDataTables/...` from the package's `views/`, any other path
 * from the application's directories in order. Paths never leave those roots. Templates are
 * compiled once; `include(path, data)` inside a template resolves the same way and shares the cache.
 * @example
 * const renderer = new TemplateRenderer({ ejs, directories: ['views'] });
 * const html = await renderer.render('@VendorDataTables/modal/bs5/_form_body.html.ejs', { form, entity });
 */
export class TemplateRenderer {
  private readonly ejs: EjsModule;
  private readonly directories: string[];
  private readonly cache: boolean;
  private readonly compiled = new Map<string, ClientFunction>();
  private readonly files = new Map<string, string>();

  constructor(options: TemplateRendererOptions) {
    if (typeof options?.ejs?.compile !== 'function') {
      throw new ConfigurationError('Rendering the edit modal needs ejs: pass the module as the "ejs" option (npm install ejs)');
    }
    this.ejs = options.ejs;
    this.directories = (options.directories ?? []).map((directory) => resolve(directory));
    this.cache = options.cache ?? true;
  }

  /** Renders a template with these variables; `include(path, data)` is available inside. */
  async render(path: string, variables: object): Promise<string> {
    return this.renderSync(path, variables);
  }

  /** The absolute file of a template path; throws a ConfigurationError when it is missing or outside the roots. */
  resolve(path: string): string {
    if (typeof path !== 'string' || path === '' || path.includes('\0')) {
      throw new ConfigurationError(`Invalid template path ${JSON.stringify(path)}`);
    }
    const roots = path.startsWith(TEMPLATE_NAMESPACE) ? [packageViewsDirectory()] : this.directories;
    const name = path.startsWith(TEMPLATE_NAMESPACE) ? path.slice(TEMPLATE_NAMESPACE.length) : path;
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

  private renderSync(path: string, variables: object): string {
    const template = this.template(path);
    const include = (included: string, data?: object): string => this.renderSync(included, { ...variables, ...data });
    return template(variables as Ejs.Data, undefined, include);
  }

  private template(path: string): ClientFunction {
    const file = this.files.get(path) ?? this.resolve(path);
    if (this.cache) this.files.set(path, file);
    const cached = this.compiled.get(file);
    if (cached) return cached;
    // Client mode hands `include` to us, so includes resolve through this renderer and its cache.
    const template = this.ejs.compile(readFileSync(file, 'utf8'), { client: true, filename: file, compileDebug: true });
    if (this.cache) this.compiled.set(file, template);
    return template;
  }
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
