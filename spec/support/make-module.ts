import { MakeGadget, MakeShelf, MakeVoucher } from './make-entities.js';
import { MakeTicket } from './make-ticket.js';

/**
 * What an application hands `ux-datatables make:datatable --module`: its entities, read without a
 * database. It re-exports MakeGadget, which tells the command where to import it from; MakeTicket's
 * file is known to MikroORM; MakeVoucher's and MakeShelf's are not.
 */
export const entities = [MakeGadget, MakeShelf, MakeVoucher, MakeTicket];

export { MakeGadget };
