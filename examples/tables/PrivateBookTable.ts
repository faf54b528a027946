import { AsDataTable, DataTable, type AuthorizationContext } from '../../lib/index.js';
import { Book } from '../entities/Book.js';
import { BookTable } from './BookTable.js';

/**
 * The same books, for the signed-in demo user only. `authorize` replaces the router's hook for
 * this table: an anonymous request to its data, edit or delete endpoints is 403 `forbidden` (the
 * page itself is the application's: `/private` shows a sign-in form instead). Its real-time updates
 * are private: the hub sends them only to pages the router rendered, which carry a subscriber JWT.
 */
@AsDataTable(Book, { name: 'books-private' })
export class PrivateBookTable extends BookTable {
  override configureDataTable(table: DataTable): DataTable {
    return super.configureDataTable(table).setMercure({ private: true });
  }

  /** Allowed only when the demo's sign-in middleware (`examples/demo-user.ts`) found a user. */
  authorize({ request }: AuthorizationContext): boolean {
    return request.res?.locals.user !== undefined;
  }
}
