import { DataTablesError } from './DataTablesError.js';

/**
 * Thrown by an application's action handler (`Action.new(name, label).handle(...)`) that will not act on
 * this row: answered 422 `action_refused`, its message translated in the user's language (a message key
 * of the application's catalogues, or text shown as written), and nothing the handler changed is written.
 * @example
 * if (!book.title) throw new ActionRefusedError('book.untitled', { id: book.id });
 */
export class ActionRefusedError extends DataTablesError {
  override name = 'ActionRefusedError';

  constructor(readonly messageKey: string, readonly params: Readonly<Record<string, string | number>> = {}) {
    super(`The action was refused: ${messageKey}`);
  }
}
