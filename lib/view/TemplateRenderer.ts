import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type * as Ejs from 'ejs';
import type { ClientFunction } from 'ejs';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { packageViewsDirectory, resolveTemplatePath } from './template-paths.js';

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

/** The characters ejs's `escapeXML` replaces. */
const ESCAPED = /[&<>'"]/;

/** Errors already named after the template they were thrown in (the innermost include). */
const named = new WeakSet<object>();

/**
 * Every variable the package's own templates (`@VendorDataTables/...`) read: the modal's and the body's
 * (lib/view/edit-modal.ts) and `_field_attributes`' `attributes`. Those templates are compiled in
 * strict mode with these names read once from the variables, instead of ejs's `with (locals)`, under
 * which every name (even ejs's own `__append`) is looked up in the variables first. With the
 * copies `include` no longer makes for them, a modal renders in about half the CPU (65-70 µs → 30-40 µs).
 * A name missing here fails their specs (strict mode: a ReferenceError).
 */
const OWN_TEMPLATE_VARIABLES = ['title', 'form', 'entity', 'mode', 'body_template', 't', 'locale', 'dir', 'hooks', 'attributes'];

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
  /**
   * ejs's `escapeXML`, or undefined (the template then uses ejs's inline one), skipped for the text
   * that has nothing to escape: most of a form's values and attributes.
   */
  private readonly escape: ((markup: unknown) => string) | undefined;
  /** Compiled templates by file, and by the path a render or an include named them with. */
  private readonly compiled = new Map<string, ClientFunction>();
  private readonly byPath = new Map<string, ClientFunction>();
  /** The package's own templates, compiled without `with` (see {@link OWN_TEMPLATE_VARIABLES}). */
  private readonly own = new WeakSet<ClientFunction>();
  /**
   * The variables of the template being rendered: what `include` adds its data to. Rendering is
   * synchronous, so one `include` function serves every render (no closure per render or include).
   * The package's own templates read only their named variables: they get the parent's through the
   * prototype chain rather than a copy of every one (the form body includes `_field_attributes`
   * twice per field).
   */
  private current: object = {};
  private readonly include = (path: string, data?: object): string => {
    const template = this.template(path);
    if (!this.own.has(template)) return this.renderSync(path, { ...this.flat(this.current), ...data }, template);
    const variables = Object.assign(Object.create(this.current) as object, data);
    this.chained.add(variables);
    return this.renderSync(path, variables, template);
  };
  /** Variables made by an include into an own template: the parent's by their prototype. */
  private readonly chained = new WeakSet<object>();

  constructor(options: TemplateRendererOptions) {
    if (typeof options?.ejs?.compile !== 'function') {
      throw new ConfigurationError('Rendering the edit modal needs ejs: pass the module as the "ejs" option (npm install ejs)');
    }
    this.ejs = options.ejs;
    this.directories = (options.directories ?? []).map((directory) => resolve(directory));
    this.cache = options.cache ?? true;
    this.debug = options.debug ?? process.env.NODE_ENV !== 'production';
    const escapeXML = options.ejs.escapeXML;
    this.escape = escapeXML && ((markup) => (typeof markup === 'string' && !ESCAPED.test(markup) ? markup : escapeXML(markup)));
  }

  /** Renders a template with these variables; `include(path, data)` is available inside. */
  async render(path: string, variables: object): Promise<string> {
    return this.renderSync(path, variables);
  }

  /** The absolute file of a template path; throws a ConfigurationError when it is missing or outside the roots. */
  resolve(path: string): string {
    return resolveTemplatePath(path, this.directories);
  }

  private renderSync(path: string, variables: object, template = this.template(path)): string {
    const parent = this.current;
    this.current = variables;
    try {
      // ejs's own escaping function, passed in: a client function otherwise builds it anew on every call.
      return template(variables as Ejs.Data, this.escape, this.include);
    } catch (error) {
      throw this.debug ? error : namedAfter(error, path);
    } finally {
      this.current = parent;
    }
  }

  /** Variables as one object of their own, as a template of the application is given them. */
  private flat(variables: object): object {
    if (!this.chained.has(variables)) return variables;
    const levels: object[] = [];
    for (let level = variables; this.chained.has(level); level = Object.getPrototypeOf(level) as object) levels.unshift(level);
    return Object.assign({}, Object.getPrototypeOf(levels[0]) as object, ...levels);
  }

  private template(path: string): ClientFunction {
    const known = this.byPath.get(path);
    if (known) return known;
    const file = this.resolve(path);
    let template = this.compiled.get(file);
    if (!template) {
      // Client mode hands `include` to us, so includes resolve through this renderer and its cache.
      const own = isInside(packageViewsDirectory(), file);
      const options = own ? { strict: true, destructuredLocals: OWN_TEMPLATE_VARIABLES } : {};
      template = this.ejs.compile(readFileSync(file, 'utf8'), { client: true, filename: file, compileDebug: this.debug, ...options });
      if (own) this.own.add(template);
      if (this.cache) this.compiled.set(file, template);
    }
    if (this.cache) this.byPath.set(path, template);
    return template;
  }
}

function isInside(root: string, file: string): boolean {
  const path = relative(root, file);
  return !path.startsWith('..') && !isAbsolute(path);
}

/** Without ejs's debug wrapping, the error of a template names it as the debug message would (innermost first). */
function namedAfter(error: unknown, path: string): unknown {
  if (!(error instanceof Error) || named.has(error)) return error;
  named.add(error);
  error.message = `${path}: ${error.message}`;
  return error;
}
