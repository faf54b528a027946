import { Country, Label, Novel, Portrait, Writer, RELATION_ENTITIES } from './relation-entities.js';

/**
 * What an application hands `ux-datatables make:datatable --module` for entities related to each other:
 * the relation specs' entities, re-exported so the generated tables can import them.
 */
export const entities = RELATION_ENTITIES;

export { Country, Label, Novel, Portrait, Writer };
