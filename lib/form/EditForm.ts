import type { EntityMetadata } from '@mikro-orm/core';
import type { AnySchema } from 'yup';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import type { FieldErrors } from '../errors/HttpError.js';
import { ActionType } from '../model/ActionType.js';
import type { TableModel } from '../model/TableModel.js';
import { columnToField, type FieldDefinition, type FormMode } from './column-to-field.js';
import { collectFieldRules, type FieldRule, type FieldRules } from './field-rules.js';
import { fieldSchema, type YupModule } from './field-schema.js';
import type { FilledField, FilledForm, FormField, SubmitResult, TheirValue } from './FormField.js';
import { formatInputValue } from './format-input-value.js';
import { readSubmittedValue, type SubmittedValue } from './read-submitted-value.js';
import { toEntityValue } from './to-entity-value.js';
import { storedRelationValue, theirValue } from './shown-values.js';
import { validatedAlone } from './rule-dependencies.js';
import { MOST_RELATED_IDS } from '../wire/relation-options.js';
import { assertStorableText } from '../persistence/storable-text.js';
import { ENGLISH } from '../i18n/english.js';
import { columnLabel } from '../i18n/table-labels.js';
import type { Translator } from '../i18n/Translator.js';
import { validationMessage } from '../i18n/validation-message.js';

/** Options of {@link EditForm.create}. */
export interface EditFormOptions {
  /** The yup module (`import * as yup from 'yup'`), an optional peer dependency the router passes in. */
  yup: YupModule;
  /** Extra per-field rules, applied after the table instance's `configureFieldRules()`. */
  rules?: FieldRules;
  /** `create`: the form of a new row (docs/forms.md, Creating rows); default `edit`. */
  mode?: FormMode;
  /** Whether a new row's key is given by the database or the entity (no field for it); default true. */
  generatedKey?: boolean;
}

/** Which form {@link EditForm.check} checks: edit (the default) or create, and whether a new row's key is generated. */
export interface FormShape {
  mode?: FormMode;
  generatedKey?: boolean;
}

/** Names of the hidden inputs the form carries; no field may take one. */
const RESERVED = ['_table', '_id', '_version', '_adapter'];

/**
 * The edit form of one table: fields mapped from its columns and constrained by the entity's
 * metadata, pre-filled from an entity, and a submission bound to typed changes of writable fields only.
 * @example
 * const form = EditForm.create(table, orm.getMetadata().get(Book), { yup });
 * const result = await form.submit(req.body, { _table: token, _id: '1' });
 * if (result.ok) em.assign(book, result.changes);
 */
export class EditForm {
  private readonly writable: FieldDefinition[];
  private writableNames: ReadonlySet<string> | undefined;
  /** {@link standsAlone}'s answers, by the names asked. */
  private readonly alone = new Map<string, boolean>();

  private constructor(
    private readonly definitions: readonly FieldDefinition[],
    private readonly schema: AnySchema,
    private readonly yup: YupModule,
    private readonly primaryKeys: readonly string[],
    private readonly tableName: string,
    /** Whether field rules are declared: they may tie fields together, so a field is never validated alone. */
    private readonly ruled: boolean,
  ) {
    this.writable = definitions.filter((definition) => definition.writable);
  }

  /** Builds and checks the form; misconfiguration (a rule for an unknown field, say) throws here. */
  static create(table: TableModel, meta: EntityMetadata, options: EditFormOptions): EditForm {
    const yup = options?.yup;
    if (typeof yup?.object !== 'function') {
      throw new ConfigurationError(`The edit form of table "${table.name}" needs yup: pass the module as the "yup" option (npm install yup)`);
    }
    const { definitions, rules } = EditForm.check(table, meta, options.rules, options);
    const shape: Record<string, AnySchema> = {};
    for (const definition of definitions) if (definition.writable) shape[definition.field.name] = fieldSchema(yup, definition);
    for (const [name, rule] of rules) {
      const refined = rule(shape[name]);
      if (!yup.isSchema(refined)) throw new ConfigurationError(`The field rule for "${name}" of table "${table.name}" did not return a yup schema`);
      shape[name] = refined as AnySchema;
    }
    return new EditForm(definitions, yup.object(shape), yup, meta.primaryKeys, table.name, rules.length > 0);
  }

  /**
   * What can be checked without yup, when the router is built: every column maps to a field, none
   * takes a hidden input's name, and every field rule names a writable field.
   */
  static check(table: TableModel, meta: EntityMetadata, given?: FieldRules, shape: FormShape = {}): { definitions: FieldDefinition[]; rules: [string, FieldRule][] } {
    const mode = shape.mode ?? 'edit';
    const definitions = table.columns.flatMap((column) => columnToField(column, meta, table.name, mode, shape.generatedKey ?? true) ?? []);
    const reserved = definitions.find((definition) => RESERVED.includes(definition.field.name));
    if (reserved) {
      throw new ConfigurationError(`Column "${reserved.field.name}" of table "${table.name}" takes the name of a hidden input of the edit form; hide it with hideWhenUpdating()`);
    }
    const writable = definitions.filter((definition) => definition.writable).map((definition) => definition.field.name);
    const declared = collectFieldRules(table.instance, given, table.name);
    // One set of field rules serves both forms: each takes those of its own fields (the create form
    // has no field for a generated key; the edit form none for a column hidden when updating).
    const creates = table.action(ActionType.Create) !== undefined;
    const createOnly = (name: string) => creates && table.column(name)?.hiddenWhenUpdating === true && !table.column(name)?.hiddenWhenCreating;
    const rules = mode === 'create' ? declared.filter(([name]) => writable.includes(name)) : declared.filter(([name]) => !createOnly(name));
    const stray = rules.find(([name]) => !writable.includes(name));
    if (stray) {
      throw new ConfigurationError(
        `A field rule of table "${table.name}" names "${stray[0]}", which is not a writable field of its edit form (writable: ${writable.map((f) => `"${f}"`).join(', ') || 'none'})`,
      );
    }
    return { definitions, rules };
  }

  /** The fields in column order, the disabled identifier included. */
  get fields(): FormField[] {
    return this.definitions.map((definition) => definition.field);
  }

  /** The relation fields (docs/forms.md, "Relation fields"), whose values the database must check and label. */
  get relationFields(): FieldDefinition[] {
    return this.writable.filter((definition) => definition.relation);
  }

  /** Names of the fields a submission may change. */
  get writableFieldNames(): ReadonlySet<string> {
    this.writableNames ??= new Set(this.writable.map((definition) => definition.field.name));
    return this.writableNames;
  }

  /** The form pre-filled from an entity, with these hidden inputs (`_table`, `_id`, `_version`). */
  fill(entity: object, hidden: Record<string, string>): FilledForm {
    const values = entity as Record<string, unknown>;
    return {
      fields: this.definitions.map((d) => filledField(d.field, d.relation ? storedRelationValue(d, values[d.field.name]) : formatInputValue(d, values[d.field.name]), [])),
      hidden: { ...hidden },
    };
  }

  /**
   * Reads and validates a submitted body. Valid: the changes, keyed by writable field and converted
   * to the entity's types; no other key of the body is ever copied. Invalid: the form as typed, with
   * messages in the translator's locale (default English). `entity`, when given, supplies the
   * disabled identifier's value on re-render.
   */
  async submit(body: Record<string, unknown>, hidden: Record<string, string>, entity?: object, translator: Translator = ENGLISH): Promise<SubmitResult> {
    const submitted = new Map<string, SubmittedValue>();
    const values: Record<string, unknown> = {};
    const errors: FieldErrors = {};
    for (const definition of this.writable) {
      const { name } = definition.field;
      const raw = body && Object.hasOwn(body, name) ? body[name] : undefined;
      if (typeof raw === 'string') assertStorableText(raw, name);
      const read = readSubmittedValue(definition, raw);
      submitted.set(name, read);
      if (read.error) errors[name] = [translator.t(read.error, { max: MOST_RELATED_IDS })];
      else values[name] = read.value;
    }
    let validated: Record<string, unknown> = values;
    const formMessages: string[] = [];
    try {
      validated = await this.schema.validate(values, { abortEarly: false });
    } catch (error) {
      if (!this.yup.ValidationError.isError(error)) throw error;
      for (const issue of error.inner.length > 0 ? error.inner : [error]) {
        const path = issue.path ?? '';
        const message = this.message(issue, path, translator);
        if (!submitted.has(path)) formMessages.push(message);
        // A field that could not be read already says why; yup's "required" would only repeat it.
        else if (!submitted.get(path)?.error) (errors[path] ??= []).push(message);
      }
    }
    if (Object.keys(errors).length > 0 || formMessages.length > 0) {
      const form = this.refill(submitted, errors, hidden, entity);
      if (formMessages.length > 0) form.message = formMessages.join(' ');
      return { ok: false, form, errors };
    }
    const changes: Record<string, unknown> = {};
    for (const definition of this.writable) {
      const { name } = definition.field;
      changes[name] = toEntityValue(definition, validated[name], submitted.get(name)?.display ?? '');
    }
    return { ok: true, changes };
  }

  /**
   * Whether these fields' values are validated alone exactly as within the whole form: each one's schema
   * reads its own value only, and no other field's schema reads one of them (`rule-dependencies`: a
   * `when()`, a `yup.ref()`, a test of the application's, which may read any field, are each a tie).
   * False: the whole form must be submitted on the row (`http/shared/row-submission`).
   */
  standsAlone(names: readonly string[]): boolean {
    const key = [...names].sort().join('\u0000');
    let known = this.alone.get(key);
    if (known === undefined) this.alone.set(key, (known = validatedAlone((this.schema as unknown as { fields: Record<string, AnySchema> }).fields, names, this.ruled)));
    return known;
  }

  /**
   * One field (not a relation) read and validated alone, as {@link submit} reads it: its value converted,
   * or refused. Null when it cannot be said alone: a relation, or a field tied to others by a rule ({@link standsAlone}).
   */
  async submitOne(name: string, raw: unknown): Promise<{ ok: true; value: unknown } | { ok: false } | null> {
    const definition = this.writable.find((candidate) => candidate.field.name === name);
    if (!definition || definition.relation || !this.standsAlone([name])) return null;
    const result = await this.submitFields({ [name]: raw });
    return result.ok ? { ok: true, value: result.changes[name] } : { ok: false };
  }

  /**
   * These writable fields read and validated each alone, as {@link submit} reads them (a bulk edit's
   * values): converted, or each refused field's messages in the translator's locale. A rule tying a field
   * to others sees them empty here: {@link submit} on each row holds those (`http/shared/row-submission`).
   */
  async submitFields(body: Record<string, unknown>, translator: Translator = ENGLISH): Promise<{ ok: true; changes: Record<string, unknown> } | { ok: false; errors: FieldErrors }> {
    const changes: Record<string, unknown> = {};
    const errors: FieldErrors = {};
    for (const [name, raw] of Object.entries(body)) {
      const definition = this.writable.find((candidate) => candidate.field.name === name);
      if (!definition) continue;
      if (typeof raw === 'string') assertStorableText(raw, name);
      const read = readSubmittedValue(definition, raw);
      if (read.error) {
        errors[name] = [translator.t(read.error, { max: MOST_RELATED_IDS })];
        continue;
      }
      try {
        changes[name] = toEntityValue(definition, await this.schema.validateAt(name, { [name]: read.value }), read.display);
      } catch (error) {
        if (!this.yup.ValidationError.isError(error)) throw error;
        errors[name] = error.errors.length > 0 ? (error.inner.length > 0 ? error.inner : [error]).map((issue) => this.message(issue, name, translator)) : [];
      }
    }
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes };
  }

  /**
   * The form after an edit conflict: what the user typed (not validated: it is shown, not saved), with
   * these hidden inputs (the row's new `_version`, so saving again replaces the row as saved now), and
   * `theirs` on each field whose saved value differs from the typed one, described in the translator's locale.
   */
  conflict(body: Record<string, unknown>, hidden: Record<string, string>, entity: object, translator: Translator = ENGLISH): FilledForm {
    const form = this.typed(body, hidden, entity);
    form.fields.forEach((field, index) => {
      const definition = this.definitions[index];
      // A relation's saved rows are compared where the form's pickers read them (http/shared/relation-form.ts, `conflictIn`).
      if (!definition.writable || definition.relation) return;
      const saved = formatInputValue(definition, (entity as Record<string, unknown>)[field.name]);
      if (field.widget === 'checkbox' ? saved.checked !== field.checked : saved.value !== field.value) {
        field.theirs = theirValue(field, saved, translator);
      }
    });
    return form;
  }

  /** The form showing what was typed, not validated (it is shown, not saved): after a conflict or a database rule's refusal. */
  typed(body: Record<string, unknown>, hidden: Record<string, string>, entity?: object): FilledForm {
    const submitted = new Map<string, SubmittedValue>();
    for (const definition of this.writable) {
      const { name } = definition.field;
      const raw = body && Object.hasOwn(body, name) ? body[name] : undefined;
      if (typeof raw === 'string') assertStorableText(raw, name);
      submitted.set(name, readSubmittedValue(definition, raw));
    }
    return this.refill(submitted, {}, hidden, entity);
  }

  /** One of yup's messages in the translator's locale, with the field's translated label. */
  private message(issue: { message: string; params?: Record<string, unknown> }, path: string, translator: Translator): string {
    const field = this.definitions.find((definition) => definition.field.name === path)?.field;
    const label = field ? columnLabel(translator, this.tableName, field) : path;
    const type = { checkbox: 'boolean', date: 'date', number: 'number' }[field?.widget as string] ?? 'string';
    return validationMessage(translator, issue, type, label, this.yup);
  }

  /** The form showing what was typed; the identifier shows the entity's value or the hidden `_id`. */
  private refill(submitted: Map<string, SubmittedValue>, errors: FieldErrors, hidden: Record<string, string>, entity?: object): FilledForm {
    const fields = this.definitions.map((d): FilledField => {
      const read = submitted.get(d.field.name);
      if (read) return filledField(d.field, { value: read.display, checked: read.checked, values: read.values }, errors[d.field.name] ?? []);
      const fallback = entity ? (entity as Record<string, unknown>)[d.field.name] : this.primaryKeys.length === 1 ? hidden._id : undefined;
      return filledField(d.field, formatInputValue(d, fallback), []);
    });
    return { fields, hidden: { ...hidden } };
  }
}

/**
 * A field with its value and errors: the same keys, in the same order, as `{ ...field, value, checked,
 * errors }`, written out (the two spreads per field were 4% of an edit view's CPU).
 */
function filledField(field: FormField, shown: { value: string; checked: boolean; values?: string[] }, errors: string[]): FilledField {
  // A key added to FormField fails to compile here until it is copied too.
  type Copied = 'name' | 'id' | 'label' | 'widget' | 'attributes' | 'disabled' | 'required' | 'choices' | 'relation';
  const everyKey: Exclude<keyof FormField, Copied> extends never ? true : never = true;
  void everyKey;
  const { name, id, label, widget, attributes, disabled, required, choices, relation } = field;
  const filled: FilledField = { name, id, label, widget, attributes, disabled, required, choices, relation, value: shown.value, checked: shown.checked, errors };
  if (shown.values) filled.values = shown.values;
  return filled;
}
