import type { EntityName } from '@mikro-orm/core';

/** One table row as sent to the browser: column name -> value. */
export type Row = Record<string, unknown>;

/** A value given directly, or computed from the row. */
export type RowValue<T> = T | ((row: Row) => T);

/** An ORM entity named by its class, its `defineEntity` schema, or its class name. */
export type EntityTarget = EntityName | string;

export type { JsonScalar } from '../wire/page-view.js';
