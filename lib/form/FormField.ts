import type { FieldErrors } from '../errors/HttpError.js';
import type { RelationOption } from '../wire/relation-options.js';

/** The input a form field is rendered with. */
export type FormWidget = 'checkbox' | 'select' | 'date' | 'number' | 'text' | 'textarea' | 'url' | 'relation';

/** What a relation field (widget `relation`) is: one related row (a ManyToOne, an owning OneToOne) or several (an owning ManyToMany). */
export interface RelationFieldShape {
  readonly multiple: boolean;
  /** A single relation that may be none (the field can be cleared). */
  readonly nullable: boolean;
}

/**
 * How a relation field is picked, worked out per request (its scope may depend on who asks): `options`,
 * every row the scope allows when they are few (a plain `<select>`), else null (a combobox asking `url`);
 * `chosen`, the rows the field holds now, with their labels.
 */
export interface RelationPicker {
  /** The options endpoint with the table's options token and the column: the combobox adds `q` and `page`. */
  readonly url: string;
  readonly options: readonly RelationOption[] | null;
  readonly chosen: readonly RelationOption[];
}

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
  /** A relation field's shape; null for other widgets. */
  readonly relation: RelationFieldShape | null;
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
  /** A multiple relation field's chosen keys, as text (its `value` is then ''). */
  values?: string[];
  /** A relation field's picker, once the request's scope was asked (`view/relation-pickers`). */
  picker?: RelationPicker;
  errors: string[];
  /** After an edit conflict, the value saved meanwhile, where it differs from what the user typed. */
  theirs?: TheirValue;
  /** In a bulk edit's form: whether the field is ticked to be set on every row (absent in other forms). */
  change?: boolean;
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
