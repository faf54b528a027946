import type { FilledForm } from '../form/FormField.js';
import type { TemplateRenderer } from './TemplateRenderer.js';

/** What the modal template renders. */
export interface EditModalOptions {
  /** The modal template (`data_tables.edit_modal.template` or the table's own). */
  template: string;
  /** The body template, included by the modal as `body_template` (SPEC §2.9). */
  bodyTemplate: string;
  title: string;
  form: FilledForm;
  entity: object;
}

/** What the body template renders. */
export interface FormBodyOptions {
  bodyTemplate: string;
  form: FilledForm;
  entity: object;
}

/** The whole edit modal; the template gets `title`, `form`, `entity` and `body_template`. */
export function renderEditModal(renderer: TemplateRenderer, options: EditModalOptions): Promise<string> {
  const { template, bodyTemplate, title, form, entity } = options;
  return renderer.render(template, { title, form, entity, body_template: bodyTemplate });
}

/** The modal body only (the form): for a re-render after errors or a conflict, and the legacy GET form. */
export function renderFormBody(renderer: TemplateRenderer, options: FormBodyOptions): Promise<string> {
  return renderer.render(options.bodyTemplate, { form: options.form, entity: options.entity });
}
