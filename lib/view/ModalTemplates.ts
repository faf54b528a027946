import { BOOTSTRAP5_TEMPLATES, DIALOG_TEMPLATES, type EditModalConfig } from '../config/DataTablesConfig.js';
import type { TableModel } from '../model/TableModel.js';
import { isBootstrapAdapterKey } from '../wire/modal-adapter-keys.js';

/** The two templates of one table's edit modal. */
export interface ModalTemplatePair {
  /** The whole modal. */
  modal: string;
  /** The body (the form), included by the modal and re-rendered alone after errors. */
  body: string;
}

/**
 * The edit-modal templates of one table, resolved once when the router is built. Each template is,
 * in order: the table's own (`editModalTemplate`, `editModalBodyTemplate`), the one named in
 * `data_tables.edit_modal`, else the built-in variant of the adapter the page uses: Bootstrap markup
 * for `bs`, `bs4`, `bs5`, `<dialog>` for `dt`, a custom adapter and a page that does not say.
 */
export class ModalTemplates {
  private readonly dialog: ModalTemplatePair;
  private readonly bootstrap: ModalTemplatePair;

  constructor(table: TableModel, settings: EditModalConfig) {
    const pick = (own: string | null, global: string | null, variant: string) => own ?? global ?? variant;
    const pair = (variant: { template: string; body_template: string }): ModalTemplatePair => ({
      modal: pick(table.editModalTemplate, settings.template, variant.template),
      body: pick(table.editModalBodyTemplate, settings.body_template, variant.body_template),
    });
    this.dialog = Object.freeze(pair(DIALOG_TEMPLATES));
    this.bootstrap = Object.freeze(pair(BOOTSTRAP5_TEMPLATES));
  }

  /** The templates for the adapter key a request names (anything else than a known key: the dialog's). */
  forAdapter(adapter: unknown): ModalTemplatePair {
    return isBootstrapAdapterKey(adapter) ? this.bootstrap : this.dialog;
  }

  /** Every path this table may render, for the check when the router is built. */
  paths(): string[] {
    return [...new Set([this.dialog.modal, this.dialog.body, this.bootstrap.modal, this.bootstrap.body])];
  }
}
