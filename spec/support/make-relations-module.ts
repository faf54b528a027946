import { Loan, Shelfmark } from './make-composite-entities.js';
import { Country, Label, Novel, Portrait, Writer, RELATION_ENTITIES } from './relation-entities.js';

/**
 * What an application hands `ux-datatables make:datatable --module` for entities related to each other:
 * the relation specs' entities, re-exported so the generated tables can import them, and a relation to
 * a composite key.
 */
export const entities = [...RELATION_ENTITIES, Shelfmark, Loan];

export { Country, Label, Loan, Novel, Portrait, Writer };
