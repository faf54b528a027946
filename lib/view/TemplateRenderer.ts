import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type * as Ejs from 'ejs';
import type { ClientFunction } from 'ejs';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { resolveTemplatePath } from './template-paths.js';

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
    return resolveTemplatePath(path, this.directories);
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
