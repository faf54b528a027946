/** The `data_tables` settings, with every default filled in. */
export interface DataTablesConfig {
  edit_modal: EditModalConfig;
}

/** `data_tables.edit_modal`. */
export interface EditModalConfig {
  /** Template of the whole modal. */
  template: string;
  /** Template of the modal body (the form), included by `template` and re-rendered after errors. */
  body_template: string;
  /** Title of the modal when the table sets none. */
  default_title: string;
}

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

/** Defaults of every key. */
export const DEFAULT_CONFIG: DataTablesConfig = {
  edit_modal: { ...DIALOG_TEMPLATES, default_title: 'Edit' },
};
