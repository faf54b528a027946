import { EntitySchema } from '@mikro-orm/core';

/** A saved view as the `ux_datatables_view` table keeps it (the router's `savedViews: { store: 'database' }`). */
export interface SavedViewRow {
  id: string;
  owner: string;
  tableName: string;
  name: string;
  query: string;
  isDefault: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The longest owner kept: `savedViews.owner(req)` naming a longer one is the application's bug (a logged 500). */
export const MAX_VIEW_OWNER = 200;

/**
 * The entity of the saved views kept in the database: add it to MikroORM's `entities` and create its table
 * (`npx ux-datatables schema` prints the SQL). At most one default per owner and table is a partial unique
 * index, so that even a write outside the library cannot leave two.
 * @example
 * const orm = await MikroORM.init({ entities: [Book, SavedViewEntity], ... });
 * app.use(dataTablesRouter({ orm, secret, savedViews: { store: 'database', owner: (req) => req.user?.id ?? null } }));
 */
export const SavedViewEntity = new EntitySchema<SavedViewRow>({
  name: 'UxDataTablesSavedView',
  tableName: 'ux_datatables_view',
  properties: {
    id: { type: 'uuid', primary: true },
    owner: { type: 'string', length: MAX_VIEW_OWNER },
    tableName: { type: 'string', length: 100, fieldName: 'table_name' },
    name: { type: 'string', length: 80 },
    query: { type: 'text' },
    isDefault: { type: 'boolean', fieldName: 'is_default' },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'updated_at' },
  },
  indexes: [{ name: 'ux_datatables_view_owner_table_index', properties: ['owner', 'tableName'] }],
  uniques: [{ name: 'ux_datatables_view_one_default', properties: ['owner', 'tableName'], where: { isDefault: true } }],
});
