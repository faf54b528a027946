import type { FilledForm } from '../form/FormField.js';
import { renderEditModal, renderFormBody } from './edit-modal.js';
import type { ModalTemplatePair } from './ModalTemplates.js';
import type { TemplateRenderer } from './TemplateRenderer.js';

/** One table's edit modal for one page: the renderer, the templates of the page's adapter, the title. */
export class EditModalView {
  constructor(
    private readonly renderer: TemplateRenderer,
    private readonly templates: ModalTemplatePair,
    private readonly title: string,
  ) {}

  /** The whole modal, pre-filled. */
  modal(form: FilledForm, entity: object): Promise<string> {
    const { modal, body } = this.templates;
    return renderEditModal(this.renderer, { template: modal, bodyTemplate: body, title: this.title, form, entity });
  }

  /** The body alone: after errors or a conflict, and for the legacy GET form. */
  body(form: FilledForm, entity: object): Promise<string> {
    return renderFormBody(this.renderer, { bodyTemplate: this.templates.body, form, entity });
  }
}
