import type { Request } from 'express';

/** What an application's row action is given beside its row. */
export interface RowActionContext {
  request: Request;
  /** The table's name. */
  table: string;
  /**
   * An entity manager of the request's own (a fork), to read other rows with. The row's own properties the
   * handler changes are written by the library: do not flush the row yourself.
   */
  em: unknown;
}

/**
 * An application's row action (`Action.new(name, label).handle(...)`): changes the loaded entity (its own
 * properties, which the library writes under the version the user saw), or refuses with `ActionRefusedError`.
 */
export type RowActionHandler<Entity = any> = (entity: Entity, context: RowActionContext) => void | Promise<void>;
