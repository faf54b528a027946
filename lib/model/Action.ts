import { ConfigurationError } from '../errors/ConfigurationError.js';
import { ActionButton } from './ActionButton.js';
import { ActionType, isTableAction } from './ActionType.js';
import type { EntityTarget, JsonScalar, Row, RowValue } from './Row.js';
import { DEFAULT_UNDO_MS } from './BulkAction.js';

import { displayIfHolds } from '../wire/display-if.js';
import type { ActionView, DisplayCondition, ExportFormat } from '../wire/page-view.js';

export type { ActionView, DisplayCondition } from '../wire/page-view.js';

/** The default labels of the built-in actions, shown translated (`action.delete`, ...) in the request's locale. */
export const DEFAULT_ACTION_LABELS: Readonly<Record<ActionType, string>> = Object.freeze({
  DELETE: 'Delete',
  DETAIL: 'Detail',
  EDIT: 'Edit',
  CREATE: 'New',
  EXPORT: 'Export',
});

/** The formats `Action.export()` can offer. */
export const EXPORT_FORMATS: readonly ExportFormat[] = Object.freeze(['csv', 'xlsx']);

/** The prompt of `askConfirmation()` without a message, shown translated (`action.confirm`). */
export const DEFAULT_CONFIRMATION = 'Are you sure?';

/**
 * One row action (delete, detail or edit) with its button's look and behaviour.
 * @example
 * Action.delete().askConfirmation('Delete this book?').displayIf('status', 'draft');
 * Action.detail().linkToUrl((row) => `/books/${row.id}`).setIcon('bi bi-eye');
 */
export class Action extends ActionButton {
  private _confirmation: string | null = null;
  private _displayIf: DisplayCondition | null = null;
  private _idField: string | null = null;
  private _entityClass: EntityTarget | null = null;
  private _url: RowValue<string> | null = null;
  private _undoMs: number | null = null;
  private _formats: readonly ExportFormat[] = [];

  private constructor(readonly type: ActionType, label: string, className: string) {
    super(label, className);
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
    if (!Array.isArray(formats) || formats.length === 0) throw new ConfigurationError('Action.export() needs at least one format: "csv" or "xlsx"');
    for (const format of formats) {
      if (!EXPORT_FORMATS.includes(format)) throw new ConfigurationError(`Action.export() knows the formats "csv" and "xlsx", not ${JSON.stringify(format)}`);
    }
    if (new Set(formats).size !== formats.length) throw new ConfigurationError(`Action.export() names a format twice: ${formats.join(', ')}`);
    const action = new Action(ActionType.Export, label, className);
    action._formats = Object.freeze([...formats]);
    return action;
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

  /** The formats an export action offers, in the menu's order; empty for other actions. */
  get exportFormats(): readonly ExportFormat[] { return this._formats; }

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
      label: this.label,
      className: this.className,
      icon: this.icon,
      confirmation: this._confirmation,
      displayIf: this._displayIf && { ...this._displayIf },
      idField: this._idField,
      ...(this._undoMs === null ? {} : { undoMs: this._undoMs }),
    };
  }
}
