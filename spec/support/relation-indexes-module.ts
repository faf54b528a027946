import { MikroORM } from '@mikro-orm/postgresql';
import { RELATION_ENTITIES } from './relation-entities.js';
import { Edition } from './relation-index-entities.js';
import { relationIndexTables } from './relation-index-tables.js';

/** What an application hands `ux-datatables indexes --module` for tables over related entities: never connected here. */
export const orm = new MikroORM({ entities: [...RELATION_ENTITIES, Edition], clientUrl: 'postgresql://nobody@127.0.0.1:1/none', schema: 'library' });

export const tables = relationIndexTables();
