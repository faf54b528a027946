import { ConfigurationError } from '../errors/ConfigurationError.js';
import { ActionButton } from './ActionButton.js';
import { ActionType, isTableAction } from './ActionType.js';
import type { EntityTarget, JsonScalar, Row, RowValue } from './Row.js';
import { DEFAULT_UNDO_MS } from './BulkAction.js';

/** An import's Undo window unless `setUndoWindow(ms)` says otherwise: 15 minutes. */
export const DEFAULT_IMPORT_UNDO_MS = 15 * 60_000;
/** The longest Undo window of an import: a day. */
const MAX_IMPORT_UNDO_MS = 24 * 60 * 60_000;
import type { RowActionHandler } from './RowActionHandler.js';
import { ROW_ACTION_NAME } from '../wire/row-action.js';

import { displayIfHolds } from '../wire/display-if.js';
import type { ActionView, DisplayCondition, ExportFormat } from '../wire/page-view.js';
import { IMPORT_FORMATS, type ImportFormat } from '../wire/import.js';

export type { ActionView, DisplayCondition } from '../wire/page-view.js';

/** The default labels of the built-in actions, shown translated (`action.delete`, ...) in the request's locale; an application's action has its own. */
export const DEFAULT_ACTION_LABELS = Object.freeze({
  DELETE: 'Delete',
  DETAIL: 'Detail',
  EDIT: 'Edit',
  CREATE: 'New',
  EXPORT: 'Export',
  IMPORT: 'Import',
  REPLICATE: 'Duplicate',
} satisfies Partial<Record<ActionType, string>>);

/** The formats `Action.export()` can offer. */
export const EXPORT_FORMATS: readonly ExportFormat[] = Object.freeze(['csv', 'xlsx']);

/** The prompt of `askConfirmation()` without a message, shown translated (`action.confirm`). */
export const DEFAULT_CONFIRMATION = 'Are you sure?';

/** The names of the built-in actions (`delete`, `edit`...), which an application's action may not take. */
const BUILT_IN_NAMES: ReadonlySet<string> = new Set(Object.values(ActionType).map((type) => type.toLowerCase()));

/**
 * One action (delete, detail, edit, create, export, or one of the application's) with its button's look and behaviour.
 * @example
 * Action.delete().askConfirmation('Delete this book?').displayIf('status', 'draft');
 * Action.detail().linkToUrl((row) => `/books/${row.id}`).setIcon('bi bi-eye');
 * Action.new('publish', 'Publish').displayIf('status', 'draft').handle((book) => { book.status = 'published'; });
 */
export class Action extends ActionButton {
  private _confirmation: string | null = null;
  private _displayIf: DisplayCondition | null = null;
  private _idField: string | null = null;
  private _entityClass: EntityTarget | null = null;
  private _url: RowValue<string> | null = null;
  private _undoMs: number | null = null;
  private _formats: readonly ExportFormat[] = [];
  private _importFormats: readonly ImportFormat[] = [];
  private _importUndoMs = DEFAULT_IMPORT_UNDO_MS;
  private _handler: RowActionHandler | null = null;

  private constructor(readonly type: ActionType, label: string, className: string, private readonly _name: string | null = null) {
    super(label, className);
  }

  /**
   * A row action of the application's: a button in the action column that runs {@link handle} on the
   * row's entity, loaded and checked as an edit is (authorization, `displayIf`, the version the user saw),
   * and writes what it changed (docs/editing-in-place.md, The application's own actions). `name` is what
   * the request and the authorization hook (`rowAction`) name: lower-case letters, digits, `_` and `-`
   * (up to 40), starting with a letter, not a built-in action's.
   * @example Action.new('publish', 'Publish').displayIf('status', 'draft').askConfirmation().handle((book) => { book.status = 'published'; })
   */
  static new(name: string, label: string, className = 'btn btn-secondary'): Action {
    if (typeof name !== 'string' || !ROW_ACTION_NAME.test(name)) {
      throw new ConfigurationError(`An action's name is lower-case letters, digits, "_" and "-" (up to 40), starting with a letter: got ${JSON.stringify(name)}`);
    }
    if (BUILT_IN_NAMES.has(name)) throw new ConfigurationError(`"${name}" names a built-in action: use Action.${name}() or another name`);
    return new Action(ActionType.Action, label, className, name);
  }

  /** The built-in delete action: removes the row's entity through an ajax call. */
  static delete(label = DEFAULT_ACTION_LABELS.DELETE, className = 'btn btn-danger'): Action {
    return new Action(ActionType.Delete, label, className);
  }

  /** A link to the row's detail page; give its URL with {@link linkToUrl}. */
  static detail(label = DEFAULT_ACTION_LABELS.DETAIL, className = 'btn btn-primary'): Action {
    return new Action(ActionType.Detail, label, className);
  }

  /**
   * A "New" button above the table (the toolbar beside the search), not in the action column: it
   * opens the edit modal's create form, generated from the columns (docs/forms.md, Creating rows).
   */
  static create(label = DEFAULT_ACTION_LABELS.CREATE, className = 'btn btn-success'): Action {
    return new Action(ActionType.Create, label, className);
  }

  /**
   * An "Export" button above the table: every row matching the table's current search, filters and
   * ordering, with its visible columns, as a file streamed from the database (docs/export.md, Export). With
   * several formats the button opens a menu. `xlsx` needs the optional peer `exceljs`.
   * @example Action.export(['csv', 'xlsx']).setIcon('bi bi-download')
   */
  static export(formats: readonly ExportFormat[] = ['csv'], label = DEFAULT_ACTION_LABELS.EXPORT, className = 'btn btn-secondary'): Action {
    const action = new Action(ActionType.Export, label, className);
    action._formats = checkedFormats('export', formats, EXPORT_FORMATS);
    return action;
  }

  /**
   * An "Import" button above the table: a CSV or XLSX file's lines become new rows, each through the
   * create form's rules (the table must declare `Action.create()`), its columns matched to the form's
   * fields, refused lines reported with why and downloadable (docs/import.md, Import).
   * @example Action.import(['csv', 'xlsx']).setIcon('bi bi-upload')
   */
  static import(formats: readonly ImportFormat[] = ['csv'], label = DEFAULT_ACTION_LABELS.IMPORT, className = 'btn btn-secondary'): Action {
    const action = new Action(ActionType.Import, label, className);
    action._importFormats = checkedFormats('import', formats, IMPORT_FORMATS);
    return action;
  }

  /**
   * A row's button opening the create form (the modal of `Action.create()`, which the table must have)
   * filled from that row, less its key: the new row is submitted as any other, under every create rule
   * (docs/actions.md, Replicate).
   */
  static replicate(label = DEFAULT_ACTION_LABELS.REPLICATE, className = 'btn btn-secondary'): Action {
    return new Action(ActionType.Replicate, label, className);
  }

  /** Opens the edit modal with a form generated from the columns. */
  static edit(label = DEFAULT_ACTION_LABELS.EDIT, className = 'btn btn-warning'): Action {
    return new Action(ActionType.Edit, label, className);
  }

  get confirmation(): string | null { return this._confirmation; }
  get displayCondition(): DisplayCondition | null { return this._displayIf; }
  /** Row key (manual tables) or entity property (entity tables) naming the row; null means the default. */
  get idField(): string | null { return this._idField; }
  get entityClass(): EntityTarget | null { return this._entityClass; }
  get url(): RowValue<string> | null { return this._url; }
  /** An application's action: its name; null for the built-in actions. */
  get name(): string | null { return this._name; }
  /** What a table's actions are told apart by: the type of a built-in action, the name of an application's. */
  get key(): string { return this._name ?? this.type; }
  /** An application's action: what it does with the row; null until {@link handle} is called, and for the built-in actions. */
  get handler(): RowActionHandler | null { return this._handler; }

  /**
   * What an application's action does with the row's entity: change its properties (written by the
   * library, under the version the user saw, and published like an edit), or refuse with
   * `ActionRefusedError` (422, its message translated). Anything else it throws is a 500, logged.
   */
  handle(handler: RowActionHandler): this {
    if (this.type !== ActionType.Action) throw new ConfigurationError(`handle() applies to actions made by Action.new(), not to "${this.type}"`);
    if (typeof handler !== 'function') throw new ConfigurationError(`handle() of action "${this._name}" needs a function (entity, context) => ...`);
    this._handler = handler;
    return this;
  }

  /**
   * Asks the user to confirm with this message before the action runs; without one, the library's
   * translated "Are you sure?" (`action.confirm`). A message key is translated.
   */
  askConfirmation(message: string = DEFAULT_CONFIRMATION): this {
    this._confirmation = message;
    return this;
  }

  /**
   * Shows the action only on rows where `row[field] === value`: strict, so `1` is not `"1"`.
   * The server enforces the same condition on delete and edit.
   */
  displayIf(field: string, value: JsonScalar): this {
    if (isTableAction(this.type)) {
      throw new ConfigurationError(`displayIf() applies to row actions; "${this.type}" acts on the table and has no row to test`);
    }
    // NaN and ±Infinity become null in JSON: the browser would compare against another value than the server.
    const comparable = value === null || ['string', 'boolean'].includes(typeof value) || Number.isFinite(value);
    if (!comparable) {
      throw new ConfigurationError(
        `displayIf("${field}", ...) on action "${this.type}" needs a string, number, boolean or null, which the browser can compare strictly`,
      );
    }
    this._displayIf = { field, value };
    return this;
  }

  /**
   * A delete waits `ms` in the browser, the row hidden and Undo offered, before it is sent: undone,
   * nothing was ever deleted (docs/bulk-and-undo.md, Undo). Deletes only.
   */
  undoable(ms = DEFAULT_UNDO_MS): this {
    if (this.type !== ActionType.Delete) throw new ConfigurationError(`undoable() applies to "DELETE" actions only, not to "${this.type}"`);
    if (!Number.isInteger(ms) || ms < 1000 || ms > 60_000) throw new ConfigurationError(`undoable(ms) needs 1000 to 60000 ms, got ${String(ms)}`);
    this._undoMs = ms;
    return this;
  }

  get undoMs(): number | null { return this._undoMs; }

  /**
   * How long after an import its report offers Undo (every row it created deleted, every row it updated set
   * back, each only if unchanged since: docs/import.md, Undo); 0: never. Imports only; default 15 minutes.
   */
  setUndoWindow(ms: number): this {
    if (this.type !== ActionType.Import) throw new ConfigurationError(`setUndoWindow() applies to "IMPORT" actions only, not to "${this.type}"`);
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_IMPORT_UNDO_MS) throw new ConfigurationError(`setUndoWindow(ms) needs 0 to ${MAX_IMPORT_UNDO_MS} ms (a day), got ${String(ms)}`);
    this._importUndoMs = ms;
    return this;
  }

  /** An import's Undo window in ms (0: none). */
  get importUndoMs(): number { return this._importUndoMs; }

  /** The formats an export action offers, in the menu's order; empty for other actions. */
  get exportFormats(): readonly ExportFormat[] { return this._formats; }

  /** The formats an import action reads; empty for other actions. */
  get importFormats(): readonly ImportFormat[] { return this._importFormats; }

  /** Uses another row key (or entity property) than the identifier to name the row. */
  setIdField(idField: string): this {
    this._idField = idField;
    return this;
  }

  /** Names the ORM entity explicitly; required on delete and edit actions of tables built by hand. */
  setEntityClass(entityClass: EntityTarget): this {
    this._entityClass = entityClass;
    return this;
  }

  /** The detail page's URL: a string, or a function of the row (the mapped row object). */
  linkToUrl(url: RowValue<string>): this {
    if (this.type !== ActionType.Detail) {
      throw new ConfigurationError(`linkToUrl() applies to "DETAIL" actions only, not to "${this.type}"`);
    }
    this._url = url;
    return this;
  }

  /** Whether the action is shown on this row: the browser's test too (`lib/wire/display-if.ts`). */
  isDisplayedFor(row: Row): boolean {
    return displayIfHolds(this._displayIf, row);
  }

  /** The detail URL of one row. */
  resolveUrl(row: Row): string | null {
    if (this._url === null) return null;
    return typeof this._url === 'function' ? this._url(row) : this._url;
  }

  /** The browser's part of this action. */
  toView(): ActionView {
    return {
      type: this.type,
      ...this.buttonView(),
      ...(this._confirmation === null ? {} : { confirmation: this._confirmation }),
      ...(this._displayIf === null ? {} : { displayIf: { ...this._displayIf } }),
      ...(this._name === null ? {} : { name: this._name }),
      ...(this._undoMs === null ? {} : { undoMs: this._undoMs }),
    };
  }

}

/** The formats of `Action.export()` or `Action.import()`: at least one, each known, none twice; frozen. */
function checkedFormats<F extends string>(method: 'export' | 'import', formats: readonly F[], known: readonly F[]): readonly F[] {
  const names = known.map((format) => `"${format}"`).join(' or ');
  if (!Array.isArray(formats) || formats.length === 0) throw new ConfigurationError(`Action.${method}() needs at least one format: ${names}`);
  for (const format of formats) {
    if (!known.includes(format)) throw new ConfigurationError(`Action.${method}() knows the formats ${known.map((one) => `"${one}"`).join(' and ')}, not ${JSON.stringify(format)}`);
  }
  if (new Set(formats).size !== formats.length) throw new ConfigurationError(`Action.${method}() names a format twice: ${formats.join(', ')}`);
  return Object.freeze([...formats]);
}
