import type { FieldErrors } from '../errors/HttpError.js';

/** The input a form field is rendered with. */
export type FormWidget = 'checkbox' | 'select' | 'date' | 'number' | 'text' | 'textarea' | 'url';

/**
 * HTML attributes of a field's input derived from the entity metadata (`type`, `required`, `min`,
 * `max`, `maxlength`, `step`): `true` renders the bare attribute, `false` leaves it out.
 */
export type FieldAttributes = Record<string, string | number | boolean>;

/** One option of a select: the stored value (as sent by the browser) and its label. */
export interface FormChoice {
  readonly value: string;
  readonly label: string;
}

/** One field of the edit form, as built from a column and the entity's metadata. */
export interface FormField {
  /** The column name, which is the entity property and the submitted field name. */
  readonly name: string;
  /** The input's `id`, for `<label for>`; errors use `${id}-errors`. */
  readonly id: string;
  readonly label: string;
  readonly widget: FormWidget;
  readonly attributes: Readonly<FieldAttributes>;
  /** The entity's identifier: shown, never submitted nor written. */
  readonly disabled: boolean;
  readonly required: boolean;
  /** The options of a select, in display order; empty for other widgets. */
  readonly choices: readonly FormChoice[];
}

/** The value someone else saved while the user was editing, shown beside the field after a conflict. */
export interface TheirValue {
  /** As the input takes it. */
  value: string;
  /** For a checkbox: whether they saved it checked. */
  checked: boolean;
  /** As the user reads it: a choice's label, Yes or No for a checkbox, else the value; translated. */
  display: string;
}

/** A field with the value to show and its error messages. */
export interface FilledField extends FormField {
  /** The input's value: formatted from the entity, or exactly what the user typed. */
  value: string;
  /** Whether a checkbox is checked (false for other widgets). */
  checked: boolean;
  errors: string[];
  /** After an edit conflict, the value saved meanwhile, where it differs from what the user typed. */
  theirs?: TheirValue;
}

/** What the form templates render: the fields, the hidden inputs and an optional form-level message. */
export interface FilledForm {
  fields: FilledField[];
  /** Rendered as `<input type="hidden">`, e.g. `_table`, `_id`, `_version`. */
  hidden: Record<string, string>;
  /** A message about the whole form (a conflict, say), shown with `role="alert"`. */
  message?: string;
}

/** The outcome of {@link EditForm.submit}. */
export type SubmitResult =
  | { ok: true; changes: Record<string, unknown> }
  | { ok: false; form: FilledForm; errors: FieldErrors };
