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
 * (lib/view/edit-modal.ts), `_field_attributes`' `attributes` and the row details' `fields` (lib/view/details-html.ts). Those templates are compiled in
 * strict mode with these names read once from the variables, instead of ejs's `with (locals)`, under
 * which every name (even ejs's own `__append`) is looked up in the variables first. With
 * {@link ownVariables}, a modal renders in a sixth of the CPU (65-70 µs → 10-12 µs).
 * A name missing here fails their specs (strict mode: a ReferenceError).
 */
const OWN_TEMPLATE_VARIABLES = ['title', 'form', 'entity', 'mode', 'body_template', 't', 'locale', 'dir', 'hooks', 'attributes', 'fields'] as const;

type Variables = Record<string | symbol, unknown>;
/** On the variables of an own template included by another: the includer's variables, and the include's data. */
const PARENT = Symbol('variables of the including template');
const DATA = Symbol('data of the include');

/**
 * The variables of an own template that another includes: the names it reads, from the includer's
 * variables, then the include's data over them. One object of one shape: copying every variable of
 * the includer (the body includes `_field_attributes` twice per field) or chaining to them by
 * prototype cost more than the template.
 */
function ownVariables(parent: Variables, data: object | undefined): Variables {
  const variables = {
    title: parent.title, form: parent.form, entity: parent.entity, mode: parent.mode, body_template: parent.body_template,
    t: parent.t, locale: parent.locale, dir: parent.dir, hooks: parent.hooks, attributes: parent.attributes, fields: parent.fields,
    [PARENT]: parent, [DATA]: data,
  } satisfies Record<(typeof OWN_TEMPLATE_VARIABLES)[number], unknown> & Variables;
  return data === undefined ? variables : Object.assign(variables, data);
}

/** Every variable a template sees, as ejs gives them: an application's template included by an own one gets them all. */
function allVariables(variables: Variables): Variables {
  return PARENT in variables ? { ...allVariables(variables[PARENT] as Variables), ...(variables[DATA] as object | undefined) } : variables;
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
   */
  private current: Variables = {};
  private readonly include = (path: string, data?: object): string => {
    const template = this.template(path);
    const variables = this.own.has(template) ? ownVariables(this.current, data) : { ...allVariables(this.current), ...data };
    return this.renderSync(path, variables, template);
  };

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
    this.current = variables as Variables;
    try {
      // ejs's own escaping function, passed in: a client function otherwise builds it anew on every call.
      return template(variables as Ejs.Data, this.escape, this.include);
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
      const own = isInside(packageViewsDirectory(), file);
      const options = own ? { strict: true, destructuredLocals: [...OWN_TEMPLATE_VARIABLES] } : {};
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
