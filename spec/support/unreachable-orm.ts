import { MikroORM, type Options } from '@mikro-orm/postgresql';

/**
 * A MikroORM whose database does not answer (a closed port): discovery works, every query fails
 * with ECONNREFUSED. For "database down" specs and for proving a refusal needs no database.
 */
export function createUnreachableOrm(entities: Options['entities']): Promise<MikroORM> {
  return MikroORM.init({
    entities,
    clientUrl: 'postgresql://postgres@127.0.0.1:1/unreachable',
    pool: { min: 0, max: 1 },
    allowGlobalContext: false,
    debug: false,
  });
}
