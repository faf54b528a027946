import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Creates or updates the demo's tables from its entities. A database kept from before authors were
 * rows (`book.author` a text column) cannot be updated in place: its books would need an author each,
 * which no text says for sure. The demo's data is its seed, so such a catalogue is dropped and seeded
 * again; any other database is updated as MikroORM's schema generator says. Answers whether it dropped.
 */
export async function prepareDemoSchema(orm: MikroORM): Promise<boolean> {
  const [old] = await orm.em.getConnection().execute<Array<{ found: number }>>(
    `select 1 as found from information_schema.columns
      where table_schema = current_schema() and table_name = 'book' and column_name = 'author'`,
  );
  if (old) await orm.schema.drop();
  await orm.schema.update();
  return old !== undefined;
}
