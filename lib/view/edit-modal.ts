import type { FilledForm } from '../form/FormField.js';
import { ENGLISH } from '../i18n/english.js';
import { MODAL_HOOKS } from '../wire/modal-hooks.js';
import type { Translate } from '../wire/translate.js';
import type { TemplateRenderer } from './TemplateRenderer.js';

/** The language variables every modal and body template gets. */
export interface TemplateLocale {
  /** `t(key, params?)`: a message of the request's locale (the library's keys and the application's). */
  t: Translate;
  /** The request's locale (`en`, `fr`, `de-CH`). */
  locale: string;
  /** `ltr` or `rtl`. */
  dir: 'ltr' | 'rtl';
}

/** Which form a modal holds: a row's (`edit`), a new row's (`create`, with `entity` null), a bulk edit's fields (`bulk`, `entity` null), or an import's file (`import`, `entity` null: its submit button says Import). */
export type ModalMode = 'edit' | 'create' | 'bulk' | 'import';

/** What the modal template renders. */
export interface EditModalOptions {
  /** The modal template (`data_tables.edit_modal.template` or the table's own). */
  template: string;
  /** The body template, included by the modal as `body_template` (SPEC §2.9). */
  bodyTemplate: string;
  /** Already translated. */
  title: string;
  form: FilledForm;
  /** The row's entity; null in a create form. */
  entity: object | null;
  /** Default `edit`. */
  mode?: ModalMode;
  /** Default: English, left to right. */
  locale?: TemplateLocale;
}

/** What the body template renders. */
export interface FormBodyOptions {
  bodyTemplate: string;
  form: FilledForm;
  entity: object | null;
  mode?: ModalMode;
  locale?: TemplateLocale;
}

/** The library's English, for a render without a request (a direct call). */
const ENGLISH_TEMPLATE_LOCALE: TemplateLocale = { t: (key, params) => ENGLISH.t(key, params), locale: 'en', dir: 'ltr' };

/**
 * The whole edit modal; the template gets `title`, `form`, `entity` and `body_template` (SPEC §2.9),
 * and `mode`, `t`, `locale`, `dir` and `hooks` (the DOM hooks' names, lib/wire/modal-hooks.ts), which
 * the body template (included) gets too.
 */
export function renderEditModal(renderer: TemplateRenderer, options: EditModalOptions): Promise<string> {
  const { template, bodyTemplate, title, form, entity, mode = 'edit' } = options;
  const { t, locale, dir } = options.locale ?? ENGLISH_TEMPLATE_LOCALE;
  return renderer.render(template, { title, form, entity, mode, body_template: bodyTemplate, t, locale, dir, hooks: MODAL_HOOKS });
}

/** The modal body only (the form): for a re-render after errors or a conflict, and the legacy GET form. */
export function renderFormBody(renderer: TemplateRenderer, options: FormBodyOptions): Promise<string> {
  const { t, locale, dir } = options.locale ?? ENGLISH_TEMPLATE_LOCALE;
  return renderer.render(options.bodyTemplate, { form: options.form, entity: options.entity, mode: options.mode ?? 'edit', t, locale, dir, hooks: MODAL_HOOKS });
}
