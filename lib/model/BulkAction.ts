import type { Request } from 'express';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { ActionButton } from './ActionButton.js';
import { displayIfHolds } from '../wire/display-if.js';
import type { BulkActionView, DisplayCondition } from '../wire/page-view.js';
import type { JsonScalar, Row } from './Row.js';
import { BULK_EDIT } from '../wire/bulk-edit.js';

export type { BulkActionView } from '../wire/page-view.js';

/** The name of the built-in bulk delete. */
export const BULK_DELETE = 'delete';

export { BULK_EDIT } from '../wire/bulk-edit.js';

/** The default undo window of `undoable()`, in ms. */
export const DEFAULT_UNDO_MS = 5000;

/** What a bulk action's handler is given beside its rows. */
export interface BulkContext {
  request: Request;
  /** The table's name. */
  table: string;
  /** The request's entity manager: the rows are managed by it; what the handler changes is flushed after it returns. */
  em: unknown;
}

/** What a handler may answer: the rows it would not do, each with a code (the others are done). */
export interface BulkHandlerResult {
  refused?: Array<{ id: unknown; code: string }>;
}

/** An application's bulk action: runs on the rows allowed (authorized, `displayIf`, versions), in batches. */
export type BulkHandler<Entity = any> = (rows: Entity[], context: BulkContext) => void | BulkHandlerResult | Promise<void | BulkHandlerResult>;

/**
 * An action on the rows a user selected: the built-in {@link BulkAction.delete} or one of the
 * application's ({@link BulkAction.new} with {@link handle}). Declared in `configureBulkActions`.
 * @example
 * bulk.add(BulkAction.delete().askConfirmation().undoable())
 *     .add(BulkAction.new('publish', 'Publish').handle((books) => books.forEach((book) => (book.status = 'published'))));
 */
export class BulkAction extends ActionButton {
  private _confirmation: string | null = null;
  private _displayIf: DisplayCondition | null = null;
  private _undoMs: number | null = null;
  private _handler: BulkHandler | null = null;
  private _fields: readonly string[] = [];

  private constructor(readonly name: string, label: string, className: string) {
    if (!/^[a-z][a-z0-9_-]{0,39}$/.test(name)) {
      throw new ConfigurationError(`A bulk action's name is lower-case letters, digits, "_" and "-" (up to 40), starting with a letter: got "${name}"`);
    }
    super(label, className);
  }

  /** Deletes the selected rows (each as a delete would: authorized, `displayIf`, its version). */
  static delete(label = 'Delete selected', className = 'btn btn-danger'): BulkAction {
    return new BulkAction(BULK_DELETE, label, className);
  }

  /**
   * Sets the values chosen in a form of these fields on every row (docs/bulk-and-undo.md, "Bulk edit"):
   * the fields are the edit form's own (the same columns, rules and relation scopes), each left
   * unchanged unless the user ticks it; each row is changed as its Edit would change it (the hook asked
   * `edit`, the row Edit's `displayIf`, its version), and the answer lets Undo restore each row.
   */
  static edit(fields: readonly string[], label = 'Edit selected', className = 'btn btn-secondary'): BulkAction {
    if (!Array.isArray(fields) || fields.length === 0 || fields.some((field) => typeof field !== 'string' || field === '')) {
      throw new ConfigurationError('BulkAction.edit() needs the names of the fields it sets, e.g. BulkAction.edit([\'status\', \'featured\'])');
    }
    if (new Set(fields).size !== fields.length) throw new ConfigurationError(`BulkAction.edit() names a field twice: ${fields.join(', ')}`);
    const action = new BulkAction(BULK_EDIT, label, className);
    action._fields = Object.freeze([...fields]);
    return action;
  }

  /** An action of the application's, named for requests and the authorization hook; give it a {@link handle}. */
  static new(name: string, label: string, className = 'btn btn-secondary'): BulkAction {
    if (name === BULK_DELETE) throw new ConfigurationError('"delete" is the built-in bulk action: use BulkAction.delete()');
    if (name === BULK_EDIT) throw new ConfigurationError('"edit" is the built-in bulk edit: use BulkAction.edit([...fields])');
    return new BulkAction(name, label, className);
  }

  get confirmation(): string | null { return this._confirmation; }
  get displayCondition(): DisplayCondition | null { return this._displayIf; }
  get undoMs(): number | null { return this._undoMs; }
  get handler(): BulkHandler | null { return this._handler; }
  /** The fields a bulk edit sets; empty for other bulk actions. */
  get fields(): readonly string[] { return this._fields; }

  /**
   * Asks before it runs, in the confirmation dialog; `{count}` is the number of rows (ICU plural
   * allowed). Default: "Delete 3 rows?" (`bulk.confirm_delete`) for the delete, "Apply to 3 rows?" (`bulk.confirm`) else.
   */
  askConfirmation(message?: string): this {
    this._confirmation = message ?? (this.name === BULK_DELETE ? 'bulk.confirm_delete' : 'bulk.confirm');
    return this;
  }

  /** Only rows where `row[field] === value` are done; the others are refused `action_not_available`. */
  displayIf(field: string, value: JsonScalar): this {
    this._displayIf = { field, value };
    return this;
  }

  /** A bulk delete waits `ms` in the browser, offering Undo, before it is sent (docs/bulk-and-undo.md, Undo). */
  undoable(ms = DEFAULT_UNDO_MS): this {
    if (this.name !== BULK_DELETE) throw new ConfigurationError(`undoable() applies to the bulk delete, not to "${this.name}"`);
    if (!Number.isInteger(ms) || ms < 1000 || ms > 60_000) throw new ConfigurationError(`undoable(ms) needs 1000 to 60000 ms, got ${String(ms)}`);
    this._undoMs = ms;
    return this;
  }

  /** What the action does with the rows allowed; they are managed entities, flushed after it returns. */
  handle(handler: BulkHandler): this {
    if (this.name === BULK_DELETE) throw new ConfigurationError('The bulk delete deletes: it takes no handler');
    if (this.name === BULK_EDIT) throw new ConfigurationError('The bulk edit sets its fields\' values: it takes no handler');
    this._handler = handler;
    return this;
  }

  /** Whether the action applies to this row. */
  isDisplayedFor(row: Row): boolean {
    return displayIfHolds(this._displayIf, row);
  }

  /** The browser's part. */
  toView(): BulkActionView {
    return {
      name: this.name,
      ...this.buttonView(),
      ...(this._confirmation === null ? {} : { confirmation: this._confirmation }),
      ...(this._undoMs === null ? {} : { undoMs: this._undoMs }),
    };
  }
}
