import { DEFAULT_MERCURE_CONFIG, type MercureConfig } from './MercureConfig.js';

export type { MercureConfig } from './MercureConfig.js';

/** The `data_tables` settings, with every default filled in. */
export interface DataTablesConfig {
  edit_modal: EditModalConfig;
  details: DetailsConfig;
  mercure: MercureConfig;
  translation: TranslationConfig;
}

/** `data_tables.translation`. */
export interface TranslationConfig {
  /** The locale when neither the router's `locale(req)` nor `Accept-Language` names an available one; null: `en`. */
  default_locale: string | null;
}

/** `data_tables.edit_modal`. */
export interface EditModalConfig {
  /**
   * Template of the whole modal; null (the default): the built-in variant for the page's modal
   * adapter (Bootstrap markup for `bs`, `bs4`, `bs5`; `<dialog>` for `dt` and custom adapters).
   */
  template: string | null;
  /** Template of the modal body (the form), included by `template` and re-rendered after errors; null: by adapter, as `template`. */
  body_template: string | null;
  /** Title of the modal when the table sets none; the default, `Edit`, is shown translated (`modal.title`). */
  default_title: string;
}

/** `data_tables.details`. */
export interface DetailsConfig {
  /** Template of a row's details (`setDetails` with fields); null (the default): {@link DETAILS_TEMPLATE}. A table's own template comes first. */
  template: string | null;
}

/** The built-in template of a row's details: a `<dl>` of the fields' labels and values. */
export const DETAILS_TEMPLATE = '@VendorDataTables/details/details.html.ejs';

/** The `@VendorDataTables/...` templates for the native `<dialog>` modal. */
export const DIALOG_TEMPLATES = {
  template: '@VendorDataTables/modal/datatables/edit_modal.html.ejs',
  body_template: '@VendorDataTables/modal/datatables/_form_body.html.ejs',
} as const;

/** The `@VendorDataTables/...` templates with Bootstrap 5 markup. */
export const BOOTSTRAP5_TEMPLATES = {
  template: '@VendorDataTables/modal/bs5/edit_modal.html.ejs',
  body_template: '@VendorDataTables/modal/bs5/_form_body.html.ejs',
} as const;

/** Defaults of every key: no template named, so each page gets the variant of its modal adapter. */
export const DEFAULT_CONFIG: DataTablesConfig = {
  edit_modal: { template: null, body_template: null, default_title: 'Edit' },
  details: { template: null },
  mercure: DEFAULT_MERCURE_CONFIG,
  translation: { default_locale: null },
};
