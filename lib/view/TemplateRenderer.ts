import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type * as Ejs from 'ejs';
import type { ClientFunction } from 'ejs';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { resolveTemplatePath } from './template-paths.js';

/**
 * What the renderer uses of the ejs module: `import ejs from 'ejs'` and `import * as ejs from 'ejs'` both fit.
 * `escapeXML`, when there, is handed to every render (see {@link TemplateRenderer}).
 */
export type EjsModule = Pick<typeof Ejs, 'compile'> & Partial<Pick<typeof Ejs, 'escapeXML'>>;

/** Options of {@link TemplateRenderer}. */
export interface TemplateRendererOptions {
  /** The ejs module, an optional peer dependency the router passes in. */
  ejs: EjsModule;
  /** The application's template directories, searched in order for paths outside the namespace. */
  directories?: readonly string[];
  /** Keep compiled templates (default true); turn off while editing templates. */
  cache?: boolean;
  /**
   * Compile with ejs's `compileDebug`: an error then names the template's line and shows its text.
   * Default: on, except when `NODE_ENV` is `production`, where the instrumentation of every line costs
   * a fifth of a render; an error there still names the template.
   */
  debug?: boolean;
}

/** Errors already named after the template they were thrown in (the innermost include). */
const named = new WeakSet<object>();

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
  private readonly debug: boolean;
  /** Compiled templates by file, and by the path a render or an include named them with. */
  private readonly compiled = new Map<string, ClientFunction>();
  private readonly byPath = new Map<string, ClientFunction>();
  /**
   * The variables of the template being rendered: what `include` adds its data to. Rendering is
   * synchronous, so one `include` function serves every render (no closure per render or include).
   */
  private current: object = {};
  private readonly include = (path: string, data?: object): string =>
    this.renderSync(path, data === undefined ? { ...this.current } : { ...this.current, ...data });

  constructor(options: TemplateRendererOptions) {
    if (typeof options?.ejs?.compile !== 'function') {
      throw new ConfigurationError('Rendering the edit modal needs ejs: pass the module as the "ejs" option (npm install ejs)');
    }
    this.ejs = options.ejs;
    this.directories = (options.directories ?? []).map((directory) => resolve(directory));
    this.cache = options.cache ?? true;
    this.debug = options.debug ?? process.env.NODE_ENV !== 'production';
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
    const parent = this.current;
    this.current = variables;
    try {
      // ejs's own escaping function, passed in: a client function otherwise builds it anew on every call.
      return template(variables as Ejs.Data, this.ejs.escapeXML, this.include);
    } catch (error) {
      throw this.debug ? error : namedAfter(error, path);
    } finally {
      this.current = parent;
    }
  }

  private template(path: string): ClientFunction {
    const known = this.byPath.get(path);
    if (known) return known;
    const file = this.resolve(path);
    let template = this.compiled.get(file);
    if (!template) {
      // Client mode hands `include` to us, so includes resolve through this renderer and its cache.
      template = this.ejs.compile(readFileSync(file, 'utf8'), { client: true, filename: file, compileDebug: this.debug });
      if (this.cache) this.compiled.set(file, template);
    }
    if (this.cache) this.byPath.set(path, template);
    return template;
  }
}

/** Without ejs's debug wrapping, the error of a template names it as the debug message would (innermost first). */
function namedAfter(error: unknown, path: string): unknown {
  if (!(error instanceof Error) || named.has(error)) return error;
  named.add(error);
  error.message = `${path}: ${error.message}`;
  return error;
}
