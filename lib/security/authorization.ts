import type { Request } from 'express';
import { HttpError } from '../errors/HttpError.js';
import type { TableModel } from '../model/TableModel.js';

/** What a request wants to do with a table. */
export type TableOperation = 'read' | 'delete' | 'edit' | 'create' | 'bulk' | 'export' | 'import' | 'action' | 'details';

/** What the authorization hook is asked: may this request do `action` on `table` (and `entity`)? */
export interface AuthorizationContext {
  request: Request;
  table: TableModel;
  action: TableOperation;
  /**
   * The loaded entity for delete, edit and a row's details (`details`, asked after `read`); undefined when reading rows
   * and when creating one (asked before anything is built).
   */
  entity: object | undefined;
  /** An application's bulk action (`action: 'bulk'`): its name. A bulk delete asks `delete`, row by row. */
  bulkAction?: string;
  /** An application's row action (`action: 'action'`, `Action.new(name, ...)`): its name. */
  rowAction?: string;
}

/** Answers whether the request is allowed; only `true` allows. */
export type AuthorizeHook = (context: AuthorizationContext) => boolean | Promise<boolean>;

/** A table class may answer for itself: an `authorize(context)` method replaces the router's hook. */
export interface AuthorizingTable {
  authorize(context: AuthorizationContext): boolean | Promise<boolean>;
}

/** Whether a request on this table is asked of anyone: the table's own `authorize` method, or the router's hook. */
export function asksAuthorization(hook: AuthorizeHook | undefined, table: TableModel): boolean {
  return hook !== undefined || typeof (table.instance as Partial<AuthorizingTable> | undefined)?.authorize === 'function';
}

/**
 * Asks the table's own `authorize` method, else the router's hook, else allows (the default: the
 * application protects the routes itself). Anything but `true` is 403 `forbidden`.
 */
export async function assertAuthorized(hook: AuthorizeHook | undefined, context: AuthorizationContext): Promise<void> {
  if (!(await isAuthorized(hook, context))) {
    throw HttpError.forbidden('forbidden', `Not allowed to ${context.action} in table "${context.table.name}"`);
  }
}

/** The same question as {@link assertAuthorized}, answered rather than thrown: a bulk asks it row by row. */
export async function isAuthorized(hook: AuthorizeHook | undefined, context: AuthorizationContext): Promise<boolean> {
  const own = context.table.instance as Partial<AuthorizingTable> | undefined;
  const decide = typeof own?.authorize === 'function' ? own.authorize.bind(own) : hook;
  return decide === undefined || (await decide(context)) === true;
}
