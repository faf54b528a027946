import { MikroORM } from '@mikro-orm/postgresql';
import { HTTP_ENTITIES } from './http-entities.js';
import { SpecBookTable, SpecNoteTable, specOrderTable } from './http-tables.js';

/**
 * What an application hands `ux-datatables indexes --module`: its ORM (never connected here: the
 * command reads only the metadata) and its tables.
 */
export const orm = new MikroORM({ entities: HTTP_ENTITIES, clientUrl: 'postgresql://nobody@127.0.0.1:1/none', schema: 'library' });

export const tables = [SpecBookTable, SpecNoteTable, specOrderTable()];
