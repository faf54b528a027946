import { DEFAULT_CONFIG } from '../config/DataTablesConfig.js';
import type { FilledForm, FormField } from '../form/FormField.js';
import { columnLabel } from '../i18n/table-labels.js';
import type { Translator } from '../i18n/Translator.js';
import { renderEditModal, renderFormBody, type ModalMode, type TemplateLocale } from './edit-modal.js';
import type { ModalTemplatePair } from './ModalTemplates.js';
import type { TemplateRenderer } from './TemplateRenderer.js';

/** What an edit modal says, and in which language. */
export interface EditModalText {
  /**
   * Edit: the table's `editModalTitle`, else `data_tables.edit_modal.default_title`. Create: the
   * table's `createModalTitle`, else null for the translated "New entry" (`create.title`).
   */
  title: string | null;
  /** Default `edit`. */
  mode?: ModalMode;
  /** The table's name, for its `column.<table>.<column>` labels. */
  table: string;
  translator: Translator;
}

/**
 * One table's edit modal for one request: the renderer, the templates of the page's adapter, and the
 * request's language. The title, the field labels and the choices are translated here; the templates
 * get `t(key, params)`, `locale` and `dir` for the rest.
 */
export class EditModalView {
  constructor(
    private readonly renderer: TemplateRenderer,
    private readonly templates: ModalTemplatePair,
    private readonly text: EditModalText,
  ) {}

  /** The request's translator (validation messages are translated with it). */
  get translator(): Translator {
    return this.text.translator;
  }

  /** The whole modal, pre-filled (a create form's `entity` is null). */
  modal(form: FilledForm, entity: object | null): Promise<string> {
    const { modal, body } = this.templates;
    const { title, translator, mode } = this.text;
    const shown = title === null ? translator.t('create.title')
      : title === DEFAULT_CONFIG.edit_modal.default_title && mode !== 'create' ? translator.t('modal.title') : translator.label(title);
    return renderEditModal(this.renderer, { template: modal, bodyTemplate: body, title: shown, form: this.localize(form), entity, mode, locale: this.locale() });
  }

  /** The body alone: after errors or a conflict, and for the legacy GET form. */
  body(form: FilledForm, entity: object | null): Promise<string> {
    return renderFormBody(this.renderer, { bodyTemplate: this.templates.body, form: this.localize(form), entity, mode: this.text.mode, locale: this.locale() });
  }

  private locale(): TemplateLocale {
    const { translator } = this.text;
    return { t: (key, params) => translator.t(key, params), locale: translator.locale, dir: translator.dir };
  }

  /** Field labels (`column.<table>.<name>`, or the label as a key) and choice labels in the request's language. */
  private localize(form: FilledForm): FilledForm {
    const { table, translator } = this.text;
    const labels = labelsOf(translator);
    return {
      ...form,
      fields: form.fields.map((field) => ({
        ...field,
        label: labels.field(table, field),
        choices: field.choices.map((choice) => ({ ...choice, label: labels.choice(choice.label) })),
      })),
    };
  }
}

/** Most labels kept per translator; past it they are translated each time. */
const KEPT_LABELS = 1000;
const translatedLabels = new WeakMap<Translator, { field: (table: string, field: FormField) => string; choice: (label: string) => string }>();

/**
 * A translator's field and choice labels, kept: they depend on the table, the field and the label as
 * written only, and were looked up in every catalogue for every field of every form.
 */
function labelsOf(translator: Translator): { field: (table: string, field: FormField) => string; choice: (label: string) => string } {
  let labels = translatedLabels.get(translator);
  if (labels) return labels;
  const kept = new Map<string, string>();
  const keep = (key: string, translate: () => string): string => {
    let label = kept.get(key);
    if (label === undefined) {
      label = translate();
      if (kept.size < KEPT_LABELS) kept.set(key, label);
    }
    return label;
  };
  labels = {
    field: (table, field) => keep(`f\u0000${table}\u0000${field.name}\u0000${field.label}`, () => columnLabel(translator, table, field)),
    choice: (label) => keep(`c\u0000${label}`, () => translator.label(label)),
  };
  translatedLabels.set(translator, labels);
  return labels;
}
